import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { pgServerUrl } from '#server/test/harness.ts';
import { migrationsFolder } from './client.ts';
import { applyMigrations, migratePostgres, pgliteSession, readMigrations } from './migrator.ts';

/** A migrations folder of its own: drizzle's journal and one file per entry. */
function folderOf(files: { tag: string; sql: string }[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = files.map((f, idx) => ({
    idx,
    version: '7',
    when: 1_000 + idx,
    tag: f.tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const f of files) writeFileSync(path.join(dir, `${f.tag}.sql`), f.sql);
  return dir;
}

const TABLE = { tag: '0000_table', sql: 'CREATE TABLE items (id int primary key, name text);' };
const CONCURRENT_INDEX = {
  tag: '0001_index',
  sql:
    '-- migrate: no-transaction\n' +
    'DROP INDEX CONCURRENTLY IF EXISTS items_name_idx;\n--> statement-breakpoint\n' +
    'CREATE INDEX CONCURRENTLY items_name_idx ON items (name);',
};

async function recorded(client: PGlite): Promise<number> {
  const exists = await client.query(
    "select 1 from information_schema.tables where table_name = '__drizzle_migrations'",
  );
  if (exists.rows.length === 0) return 0;
  return (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
    .rows[0]!.n;
}

// PGlite starts slowly on a busy machine (each test opens one or two).
describe('the migrator (decision 041)', { timeout: 120_000 }, () => {
  it('reads the journal: every shipped migration, no-transaction ones marked by their first line', () => {
    const migrations = readMigrations(migrationsFolder);
    expect(migrations.length).toBeGreaterThan(10);
    expect(migrations.map((m) => m.when)).toEqual([...migrations.map((m) => m.when)].sort((a, b) => a - b));
    for (const m of migrations) {
      const text = readFileSync(path.join(migrationsFolder, `${m.tag}.sql`), 'utf8');
      expect(m.transactional).toBe(!text.startsWith('-- migrate: no-transaction'));
    }
  });

  it('applies pending migrations once, in drizzle’s bookkeeping, an index build outside the transaction', async () => {
    const folder = folderOf([TABLE, CONCURRENT_INDEX]);
    const client = new PGlite();
    try {
      const session = pgliteSession(client);
      expect(await applyMigrations(session, folder)).toEqual(['0000_table', '0001_index']);
      expect(await applyMigrations(session, folder)).toEqual([]);
      expect(await recorded(client)).toBe(2);
      const index = await client.query("select 1 from pg_indexes where indexname = 'items_name_idx'");
      expect(index.rows).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('rolls back a failing group of ordinary migrations as a whole, and records none of it', async () => {
    const broken = {
      tag: '0001_broken',
      sql: 'ALTER TABLE items ADD COLUMN price numeric;\n--> statement-breakpoint\nSELECT 1/0;',
    };
    const client = new PGlite();
    try {
      await expect(applyMigrations(pgliteSession(client), folderOf([TABLE, broken]))).rejects.toThrow(
        /division by zero/,
      );
      const tables = await client.query("select 1 from information_schema.tables where table_name = 'items'");
      expect(tables.rows).toHaveLength(0);
      expect(await recorded(client)).toBe(0);
    } finally {
      await client.close();
    }
  });

  it.runIf(pgServerUrl())(
    'PostgreSQL: CREATE INDEX CONCURRENTLY runs, and again after a failure halfway',
    async () => {
      const admin = new URL(pgServerUrl()!);
      admin.pathname = '/postgres';
      const name = `hydroparts_migrator_${Date.now()}_${process.pid}`;
      const adminClient = new pg.Client({ connectionString: admin.toString() });
      await adminClient.connect();
      await adminClient.query(`create database ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      try {
        const failing = {
          ...CONCURRENT_INDEX,
          // The rule for such a migration: drop what a failed run may have left (an invalid index) first.
          sql:
            CONCURRENT_INDEX.sql +
            '\n--> statement-breakpoint\nDROP INDEX CONCURRENTLY IF EXISTS items_dupe;' +
            '\n--> statement-breakpoint\nCREATE UNIQUE INDEX CONCURRENTLY items_dupe ON items (name);',
        };
        const setup = new pg.Client({ connectionString: url.toString() });
        await setup.connect();
        await migratePostgres(url.toString(), folderOf([TABLE]));
        await setup.query("insert into items values (1, 'a'), (2, 'a')");
        // The unique index fails on the duplicate: nothing recorded, the migration runs again later.
        await expect(migratePostgres(url.toString(), folderOf([TABLE, failing]))).rejects.toThrow(
          /could not create unique index/,
        );
        await setup.query('delete from items where id = 2');
        expect(await migratePostgres(url.toString(), folderOf([TABLE, failing]))).toEqual(['0001_index']);
        const valid = await setup.query(
          "select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname like 'items\\_%' and c.relname <> 'items_pkey' and i.indisvalid order by 1",
        );
        expect(valid.rows.map((r: { relname: string }) => r.relname)).toEqual([
          'items_dupe',
          'items_name_idx',
        ]);
        await setup.end();
      } finally {
        await adminClient.query(`drop database if exists ${name} with (force)`);
        await adminClient.end();
      }
    },
  );
});
