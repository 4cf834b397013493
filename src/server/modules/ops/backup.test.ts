import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { orders, requestPhotos } from '#server/db/schema/marketplace.ts';
import { seedReference } from '#server/db/seed/reference.ts';
import { Client, pgServerUrl, unpackMigratedDataDir, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenPhoto } from '#server/test/given-seller.ts';
import { totpCode } from '#server/test/totp.ts';

// With DATABASE_URL the secret is required (issue 18); both instances and the scripts share it.
const AUTH_SECRET = randomBytes(32).toString('hex');

async function instance(dataDir: string, databaseUrl?: string): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  await seedReference(database.db);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Backs up a populated instance, restores into a fresh one, and finds the same data and files. */
async function roundTrip(
  source: { dataDir: string; url?: string },
  target: { dataDir: string; url?: string },
) {
  // An embedded source starts from the suite's migrated snapshot: what migrating would give.
  if (!source.url) unpackMigratedDataDir(source.dataDir);
  const a = await instance(source.dataDir, source.url);
  const buyer = await given.verifiedBuyer(a);
  const sellerAcc = await given.seller(a);
  const { order, request } = await givenOrder(a, buyer.id, sellerAcc.id);
  const photoBytes = Buffer.from(`photo-${order.id}`);
  const photo = await givenPhoto(a, request.id, 0, photoBytes);
  const docKey = `templates/backup-test-${order.id}.pdf`;
  const docBytes = Buffer.from('%PDF-1.4 test document');
  await a.app.deps.blobs.put(docKey, docBytes, 'application/pdf');
  // An account with a second factor: its secret is encrypted with AUTH_SECRET (issue 38).
  const guarded = await given.verifiedBuyer(a);
  const asGuarded = await given.loggedIn(a, guarded, 'buyer');
  const setup = await asGuarded.post('/api/v1/auth/two-factor/setup', { password: guarded.password });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  // The previous 30 s step's code here; the login after the restore uses a later one.
  const confirm = await asGuarded.post('/api/v1/auth/two-factor/confirm', {
    code: totpCode(secret, Date.now() - 30_000),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  await a.close();

  const archive = path.join(source.dataDir, '..', `backup-${order.id}.tar.gz`);
  // The operator's commands, each in its own process as in production (the app is stopped).
  const npm = (script: string, x: { dataDir: string; url?: string }) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', AUTH_SECRET, DATA_DIR: x.dataDir };
    if (x.url) env.DATABASE_URL = x.url;
    else delete env.DATABASE_URL;
    execFileSync('npm', ['run', '--silent', script, '--', archive], { env, stdio: 'pipe' });
  };
  npm('backup', source);
  npm('restore', target);

  const b = await instance(target.dataDir, target.url);
  try {
    const [restored] = await b.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(restored?.orderNumber).toBe(order.orderNumber);
    const photos = await b.database.db
      .select()
      .from(requestPhotos)
      .where(eq(requestPhotos.requestId, request.id));
    expect(photos.map((p) => p.id)).toEqual([photo.id]);
    expect(await b.app.deps.blobs.get(photo.storageKey)).toEqual(photoBytes);
    expect(await b.app.deps.blobs.get(docKey)).toEqual(docBytes);
    // The restored accounts still sign in, and the buyer sees the order through the API.
    const client = await given.loggedIn(b, buyer, 'buyer');
    const res = await client.get(`/api/v1/buyer/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    // The second factor holds after the restore: password, then a TOTP code, then a session.
    const browser = new Client(b.app);
    const login = await browser.post('/api/v1/auth/login', {
      email: guarded.email,
      password: guarded.password,
      role: 'buyer',
    });
    expect(login.json()).toEqual({ twoFactorRequired: true });
    const verified = await browser.post('/api/v1/auth/two-factor/verify', {
      code: totpCode(secret, Date.now()),
      role: 'buyer',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email: guarded.email, role: 'buyer' });
    expect((await browser.get('/api/v1/buyer/requests')).statusCode).toBe(200);
  } finally {
    await b.close();
  }
}

describe('backup → restore (npm run backup / npm run restore), then a second-factor login', () => {
  it('embedded mode: PGlite dump and uploads come back in a fresh DATA_DIR', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'hp-backup-'));
    try {
      await roundTrip({ dataDir: path.join(root, 'a') }, { dataDir: path.join(root, 'b') });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 180_000);

  const hasPgDump = (() => {
    try {
      execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.runIf(pgServerUrl() && hasPgDump)(
    'PostgreSQL mode: pg_dump -Fc restored into an empty database',
    async () => {
      const admin = new URL(pgServerUrl()!);
      admin.pathname = '/postgres';
      const stamp = `${Date.now()}_${process.pid}`;
      const names = [`hydroparts_16_bk_src_${stamp}`, `hydroparts_16_bk_dst_${stamp}`];
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      const root = await mkdtemp(path.join(os.tmpdir(), 'hp-backup-pg-'));
      const urlOf = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
      try {
        for (const n of names) await client.query(`create database ${n}`);
        await roundTrip(
          { dataDir: path.join(root, 'a'), url: urlOf(names[0]!) },
          { dataDir: path.join(root, 'b'), url: urlOf(names[1]!) },
        );
      } finally {
        for (const n of names) await client.query(`drop database if exists ${n} with (force)`);
        await client.end();
        await rm(root, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

/**
 * Issue 38: the second factors' secrets are encrypted with DATA_DIR/auth-secret; an archive
 * without it restored into a fresh DATA_DIR answered every second-factor login with a 500.
 * The instances run as `npm start` does (NODE_ENV development: the secret lives in DATA_DIR).
 */
describe('a restored embedded instance checks second factors (issue 38)', () => {
  async function started(dataDir: string): Promise<TestApp> {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    });
    const database = await openDatabase({ dataDir });
    await seedReference(database.db);
    const app = await buildApp({ config, database, rateLimit: false });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('backup, restore into a fresh DATA_DIR, then a TOTP login', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'hp-backup-2fa-'));
    const [source, target] = [path.join(root, 'a'), path.join(root, 'b')];
    try {
      unpackMigratedDataDir(source);
      const a = await started(source);
      const buyer = await given.verifiedBuyer(a);
      const client = await given.loggedIn(a, buyer, 'buyer');
      const setup = await client.post('/api/v1/auth/two-factor/setup', { password: buyer.password });
      const { secret } = setup.json() as { secret: string };
      // The previous 30 s step's code here, the next one's at the login: no code is used twice.
      const confirm = await client.post('/api/v1/auth/two-factor/confirm', {
        code: totpCode(secret, Date.now() - 30_000),
      });
      expect(confirm.statusCode).toBe(200);
      await a.close();

      const archive = path.join(root, 'backup.tar.gz');
      const npm = (script: string, dataDir: string) => {
        const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
        delete env.DATABASE_URL;
        delete env.AUTH_SECRET;
        return execFileSync('npm', ['run', '--silent', script, '--', archive], {
          env,
          stdio: 'pipe',
        }).toString();
      };
      npm('backup', source);
      npm('restore', target);

      const b = await started(target);
      try {
        const browser = new Client(b.app);
        const login = await browser.post('/api/v1/auth/login', {
          email: buyer.email,
          password: buyer.password,
          role: 'buyer',
        });
        expect(login.json()).toEqual({ twoFactorRequired: true });
        const verified = await browser.post('/api/v1/auth/two-factor/verify', {
          code: totpCode(secret, Date.now() + 30_000),
          role: 'buyer',
        });
        expect(verified.statusCode).toBe(200);
        expect(verified.json().user).toMatchObject({ email: buyer.email, role: 'buyer' });
      } finally {
        await b.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 180_000);
});
