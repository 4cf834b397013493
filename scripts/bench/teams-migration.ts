/**
 * `node scripts/bench/teams-migration.ts <kept-database-url> [accounts-to-compare]` (issue 37,
 * decision 066): the teams migration on a copy of a market seeded by keep.ts (e.g. 100 k requests).
 *
 * The copy is taken back to the state before 0043 (its two tables dropped), the migration's own
 * statements run (timed: the tables and keys, then the one
 * INSERT that makes every account a one-member company), and everything is checksummed again.
 * Between the two parts, with the tables present but empty (what older code and a rolling deploy
 * see), the lists, counts and orders of a sample of sellers and buyers are read through the app
 * and the data checksummed; after the INSERT the checksums and the answers must be the same.
 * Then the whole migration runs again and must add nothing. The copy is dropped.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { readMigrations } from '../../src/server/db/migrator.ts';
import { BENCH_DOMAIN } from './seed.ts';

const [keptUrl, sampleArg] = process.argv.slice(2);
if (!keptUrl) throw new Error('usage: teams-migration.ts <kept-database-url> [accounts-to-compare]');
const sample = Number(sampleArg ?? 40);
const TEAMS = '0043_teams';

const kept = new URL(keptUrl);
const copyName = `${kept.pathname.slice(1)}_teams_${process.pid}`;
const adminUrl = new URL(keptUrl);
adminUrl.pathname = '/postgres';
const copyUrl = new URL(keptUrl);
copyUrl.pathname = `/${copyName}`;

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** md5 of every row of every data table but the two the migration creates. */
async function checksums(c: pg.Client): Promise<Map<string, string>> {
  const tables = (
    await c.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = 'public'
       and tablename not in ('company_members', 'company_invitations') order by 1`,
    )
  ).rows.map((r) => r.t);
  const sums = new Map<string, string>();
  for (const t of tables) {
    const { rows } = await c.query<{ n: string; sum: string }>(
      `select count(*)::text as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum from "${t}" x`,
    );
    sums.set(t, `${rows[0]!.n}:${rows[0]!.sum}`);
  }
  return sums;
}

const VIEWS: Record<'seller' | 'buyer', string[]> = {
  seller: [
    '/api/v1/seller/requests',
    '/api/v1/seller/requests?sort=urgency&page=2',
    '/api/v1/seller/requests?urgency=dringend',
    '/api/v1/seller/summary',
    '/api/v1/seller/offers',
    '/api/v1/seller/orders',
    '/api/v1/seller/my-requests',
    '/api/v1/seller/my-orders',
  ],
  buyer: ['/api/v1/buyer/requests', '/api/v1/buyer/orders'],
};

/** Every view of the sample, as the app answers it; per account a fresh login. */
async function answers(
  url: string,
  accounts: { email: string; role: 'seller' | 'buyer' }[],
): Promise<Map<string, string>> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    MIGRATE_ON_START: 'false',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  const app = await buildApp({ config, database, rateLimit: false });
  const out = new Map<string, string>();
  try {
    for (const { email, role } of accounts) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'bench-passwort', role },
      });
      if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.statusCode} ${login.body}`);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      for (const view of VIEWS[role]) {
        const res = await app.inject({ method: 'GET', url: view, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${email} ${view}: ${res.statusCode} ${res.body}`);
        out.set(`${email} ${view}`, res.body);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

const migration = readMigrations(migrationsFolder).find((m) => m.tag === TEAMS);
if (!migration) throw new Error(`${TEAMS} fehlt`);
const insertAt = migration.statements.findIndex((s) => /INSERT INTO "company_members"/.test(s));

console.log(`copying ${kept.pathname.slice(1)} to ${copyName} …`);
let t = performance.now();
await admin(`create database "${copyName}" template "${kept.pathname.slice(1)}"`);
console.log(`copied in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const c = new pg.Client({ connectionString: copyUrl.toString() });
await c.connect();
try {
  await c.query('drop table company_invitations, company_members cascade');
  const counts = (
    await c.query<{ t: string; n: string }>(
      `select 'requests' as t, count(*)::text as n from requests union all select 'offers', count(*)::text from offers
       union all select 'orders', count(*)::text from orders union all select 'buyers', count(*)::text from buyer_profiles
       union all select 'sellers', count(*)::text from seller_profiles`,
    )
  ).rows;
  console.log(`market: ${counts.map((r) => `${r.n} ${r.t}`).join(', ')}`);
  const accounts = (
    await c.query<{ email: string; role: 'seller' | 'buyer' }>(
      `(select email, 'seller' as role from profiles where role = 'seller' and email like $1 order by email limit $2)
       union all (select email, 'buyer' from profiles where role = 'buyer' and email like $1 order by email limit $2)`,
      [`%@${BENCH_DOMAIN}`, Math.ceil(sample / 2)],
    )
  ).rows;

  t = performance.now();
  for (const s of migration.statements.slice(0, insertAt)) await c.query(s);
  const ddl = performance.now() - t;
  // The views first (signing in writes sessions), then the checksums: the tables and keys above
  // touch no data, so these are the data as the INSERT finds them.
  const answersBefore = await answers(copyUrl.toString(), accounts);
  t = performance.now();
  const before = await checksums(c);
  console.log(`checksummed ${before.size} tables in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  for (const s of migration.statements.slice(insertAt)) await c.query(s);
  const insert = performance.now() - t;
  console.log(`migration: tables and keys ${ddl.toFixed(0)} ms, the owner rows ${insert.toFixed(0)} ms`);

  const after = await checksums(c);
  const changed = [...before].filter(([k, v]) => after.get(k) !== v).map(([k]) => k);
  const [members] = (
    await c.query<{ accounts: string; owners: string; missing: string; extra: string }>(
      `select (select count(*) from buyer_profiles) + (select count(*) from seller_profiles) as accounts,
              (select count(*) from company_members where role = 'owner' and company_id = profile_id) as owners,
              (select count(*) from (select id from buyer_profiles union all select id from seller_profiles) p
                where not exists (select 1 from company_members m where m.profile_id = p.id and m.company_id = p.id and m.role = 'owner')) as missing,
              (select count(*) from company_members m where m.company_id <> m.profile_id or m.role <> 'owner') as extra`,
    )
  ).rows;
  const answersAfter = await answers(copyUrl.toString(), accounts);
  const differing = [...answersBefore].filter(([k, v]) => answersAfter.get(k) !== v).map(([k]) => k);

  t = performance.now();
  for (const s of migration.statements) await c.query(s);
  const rerun = performance.now() - t;
  const [again] = (await c.query<{ n: string }>('select count(*)::text as n from company_members')).rows;

  console.log(
    `accounts ${members!.accounts}, one-member companies ${members!.owners}, missing ${members!.missing}, other rows ${members!.extra}`,
  );
  console.log(
    `tables whose checksum changed: ${changed.length ? changed.join(', ') : 'none'} (of ${before.size})`,
  );
  console.log(
    `views compared through the app: ${answersBefore.size} (${accounts.length} accounts), different: ${differing.length ? differing.join('; ') : 'none'}`,
  );
  console.log(
    `run again: ${rerun.toFixed(0)} ms, member rows ${again!.n} (unchanged: ${again!.n === members!.owners})`,
  );
  if (
    changed.length ||
    differing.length ||
    members!.missing !== '0' ||
    members!.extra !== '0' ||
    again!.n !== members!.owners
  )
    process.exitCode = 1;
} finally {
  await c.end();
  await admin(`drop database if exists "${copyName}" with (force)`);
}
