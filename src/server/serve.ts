/** The server itself: configuration, database, app, listen, shutdown (main.ts starts it). */
import { loadConfig } from './config.ts';
import type { DemoAccount } from './db/seed/demo.ts';
import { openConfiguredDatabase, prepareDatabase } from './startup.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';

function printDemoAccounts(accounts: DemoAccount[], url: string): void {
  const lines = accounts.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(30)} ${a.password}   ${a.note}`);
  console.log(
    `\nHydroParts läuft auf ${url}\n\nDemo-Zugänge (nur im eingebetteten Modus):\n${lines.join('\n')}\n`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  // Issue 38: one process per embedded data directory; a second start is refused, clearly.
  const unlock = config.embedded ? acquireDataDirLock(config.dataDir, 'server') : undefined;
  const database = await openConfiguredDatabase(config);
  const demo = await prepareDatabase(config, database.db);
  // Decision 045: the lists' replica; a worker reads no lists.
  const replica =
    config.database.replicaUrl && config.role !== 'worker'
      ? await openDatabase({
          databaseUrl: config.database.replicaUrl,
          poolMax: config.database.poolMax,
          statementTimeoutMs: config.database.statementTimeoutMs,
          preparedStatements: config.database.preparedStatements,
          migrate: false,
        })
      : undefined;
  const app = await buildApp({ config, database, replica });
  if (config.jobsEnabled) app.deps.jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await replica?.close();
      unlock?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, driver: database.driver }, 'ready');
  if (demo.length > 0) printDemoAccounts(demo, config.publicUrl);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
