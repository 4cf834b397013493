import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * The migrator (decision 041). drizzle-kit writes the migrations and the journal; drizzle's own
 * migrator runs every pending migration in one transaction, and PostgreSQL refuses
 * `CREATE INDEX CONCURRENTLY` inside one. This one keeps drizzle's bookkeeping (the table
 * drizzle.__drizzle_migrations, the journal's `when` as created_at, the file's SHA-256), so a
 * database migrated by either knows the same state, and runs a migration whose first line is
 *
 *   -- migrate: no-transaction
 *
 * statement by statement outside a transaction: an index build on a large table that does not
 * block its writes. Such a migration must be safe to run again after a failure halfway
 * (`DROP INDEX CONCURRENTLY IF EXISTS x` before `CREATE INDEX CONCURRENTLY x`): it is recorded
 * only when all of it succeeded.
 */

const NO_TRANSACTION = '-- migrate: no-transaction';
/** Several instances may start at once: one migrates, the others wait on this lock. */
export const MIGRATION_LOCK_ID = 727274;
/**
 * A migration that waits longer than this for a lock gives up (and is tried again): queued behind
 * a long transaction, its ALTER would otherwise hold up every write that arrives meanwhile.
 */
const LOCK_TIMEOUT = '5s';
const LOCK_TIMEOUT_ATTEMPTS = 5;

export interface Migration {
  tag: string;
  /** The journal's `when`: what drizzle stores as created_at. */
  when: number;
  hash: string;
  statements: string[];
  transactional: boolean;
}

/** One session of the database: the migrator's statements go through it in order. */
export interface MigrationSession {
  /** SQL text, possibly several statements (simple query protocol). */
  exec(text: string): Promise<void>;
  query<R>(text: string, params: unknown[]): Promise<R[]>;
}

export function pgSession(client: pg.ClientBase): MigrationSession {
  return {
    exec: async (text) => void (await client.query(text)),
    query: async <R>(text: string, params: unknown[]) => (await client.query(text, params)).rows as R[],
  };
}

/** The embedded database: one connection, in this process. */
export function pgliteSession(client: PGlite): MigrationSession {
  return {
    exec: async (text) => void (await client.exec(text)),
    query: async <R>(text: string, params: unknown[]) => (await client.query<R>(text, params)).rows,
  };
}

/** The migrations of the folder, in the journal's order. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const text = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    return {
      tag: entry.tag,
      when: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((s) => s.trim() !== ''),
      transactional: !text.startsWith(NO_TRANSACTION),
    };
  });
}

/** The migrations not applied yet: drizzle's rule, newer than the newest one recorded. */
export async function pendingMigrations(session: MigrationSession, folder: string): Promise<Migration[]> {
  await session.exec(
    'CREATE SCHEMA IF NOT EXISTS drizzle; ' +
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const [last] = await session.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    [],
  );
  const after = last ? Number(last.created_at) : -Infinity;
  return readMigrations(folder).filter((m) => m.when > after);
}

async function record(session: MigrationSession, m: Migration): Promise<void> {
  await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
    m.hash,
    m.when,
  ]);
}

/**
 * Applies the pending migrations: consecutive ordinary ones in one transaction (as drizzle
 * does), each no-transaction one on its own, statement by statement. `lockTimeout` bounds how
 * long an ordinary migration waits for a table lock (PostgreSQL; PGlite has one connection).
 * Returns the tags applied.
 */
export async function applyMigrations(
  session: MigrationSession,
  folder: string,
  opts: { lockTimeout?: string } = {},
): Promise<string[]> {
  const pending = await pendingMigrations(session, folder);
  const applied: string[] = [];
  let i = 0;
  while (i < pending.length) {
    const first = pending[i]!;
    if (!first.transactional) {
      for (const statement of first.statements) await session.exec(statement);
      await record(session, first);
      applied.push(first.tag);
      i += 1;
      continue;
    }
    const group: Migration[] = [];
    while (i < pending.length && pending[i]!.transactional) group.push(pending[i++]!);
    await session.exec('BEGIN');
    try {
      if (opts.lockTimeout) await session.exec(`SET LOCAL lock_timeout = '${opts.lockTimeout}'`);
      for (const m of group) {
        for (const statement of m.statements) await session.exec(statement);
        await record(session, m);
      }
      await session.exec('COMMIT');
    } catch (err) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
    applied.push(...group.map((m) => m.tag));
  }
  return applied;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Migrates a PostgreSQL database through a connection of its own to `url`: the direct address
 * when the app's DATABASE_URL is a transaction pooler (an advisory lock and SET need a session).
 * No statement_timeout (an index build may take minutes); a lock wait over LOCK_TIMEOUT is
 * tried again a few times.
 */
export async function migratePostgres(url: string, folder: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'hydroparts-migrate' });
  // A connection that breaks mid-migration reports here as well as to the pending query.
  client.on('error', () => undefined);
  await client.connect();
  const session = pgSession(client);
  try {
    await session.exec('SET statement_timeout = 0');
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    for (let attempt = 1; ; attempt++) {
      try {
        return await applyMigrations(session, folder, { lockTimeout: LOCK_TIMEOUT });
      } catch (err) {
        const lockTimedOut = err instanceof pg.DatabaseError && err.code === '55P03';
        if (!lockTimedOut || attempt >= LOCK_TIMEOUT_ATTEMPTS) throw err;
        console.warn(`migration waited longer than ${LOCK_TIMEOUT} for a lock; attempt ${attempt + 1}`);
        await sleep(1000 * attempt);
      }
    }
  } finally {
    await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
