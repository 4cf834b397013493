/**
 * With TEST_DATABASE_URL the suite shares one PostgreSQL database: migrate it once here so
 * that parallel test files do not race. Without it, each file opens its own in-memory PGlite.
 */
export async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { openDatabase } = await import('../db/client.ts');
  const { seedReference } = await import('../db/seed/reference.ts');
  const database = await openDatabase({ databaseUrl: url });
  await seedReference(database.db);
  await database.close();
}
