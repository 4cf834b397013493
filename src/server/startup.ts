import { inArray } from 'drizzle-orm';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { accounts, profiles, sessions } from './db/schema/auth.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedDemo, type DemoAccount } from './db/seed/demo.ts';
import { DEMO_USERS } from './db/seed/demo-data.ts';
import { diskFullMessage, diskOf, firstStartSpaceProblem } from './disk-space.ts';
import { isDiskFull } from './plugins/fault-errors.ts';

/** The database, or one sentence saying why there is none (no driver stack trace at start-up). */
export async function openConfiguredDatabase(
  config: Config,
  open: typeof openDatabase = openDatabase,
): Promise<Database> {
  // Issue 38: a disk too small for the embedded database is named before it is half written.
  const tooSmall = config.databaseUrl ? undefined : firstStartSpaceProblem(config.dataDir);
  if (tooSmall) throw new Error(tooSmall);
  try {
    return await open({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      directUrl: config.database.directUrl,
      poolMax: config.database.poolMax,
      statementTimeoutMs: config.database.statementTimeoutMs,
      preparedStatements: config.database.preparedStatements,
      // The embedded database is one process: nothing else could migrate it.
      migrate: config.embedded || config.database.migrateOnStart,
    });
  } catch (err) {
    if (!config.databaseUrl && isDiskFull(err))
      throw new Error(diskFullMessage(config.dataDir, diskOf(config.dataDir)), { cause: err });
    const reason = err instanceof Error ? err.message : String(err);
    if (config.databaseUrl) {
      const { host, port, pathname } = new URL(config.databaseUrl);
      throw new Error(
        `Die Datenbank ${pathname.slice(1)} auf ${host}${port ? '' : ':5432'} ist nicht erreichbar (${reason}). Bitte DATABASE_URL prüfen.`,
        { cause: err },
      );
    }
    throw new Error(`Die eingebettete Datenbank in ${config.dataDir} lässt sich nicht öffnen (${reason}).`, {
      cause: err,
    });
  }
}

/**
 * Reference data always; demo content only where the configuration allows it. In production a
 * database that once held the demo accounts (public passwords) has them locked: no credential,
 * no session.
 */
export async function prepareDatabase(config: Config, db: Db): Promise<DemoAccount[]> {
  await seedReference(db);
  if (config.env === 'production') {
    await lockDemoAccounts(db);
    return [];
  }
  return config.seedDemo ? seedDemo(db) : [];
}

async function lockDemoAccounts(db: Db): Promise<void> {
  const emails = DEMO_USERS.map((u) => u.email);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: profiles.id }).from(profiles).where(inArray(profiles.email, emails));
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return;
    await tx.delete(accounts).where(inArray(accounts.userId, ids));
    await tx.delete(sessions).where(inArray(sessions.userId, ids));
  });
}
