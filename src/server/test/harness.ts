import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed/reference.ts';
import { buildApp } from '#server/app.ts';
import { pgTemplateUrl } from './global-setup.ts';
import { clonePgTemplate, openReplicaOf } from './pg-template.ts';
import { openSnapshot } from './pglite-snapshot.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A database of this test's own, migrated and with the reference data (global-setup.ts made it
 * once): a copy of the PGlite snapshot, a clone of the PostgreSQL template (scripts/test-pg.ts),
 * or the shared PostgreSQL database named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string }> {
  const templateUrl = pgTemplateUrl();
  if (templateUrl) return clonePgTemplate(templateUrl);
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { database: await openDatabase({ databaseUrl: url }), url };
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) return { database: await openSnapshot(snapshot) };
  // Run without the global setup (another config): migrate and seed here.
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedReference(database.db);
  return { database };
}

/**
 * An in-memory PGlite, migrated but not seeded: what `openDatabase({ dataDir: 'memory://' })`
 * gives, copied from global-setup.ts's snapshot instead of migrating again (~0.2 s, not ~4 s).
 * For the tests of seeding and startup; without the global setup it migrates here.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const snapshot = inject('pgliteMigrated');
  return snapshot ? openSnapshot(snapshot) : openDatabase({ dataDir: 'memory://' });
}

/**
 * Fills an embedded instance's DATA_DIR (its `db` folder, as openDatabase lays it out) with the
 * migrated snapshot, so that `openDatabase({ dataDir })` finds its migrations applied instead of
 * running them (~4 s). Without the global setup it leaves the folder alone: openDatabase migrates.
 */
export function unpackMigratedDataDir(dataDir: string): void {
  const snapshot = inject('pgliteMigrated');
  if (!snapshot) return;
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xf', snapshot, '-C', dir]);
}

/** A URL on the test PostgreSQL server (test:pg), for tests that create and drop databases of their own. */
export function pgServerUrl(): string | undefined {
  return pgTemplateUrl() ?? process.env.TEST_DATABASE_URL;
}

/**
 * A real app on a real database of its own (openTestDatabase). Jobs do not run by themselves;
 * tests drain them.
 */
export async function startTestApp(
  opts: { rateLimit?: boolean; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // A shared database (TEST_DATABASE_URL) needs an explicit secret; a fresh one per app.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Uploaded test photos go to a scratch folder, not into the developer's ./data.
    DATA_DIR: path.join(os.tmpdir(), 'hydroparts-test-data'),
    // Issue 32: tests never ask the EU's VIES; nothing listens here, so VIES "cannot answer"
    // unless a test starts the fake (test/fake-vies.ts) and points VIES_URL at it.
    VIES_URL: 'http://127.0.0.1:9/check-vat-number',
    // Port 9 refuses at once and the fake answers 'down' at once, so no test waits for this; it
    // only has to outlast a slow answer of the fake on a busy CI machine (1 s did not).
    VIES_TIMEOUT_MS: '15000',
    ...opts.env,
  };
  // A configuration the test expects to be refused fails here, before a database is copied.
  loadConfig(env);
  const { database, url } = await openTestDatabase();
  const config = loadConfig({ ...env, ...(url ? { DATABASE_URL: url } : {}), ...opts.env });
  // scripts/test-replica.sh: the lists read from the streaming replica (decision 045).
  const replica = url ? await openReplicaOf(url) : undefined;
  const app = await buildApp({
    config,
    database,
    replica,
    rateLimit: opts.rateLimit ?? false,
    logStream: opts.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await replica?.close();
      await database.close();
    },
  };
}

/** A cookie jar per simulated browser. */
export class Client {
  readonly app: FastifyInstance;
  cookies = new Map<string, string>();
  constructor(app: FastifyInstance) {
    this.app = app;
  }

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse): void {
    const raw = res.headers['set-cookie'];
    const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
    for (const c of list) {
      const [pair, ...attrs] = c.split(';');
      const idx = pair!.indexOf('=');
      const name = pair!.slice(0, idx).trim();
      const value = pair!.slice(idx + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = this.cookieHeader();
    const res = await this.app.inject({
      method,
      url,
      payload: body as never,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    this.remember(res);
    return res;
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body ?? {});
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}
