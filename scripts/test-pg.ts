/**
 * Runs the API suite against the local PostgreSQL server: creates a throwaway template database,
 * runs `vitest run` with TEST_DATABASE_TEMPLATE naming it (the global setup migrates and seeds it
 * once; every test app clones it, so test files run in parallel), and drops the template and any
 * clone left behind afterwards. PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `hydroparts_test_${Date.now()}_${process.pid}`;

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The template and its clones (`<template>_<pid>_<n>`, see src/server/test/pg-template.ts). */
async function dropAll(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [name, `${name}\\_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}

await withAdmin((client) => client.query(`create database ${name}`));
let status: number;
try {
  console.log(`API suite on PostgreSQL (template ${name})`);
  const res = spawnSync(
    'npx',
    ['vitest', 'run', ...(process.argv.length > 2 ? process.argv.slice(2) : ['src/server'])],
    {
      stdio: 'inherit',
      env: { ...process.env, PG_ADMIN_URL: adminUrl, TEST_DATABASE_TEMPLATE: name },
    },
  );
  status = res.status ?? 1;
} finally {
  await dropAll();
}
process.exit(status);
