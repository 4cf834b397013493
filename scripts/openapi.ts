/**
 * Writes the API's OpenAPI document (issue 15) to build/openapi.json — the document the server
 * serves at /api/docs/json, generated from the routes' zod schemas. CI lints it (Redocly),
 * generates a typed client from it (openapi-typescript) and type-checks examples/erp-client.ts
 * against that client, so the document cannot drift from the server.
 * Usage: npm run openapi
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'build', 'openapi.json');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_SECRET: 'openapi-document-only-'.padEnd(40, 'x'),
  DATA_DIR: path.join(root, 'build', 'openapi-data'),
});
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config, database, rateLimit: true });
try {
  await app.ready();
  const document = app.swagger();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  const operations = Object.values(document.paths ?? {}).flatMap((p) => Object.keys(p ?? {}));
  console.log(`${path.relative(root, out)}: ${operations.length} Operationen`);
} finally {
  await app.close();
  await database.close();
}
