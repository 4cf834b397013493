import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPool } from './pool.ts';
import { applyMigrations, migratePostgres, pgliteSession } from './migrator.ts';
import * as auth from './schema/auth.ts';
import * as catalog from './schema/catalog.ts';
import * as parties from './schema/parties.ts';
import * as marketplace from './schema/marketplace.ts';
import * as derived from './schema/derived.ts';
import * as documents from './schema/documents.ts';
import * as messaging from './schema/messaging.ts';
import * as platform from './schema/platform.ts';
import * as apiKeySchema from './schema/api-keys.ts';
import * as webhooks from './schema/webhooks.ts';
import * as questions from './schema/questions.ts';
import * as push from './schema/push.ts';
import * as widening from './schema/widening.ts';
import * as privacy from './schema/privacy.ts';
import * as billing from './schema/billing.ts';
import * as stock from './schema/stock.ts';
import * as autoOffers from './schema/auto-offers.ts';
import * as attachmentSchema from './schema/attachments.ts';
import * as teams from './schema/teams.ts';

export const schema = {
  ...auth,
  ...catalog,
  ...parties,
  ...marketplace,
  ...derived,
  ...documents,
  ...messaging,
  ...platform,
  ...apiKeySchema,
  ...webhooks,
  ...questions,
  ...push,
  ...widening,
  ...privacy,
  ...billing,
  ...stock,
  ...autoOffers,
  ...attachmentSchema,
  ...teams,
};

/** Both drivers give the same query API; a transaction (`tx`) is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /**
   * LISTEN on a channel (issue 15, live screens): `onPayload` receives every NOTIFY payload,
   * from any instance. PostgreSQL: one dedicated connection that reconnects with backoff, also
   * when the first attempt fails; PGlite: its own listen. Resolves to the function that stops
   * listening. `onState` hears when the connection is up (true) and when it was lost (false):
   * notifications sent meanwhile are missed (issue 11's caches, issue 38's live screens).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    opts?: { onState?: (up: boolean) => void },
  ): Promise<() => Promise<void>>;
  /** Connection pool usage (PostgreSQL only: PGlite is one in-process connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * A session of its own for LISTEN and the migration's advisory lock, when `databaseUrl` is a
   * transaction pooler (PgBouncer): the server itself or a session-mode pooler. Default: databaseUrl.
   */
  directUrl?: string;
  /** Connections this process keeps at most (DATABASE_POOL_MAX; default 10). */
  poolMax?: number;
  /** statement_timeout of the pool's sessions in ms (DATABASE_STATEMENT_TIMEOUT_MS); unset: the server's. */
  statementTimeoutMs?: number;
  /** False: named prepared statements go unnamed (DATABASE_PREPARED_STATEMENTS; PgBouncer < 1.21). */
  preparedStatements?: boolean;
  /** False: the migrations are a step of their own (`npm run migrate`); /api/ready waits for them. */
  migrate?: boolean;
}

/**
 * PostgreSQL server when a URL is given, else PGlite: in `dataDir/db` on disk, or in memory
 * when dataDir is 'memory://' (tests). Migrations are applied before the database is handed out
 * unless `migrate` is false (decision 041).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const directUrl = opts.directUrl ?? opts.databaseUrl;
    const pool = createPool(opts.databaseUrl, {
      max: opts.poolMax,
      statementTimeoutMs: opts.statementTimeoutMs,
      preparedStatements: opts.preparedStatements,
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Several instances may start at once: one migrates, the others wait on the advisory lock.
    if (opts.migrate !== false) await migratePostgres(directUrl, migrationsFolder);
    return {
      db,
      driver: 'pg',
      listen: (channel, onPayload, o) => listenPg(directUrl, channel, onPayload, o?.onState),
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
  if (opts.migrate !== false) await applyMigrations(pgliteSession(client), migrationsFolder);
  return pgliteDatabase(client);
}

/** A Database over an open PGlite (also the tests' snapshot copies). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onPayload, o) => {
      const unlisten = await client.listen(checkedChannel(channel), onPayload);
      // One in-process connection: it cannot be lost while the database is open.
      o?.onState?.(true);
      return async () => {
        o?.onState?.(false);
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Ungültiger Kanal: ${channel}`);
  return channel;
}

/** Waits between LISTEN reconnects: doubling from the first to the last, with jitter. */
const LISTEN_BACKOFF = { first: 250, max: 10_000 } as const;

/**
 * A LISTEN connection of its own. It never gives up: a lost connection (a restart, terminated
 * backends, a failover) or one that cannot be made is tried again with backoff, and `onState`
 * tells the listener when it is up (true) and lost (false). Resolves once the first attempt is
 * done, even when it failed: the retries go on by themselves (issue 38).
 */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (up: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  checkedChannel(channel);
  let stopped = false;
  let up = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait: number = LISTEN_BACKOFF.first;
  const setState = (state: boolean) => {
    if (state === up || stopped) return;
    up = state;
    onState(state);
  };
  const reconnect = (): void => {
    if (stopped || retry) return;
    // Instances that lost the database together do not all come back in the same millisecond.
    const delay = wait / 2 + Math.random() * (wait / 2);
    wait = Math.min(wait * 2, LISTEN_BACKOFF.max);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'hydroparts-listen' });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    // 'error' and 'end' may both come for one loss, or a failed connect and its 'end': the
    // first one reconnects.
    let lost = false;
    const onLost = (message: string) => {
      if (lost || stopped) return;
      lost = true;
      if (up) console.error(`LISTEN connection lost: ${message}`);
      setState(false);
      void c.end().catch(() => undefined);
      reconnect();
    };
    c.on('error', (err) => onLost(err.message));
    c.on('end', () => onLost('connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      onLost(err instanceof Error ? err.message : String(err));
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    wait = LISTEN_BACKOFF.first;
    setState(true);
  };
  await connect();
  return async () => {
    setState(false);
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
