import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';

/** ROLE=worker (decision 041): the background jobs, and HTTP only for the liveness probe and metrics. */
describe('a worker instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ROLE: 'worker', JOBS_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('answers /api/health and /metrics', async () => {
    const client = new Client(t.app);
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/api/health?probe=1')).statusCode).toBe(200);
    expect((await client.get('/metrics')).statusCode).toBe(200);
  });

  it('answers nothing else: 404 in German, before any session or body is read', async () => {
    const client = new Client(t.app);
    for (const url of ['/api/ready', '/api/v1/payment-terms', '/', '/api/docs', '/api/v1/live/events']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Diese Instanz führt nur Hintergrundaufgaben aus (ROLE=worker).');
    }
    const login = await client.post('/api/v1/auth/login', { email: 'a@b.de', password: 'x', role: 'buyer' });
    expect(login.statusCode).toBe(404);
    const bad = await client.post('/api/v1/buyer/orders', '{not json');
    expect(bad.statusCode).toBe(404);
  });
});

describe('configuration of the database and the role (decision 041)', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://db/hp', AUTH_SECRET: 'x'.repeat(32) };

  it('has defaults that match one instance on one server', () => {
    const config = loadConfig(base);
    expect(config.database).toEqual({
      directUrl: undefined,
      poolMax: 10,
      statementTimeoutMs: undefined,
      preparedStatements: true,
      replicaUrl: undefined,
      replicaStickyMs: 10_000,
      migrateOnStart: true,
    });
    expect(config.role).toBe('all');
  });

  it('reads pool size, direct address, statement timeout, pooler, replica and the migration choice', () => {
    const config = loadConfig({
      ...base,
      DATABASE_DIRECT_URL: 'postgres://db-direct/hp',
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATABASE_REPLICA_URL: 'postgres://db-replica/hp',
      DATABASE_REPLICA_STICKY_SECONDS: '5',
      DATABASE_POOL_MAX: '4',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      MIGRATE_ON_START: 'false',
      ROLE: 'worker',
    });
    expect(config.database).toEqual({
      directUrl: 'postgres://db-direct/hp',
      poolMax: 4,
      statementTimeoutMs: 15000,
      preparedStatements: false,
      replicaUrl: 'postgres://db-replica/hp',
      replicaStickyMs: 5000,
      migrateOnStart: false,
    });
    expect(config.role).toBe('worker');
  });

  it('refuses what cannot work, in German', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_REPLICA_URL: 'postgres://db-replica/hp' })).toThrow(
      /DATABASE_REPLICA_URL: nur zusammen mit DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: 'mysql://db/hp' })).toThrow(
      /DATABASE_REPLICA_URL muss mit postgres:\/\/ beginnen/,
    );
    expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX muss mindestens 1 sein/,
    );
    expect(() => loadConfig({ ...base, DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(
      /DATABASE_DIRECT_URL muss mit postgres/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_DIRECT_URL: 'postgres://x/y' })).toThrow(
      /DATABASE_DIRECT_URL: nur zusammen mit DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, ROLE: 'worker', JOBS_ENABLED: 'false' })).toThrow(/ROLE=worker/);
    expect(() => loadConfig({ ...base, ROLE: 'web' })).toThrow(/ROLE/);
  });
});
