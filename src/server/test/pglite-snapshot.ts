import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteDatabase, schema, type Database, type Db } from '../db/client.ts';
import { seedReference } from '../db/seed/reference.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** An in-memory PGlite, migrated and seeded, and its data dir as an uncompressed tarball. */
export async function makeSnapshot(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await seedReference(drizzle({ client, schema }) as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A private in-memory copy of the snapshot: no migrations, no seeding, just loading. */
export async function openSnapshot(file: string): Promise<Database> {
  const loadDataDir = new Blob([await readFile(file)]);
  const client = new PGlite({ loadDataDir, extensions: { pg_trgm } });
  return pgliteDatabase(client);
}
