/**
 * Migrations as a step of their own (decision 041): `npm run migrate` with the app's environment,
 * before the instances of a new version start (they run with MIGRATE_ON_START=false and report
 * /api/ready 503 until it is done). Takes the same advisory lock as a migrating start, through
 * DATABASE_DIRECT_URL when DATABASE_URL is a transaction pooler, and seeds the reference data.
 * The embedded database (no DATABASE_URL) is migrated the same way, while the app is stopped.
 */
import { loadConfig } from '../src/server/config.ts';
import { migrationsFolder, openDatabase } from '../src/server/db/client.ts';
import { migratePostgres } from '../src/server/db/migrator.ts';
import { seedReference } from '../src/server/db/seed/reference.ts';

const config = loadConfig();
const started = Date.now();
let applied: string[] | undefined;
if (config.databaseUrl) {
  applied = await migratePostgres(config.database.directUrl ?? config.databaseUrl, migrationsFolder);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  directUrl: config.database.directUrl,
  poolMax: 2,
  // PostgreSQL is migrated above; the embedded database here.
  migrate: !config.databaseUrl,
});
try {
  await seedReference(database.db);
} finally {
  await database.close();
}
const what = applied === undefined ? 'eingebettete Datenbank' : `${applied.length} Migration(en) angewandt`;
console.log(`${what}${applied?.length ? `: ${applied.join(', ')}` : ''} (${Date.now() - started} ms)`);
