import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openTestDatabase, pgServerUrl } from '#server/test/harness.ts';
import type { Database } from './client.ts';
import { createPool } from './pool.ts';

describe.runIf(!!pgServerUrl())('the PostgreSQL pool (decision 034)', () => {
  let database: Database;
  let pool: pg.Pool;
  const backend = async () =>
    (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    pool = createPool(opened.url!);
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('plans a named statement once per connection: the generic plan is kept (decision 086)', async () => {
    const shown = await pool.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(shown.rows[0]!.plan_cache_mode).toBe('force_generic_plan');
    const unnamed = createPool(pgServerUrl()!, { preparedStatements: false });
    try {
      const other = await unnamed.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(other.rows[0]!.plan_cache_mode).toBe('auto');
    } finally {
      await unnamed.end();
    }
  });

  it('keeps the connection after an error the server reported', async () => {
    const pid = await backend();
    await expect(pool.query('select 1 / 0')).rejects.toThrow(/division by zero/);
    await expect(pool.query('insert into countries (code) values (null)')).rejects.toThrow();
    expect(await backend()).toBe(pid);
    expect(pool.totalCount).toBe(1);
  });

  it('drops a broken connection and answers the next query on a new one', async () => {
    const pid = await backend();
    const admin = new pg.Client({ connectionString: pgServerUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    expect(await backend()).not.toBe(pid);
  });
});

describe.runIf(!!pgServerUrl())('unnamed statements for a transaction pooler (decision 045)', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    url = opened.url!;
  });
  afterAll(async () => {
    await database.close();
  });

  /** The named statements the pool's one connection holds after running one named query. */
  async function preparedAfterNamedQuery(preparedStatements: boolean): Promise<string[]> {
    const pool = createPool(url, { max: 1, preparedStatements });
    try {
      await pool.query({ name: 'hp_pool_test', text: 'select $1::int as n', values: [1] });
      const client = await pool.connect();
      try {
        // Within one transaction too (drizzle's transactions take a client of their own).
        await client.query({ name: 'hp_pool_test_tx', text: 'select $1::int as n', values: [2] });
        const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
        return rows.map((r) => r.name).sort();
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  }

  it('prepares by name by default, and sends them unnamed with preparedStatements: false', async () => {
    expect(await preparedAfterNamedQuery(true)).toEqual(['hp_pool_test', 'hp_pool_test_tx']);
    expect(await preparedAfterNamedQuery(false)).toEqual([]);
  });
});
