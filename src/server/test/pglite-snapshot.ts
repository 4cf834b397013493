import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteDatabase, schema, type Database, type Db } from '#server/db/client.ts';
import { applyMigrations, pgliteSession } from '#server/db/migrator.ts';
import { seedReference } from '#server/db/seed/reference.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/**
 * An in-memory PGlite's data dir as uncompressed tarballs: `migrated` right after the migrations
 * (for the tests of seeding and startup, which seed themselves), `seeded` with the reference data
 * too (every test app).
 */
export async function makeSnapshots(): Promise<{ migrated: Blob; seeded: Blob }> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    // The app's own migrator: a '-- migrate: no-transaction' migration runs outside a transaction.
    await applyMigrations(pgliteSession(client), migrationsFolder);
    await dropOtherDatabases(client);
    // A checkpoint before each dump: a copy then starts without replaying the WAL.
    await client.exec('CHECKPOINT');
    const migrated = await client.dumpDataDir('none');
    await seedReference(drizzle({ client, schema }) as unknown as Db);
    await client.exec('CHECKPOINT');
    return { migrated, seeded: await client.dumpDataDir('none') };
  } finally {
    await client.close();
  }
}

/**
 * The app uses one database (`postgres`); template0 and template1 are a third of the data dir
 * each. Without them a copy is 28 MB instead of 43 MB and starts ~35 % faster (measured). Test
 * copies never create databases (PostgreSQL tests clone their own template, test-pg.ts).
 */
async function dropOtherDatabases(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname <> current_database()',
  );
  for (const { datname } of rows) {
    await client.query('update pg_database set datistemplate = false where datname = $1', [datname]);
    await client.exec(`drop database "${datname}"`);
  }
}

/**
 * A test database holds a few hundred rows: 16 MB of shared buffers instead of PGlite's 128 MB
 * start it ~30 % faster with half the page faults (measured: ~0.4 s instead of ~0.55 s of CPU per
 * copy, and the suite makes about 60 copies on two cores).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A private in-memory copy of the snapshot: no migrations, no seeding, just loading. Returned
 * once it answers, as openDatabase's migrated database is: the copy's start must not count
 * against the first request's time limit (GET /api/ready allows 2 s).
 */
export async function openSnapshot(file: string): Promise<Database> {
  const loadDataDir = new Blob([await readFile(file)]);
  const client = new PGlite({ loadDataDir, extensions: { pg_trgm }, startParams: START_PARAMS });
  await client.waitReady;
  return pgliteDatabase(client);
}
