/**
 * The real application for the benchmark: src/server's config, database, migrations and app,
 * only without the per-IP rate limits (every load comes from one address, and the login run
 * measures password hashing, not the limiter). Jobs stay off so that no mail work competes,
 * except in the process started as the worker (ROLE=worker, JOBS_ENABLED=true): it runs them, as
 * serve.ts does. (Until 27.11.2026 it did not: the market's worker took up no job at all.)
 */
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedReference } from '../../src/server/db/seed/reference.ts';
import { buildApp } from '../../src/server/app.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedReference(database.db);
const app = await buildApp({ config, database, rateLimit: false });
if (config.jobsEnabled) app.deps.jobs.start();
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('bench-server ready');
