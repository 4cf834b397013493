/**
 * Runs the API suite against the local PostgreSQL server: creates a throwaway database,
 * runs `vitest run` with TEST_DATABASE_URL pointing at it, and drops it afterwards.
 * PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `hydroparts_test_${Date.now()}_${process.pid}`;

async function withAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await withAdmin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let status = 1;
try {
  console.log(`API suite on PostgreSQL (${url.host}/${name})`);
  const res = spawnSync('npx', ['vitest', 'run', 'src/server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url.toString() },
  });
  status = res.status ?? 1;
} finally {
  await withAdmin(`drop database if exists ${name} with (force)`);
}
process.exit(status);
