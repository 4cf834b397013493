import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { FIRST_START_BYTES, firstStartSpaceProblem } from '#server/disk-space.ts';
import { openConfiguredDatabase } from '#server/startup.ts';
import * as given from '#server/test/given.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { FAULT_MSG } from './fault-errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const STORAGE_FULL = { code: 'STORAGE_FULL', message: FAULT_MSG.storageFull };

/** What Node's fs says when the disk is full. */
const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

describe('a full disk answers 507 in German, not 500 (issue 38)', () => {
  it('an upload that cannot be stored (ENOSPC) stores nothing', async () => {
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    const put = vi.spyOn(t.app.deps.blobs, 'put').mockRejectedValueOnce(enospc());
    try {
      const { body, headers } = given.multipart({ partNumber: 'VOLL-1' }, [
        { fileName: 'foto.png', contentType: 'image/png', data: photo },
      ]);
      const res = await buyer.request('POST', '/api/v1/buyer/requests', body, headers);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject(STORAGE_FULL);
    } finally {
      put.mockRestore();
    }
    const list = (await buyer.get('/api/v1/buyer/requests')).json() as { total: number };
    expect(list.total).toBe(0);
  });

  it('a write the database refuses for lack of space (53100 disk_full)', async () => {
    // The database's own error, raised where a full disk would raise it: on the insert.
    await t.database.db.execute(sql`
      create or replace function hp_test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/5/17463": No space left on device' using errcode = 'disk_full'; end $$`);
    await t.database.db.execute(
      sql`create trigger hp_test_disk_full before insert on contact_messages for each row execute function hp_test_disk_full()`,
    );
    try {
      const res = await new Client(t.app).post('/api/v1/contact', {
        name: 'Erika Muster',
        email: given.uniqueEmail('voll'),
        subject: 'Platte voll',
        message: 'Diese Nachricht findet keinen Platz.',
      });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject(STORAGE_FULL);
    } finally {
      await t.database.db.execute(sql`drop trigger hp_test_disk_full on contact_messages`);
    }
  });
});

describe('a first start on a disk too small for the embedded database (issue 38)', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-disk-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const small = { device: '/dev/sdb1', mount: '/srv', freeBytes: 20 * 1024 * 1024 };

  it('stops before writing, naming the disk, DATA_DIR and what is needed', () => {
    const dataDir = scratch();
    expect(firstStartSpaceProblem(dataDir, () => small)).toBe(
      `Der Datenträger /dev/sdb1 (eingehängt unter /srv) von DATA_DIR ${dataDir} hat zu wenig freien Platz (frei: 20 MB; die eingebettete Datenbank braucht beim ersten Start etwa 100 MB). Bitte Platz schaffen oder DATA_DIR auf einen größeren Datenträger legen, dann erneut starten.`,
    );
    expect(
      firstStartSpaceProblem(dataDir, () => ({ ...small, freeBytes: FIRST_START_BYTES })),
    ).toBeUndefined();
  });

  it('leaves a DATA_DIR that already holds a database to start', () => {
    const dataDir = scratch();
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect(firstStartSpaceProblem(dataDir, () => small)).toBeUndefined();
  });

  it('names the disk when writing the database runs out of space', async () => {
    const dataDir = scratch();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    // What PGlite's file system throws below the database when a write finds no space.
    const noSpace = Object.assign(new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"'), {
      cause: Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno: 51 }),
    });
    const error = await openConfiguredDatabase(config, () => Promise.reject(noSpace)).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Der Datenträger .* von DATA_DIR ${dataDir} hat zu wenig freien Platz \\(frei: \\d+ MB\\)\\. Bitte Platz schaffen`,
      ),
    );
  });
});
