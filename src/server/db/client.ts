import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as auth from './schema/auth.ts';
import * as catalog from './schema/catalog.ts';
import * as parties from './schema/parties.ts';
import * as marketplace from './schema/marketplace.ts';
import * as documents from './schema/documents.ts';
import * as messaging from './schema/messaging.ts';
import * as platform from './schema/platform.ts';
import * as apiKeySchema from './schema/api-keys.ts';

export const schema = {
  ...auth,
  ...catalog,
  ...parties,
  ...marketplace,
  ...documents,
  ...messaging,
  ...platform,
  ...apiKeySchema,
};

/** Both drivers give the same query API; a transaction (`tx`) is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** Connection pool usage (PostgreSQL only: PGlite is one in-process connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL server when a URL is given, else PGlite: in `dataDir/db` on disk, or in memory
 * when dataDir is 'memory://' (tests). Migrations are applied before the database is handed out.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, dropped database) must not crash the
    // process: the pool discards it, the next query reconnects, and /api/ready reports the outage.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Several instances may start at once: one migrates, the others wait on the lock.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      lockClient.release();
    }
    return {
      db,
      driver: 'pg',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let dataDirOrMemory: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    dataDirOrMemory = path.join(opts.dataDir, 'db');
    mkdirSync(dataDirOrMemory, { recursive: true });
  }
  // pg_trgm backs the admin substring search indexes (migration 0002), as on PostgreSQL.
  const client = new PGlite({ dataDir: dataDirOrMemory, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}
