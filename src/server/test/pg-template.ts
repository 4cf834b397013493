import type { Database } from '#server/db/client.ts';
import { openDatabase } from '#server/db/client.ts';
import pg from 'pg';

let clones = 0;

/**
 * A new PostgreSQL database copied from the migrated and seeded template (global-setup.ts), so
 * that test files run in parallel without sharing rows. Closing the database drops it again;
 * scripts/test-pg.ts drops whatever a crashed worker left behind.
 */
export async function clonePgTemplate(templateUrl: string): Promise<{ database: Database; url: string }> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${process.pid}_${++clones}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  await adminQuery(admin.toString(), `create database "${name}" template "${templateName}"`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openInstanceDatabase(url.toString());
  return {
    url: url.toString(),
    database: {
      ...database,
      async close() {
        await database.close();
        await dropWhenReleased(admin.toString(), name);
      },
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets are closed; `with (force)` at once would kill
 * them and surface as unhandled errors. Wait (up to 5 s) for the sessions to leave, then drop;
 * a session still there (an app's LISTEN connection when a test closes the database under a
 * running app) is ended by `with (force)`. A plain DROP would itself wait 5 s per attempt.
 */
async function dropWhenReleased(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An app instance's database on `url` (a test database on the server). Under
 * scripts/test-pgbouncer.sh (TEST_DATABASE_POOLER) the pool goes through the pooler in
 * transaction mode and LISTEN and the migrator straight to the server, as DATABASE_URL and
 * DATABASE_DIRECT_URL do in production (decision 045); a second instance in a test opens its
 * database here too.
 */
export function openInstanceDatabase(url: string): Promise<Database> {
  const pooler = process.env.TEST_DATABASE_POOLER;
  let poolUrl = url;
  if (pooler) {
    const through = new URL(pooler);
    through.pathname = new URL(url).pathname;
    poolUrl = through.toString();
  }
  return openDatabase({
    databaseUrl: poolUrl,
    directUrl: url,
    preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS !== 'false',
  });
}

/**
 * The same database on the streaming replica named by TEST_DATABASE_REPLICA
 * (scripts/test-replica.sh), once the replica has replayed its creation; undefined without one.
 */
export async function openReplicaOf(url: string): Promise<Database | undefined> {
  const replica = process.env.TEST_DATABASE_REPLICA;
  if (!replica) return undefined;
  const on = new URL(replica);
  on.pathname = new URL(url).pathname;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: on.toString() });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (attempt >= 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return openDatabase({ databaseUrl: on.toString(), migrate: false });
}
