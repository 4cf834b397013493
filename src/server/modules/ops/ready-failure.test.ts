import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { Client, pgServerUrl, startTestApp } from '#server/test/harness.ts';

describe('GET /api/ready when the database is gone', () => {
  it('turns 503 and names the failing part; /api/health still answers', async () => {
    const t = await startTestApp();
    try {
      expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200);
      await t.database.close();
      const res = await new Client(t.app).get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', migrations: 'failed', storage: 'ok' },
      });
      expect((await new Client(t.app).get('/api/health')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  // A real PostgreSQL database dropped under a running instance (test:pg only).
  it.runIf(pgServerUrl())('turns 503 when its PostgreSQL database is dropped', async () => {
    const admin = new URL(pgServerUrl()!);
    const name = `hydroparts_16_ready_${Date.now()}_${process.pid}`;
    admin.pathname = '/postgres';
    const adminClient = new pg.Client({ connectionString: admin.toString() });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: '/tmp/hydroparts-test-data',
    });
    const app = await buildApp({ config, database });
    try {
      expect((await new Client(app).get('/api/ready')).statusCode).toBe(200);
      await adminClient.query(`drop database ${name} with (force)`);
      const res = await new Client(app).get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database).toBe('failed');
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  });
});

/**
 * Issue 38: after a restart under a write load, PGlite's one connection served the writes in
 * turn and the readiness ping waited in line past its 2 s: /api/ready answered 503 for 5–115 s
 * while every write was answered 201. A database that answers, only late, is ready.
 */
describe.runIf(!pgServerUrl())('GET /api/ready while the embedded database is busy', () => {
  it('answers 200 while a long transaction holds the one connection, 503 once it is closed', async () => {
    const t = await startTestApp();
    try {
      expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const busy = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      const releaseAfter = setTimeout(release, 4000);
      try {
        const began = Date.now();
        const res = await new Client(t.app).get('/api/ready');
        expect(res.json()).toEqual({
          status: 'ready',
          checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
        });
        expect(res.statusCode).toBe(200);
        // It did not wait for the transaction: the ping's own 2 s, not the 4 s the connection is held.
        expect(Date.now() - began).toBeLessThan(4000);
      } finally {
        clearTimeout(releaseAfter);
        release();
        await busy;
      }
      await t.database.close();
      expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(503);
    } finally {
      await t.app.close();
    }
  });
});
