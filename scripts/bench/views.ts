/**
 * `node scripts/bench/views.ts <database-url> [repeats] [--explain]` (issue 29): every view a
 * seller or buyer of the live market opens, one request at a time, uncached (nothing is kept; the
 * server process and PostgreSQL warm), in-process through `app.inject`: p50 and p90 per view for
 * sellers with 1 to 5 brands (seller1…seller5 of the bench seed: 1 + i % 5 brands), a seller
 * delivering to one region and opted in to widened requests (seller70), and buyers. `--explain`
 * also prints EXPLAIN (ANALYZE, BUFFERS) of each statement of the five-brand seller's and the
 * first buyer's views (the session lookup once), as Markdown.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { buildApp } from '../../src/server/app.ts';
import { BENCH_DOMAIN } from './seed.ts';
import { captureStatements } from './capture.ts';

const [url, repeatsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const explain = process.argv.includes('--explain');
if (!url) throw new Error('usage: views.ts <database-url> [repeats] [--explain]');
const repeats = Number(repeatsArg ?? 30);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  SEED_DEMO: 'false',
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  PUBLIC_URL: 'http://127.0.0.1',
});
const database = await openDatabase({ databaseUrl: url });
const app = await buildApp({ config, database, rateLimit: false });
const client = new pg.Client({ connectionString: url });
await client.connect();

async function login(email: string, role: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: 'bench-passwort', role },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const SELLER_VIEWS: [string, string][] = [
  ['list, page 1', '/api/v1/seller/requests'],
  ['list, page 2', '/api/v1/seller/requests?page=2'],
  ['list, by urgency', '/api/v1/seller/requests?sort=urgency'],
  ['list, by urgency, page 2', '/api/v1/seller/requests?sort=urgency&page=2'],
  ['list, only dringend', '/api/v1/seller/requests?urgency=dringend'],
  ['list, only dringend, page 2', '/api/v1/seller/requests?urgency=dringend&page=2'],
  ['summary', '/api/v1/seller/summary'],
  ['offers', '/api/v1/seller/offers'],
  ['orders', '/api/v1/seller/orders'],
  ['my requests', '/api/v1/seller/my-requests'],
  ['my orders', '/api/v1/seller/my-orders'],
  ['stock', '/api/v1/seller/stock'],
  ['performance', '/api/v1/seller/performance'],
];
const BUYER_VIEWS: [string, string][] = [
  ['requests', '/api/v1/buyer/requests'],
  ['orders', '/api/v1/buyer/orders'],
];

async function time(path: string, cookie: string): Promise<{ p50: number; p90: number; status: number }> {
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < repeats + 3; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (i >= 3) ms.push(performance.now() - started);
    status = res.statusCode;
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => Number(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1));
  return { p50: at(0.5), p90: at(0.9), status };
}

const sellerNames = ['seller1', 'seller2', 'seller3', 'seller4', 'seller5', 'seller70'];
const sellers = await Promise.all(
  sellerNames.map(async (n) => [n, await login(`${n}@${BENCH_DOMAIN}`, 'seller')] as const),
);

/** The buyer's views: the lists, and the checkout and ranked offers of a pending offer of its own. */
async function buyerViewsOf(name: string): Promise<[string, string][]> {
  const [offer] = (
    await client.query<{ id: string; request_id: string }>(
      `select o.id, o.request_id from offers o join requests r on r.id = o.request_id
       where r.buyer_id = (select id from profiles where email = $1) and o.status = 'ausstehend' limit 1`,
      [`${name}@${BENCH_DOMAIN}`],
    )
  ).rows;
  if (!offer) return BUYER_VIEWS;
  return [
    ...BUYER_VIEWS,
    ['checkout', `/api/v1/buyer/checkout/${offer.id}`],
    ['offers of a request', `/api/v1/buyer/requests/${offer.request_id}/offers`],
  ];
}
const buyerNames = ['buyer1', 'buyer11'];
const buyers = await Promise.all(
  buyerNames.map(async (name) => ({
    name,
    cookie: await login(`${name}@${BENCH_DOMAIN}`, 'buyer'),
    views: await buyerViewsOf(name),
  })),
);

const brandCounts = new Map(
  (
    await client.query<{ email: string; n: number }>(
      `select p.email, count(sb.brand_id)::int as n from profiles p left join seller_brands sb on sb.seller_id = p.id
       where p.email = any($1) group by p.email`,
      [sellerNames.map((n) => `${n}@${BENCH_DOMAIN}`)],
    )
  ).rows.map((r) => [r.email.split('@')[0]!, r.n]),
);

console.log(
  `\n| seller view | ${sellerNames.map((n) => `${n} (${brandCounts.get(n)} brands)`).join(' | ')} |`,
);
console.log(`|---|${sellerNames.map(() => '---:').join('|')}|`);
for (const [name, path] of SELLER_VIEWS) {
  const cells: string[] = [];
  for (const [, cookie] of sellers) {
    const t = await time(path, cookie);
    cells.push(t.status === 200 ? `${t.p50} / ${t.p90}` : `HTTP ${t.status}`);
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
console.log(`\n| buyer view | ${buyerNames.join(' | ')} |`);
console.log(`|---|${buyerNames.map(() => '---:').join('|')}|`);
for (const name of new Set(buyers.flatMap((b) => b.views.map(([view]) => view)))) {
  const cells: string[] = [];
  for (const b of buyers) {
    const path = b.views.find(([view]) => view === name)?.[1];
    const t = path ? await time(path, b.cookie) : undefined;
    cells.push(!t ? 'no pending offer' : t.status === 200 ? `${t.p50} / ${t.p90}` : `HTTP ${t.status}`);
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
console.log('\n(ms, p50 / p90 of', repeats, 'calls each, one at a time, uncached)');

/** A parameter as text, as the driver sends it: arrays as array literals, dates in ISO, objects as JSON. */
function sentAs(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) {
    const element = (e: unknown) => {
      const text = sentAs(e);
      return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    };
    return `{${v.map(element).join(',')}}`;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number | boolean);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as the app runs it: prepared, with the generic plan
 * the app's connections are held to (decision 086). A plain EXPLAIN of the text with its values
 * would plan for those values, a plan the app never runs. A statement whose parameter types
 * PostgreSQL cannot infer without the driver's help is explained with a custom plan.
 */
async function explainAsRun(text: string, values: unknown[]): Promise<{ lines: string[]; generic: boolean }> {
  const rowsOf = (r: pg.QueryResult) => r.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
  await client.query('set plan_cache_mode = force_generic_plan');
  try {
    await client.query(`prepare hp_explain as ${text}`);
    // EXECUTE takes its arguments as literals (a utility statement has no parameters), each as
    // the driver would send it, quoted: PostgreSQL casts it to the parameter's type.
    const literal = (v: unknown) => {
      const sent = sentAs(v);
      return sent === null ? 'null' : client.escapeLiteral(sent);
    };
    const args = values.map(literal).join(', ');
    const sql = `explain (analyze, buffers) execute hp_explain${values.length ? `(${args})` : ''}`;
    return { lines: rowsOf(await client.query(sql)), generic: true };
  } catch (e) {
    if (process.env.EXPLAIN_DEBUG) console.error(e);
    return {
      lines: rowsOf(await client.query(`explain (analyze, buffers) ${text}`, values)),
      generic: false,
    };
  } finally {
    await client.query('deallocate all');
  }
}

if (explain) {
  let sessionShown = false;
  const probe = sellers[3]![1];
  const views: [string, string, string][] = [
    ...SELLER_VIEWS.map(([n, p]) => [`seller4: ${n}`, p, probe] as [string, string, string]),
    ...buyers[1]!.views.map(([n, p]) => [`buyer11: ${n}`, p, buyers[1]!.cookie] as [string, string, string]),
  ];
  for (const [name, path, cookie] of views) {
    const { result: res, statements } = await captureStatements(() =>
      app.inject({ method: 'GET', url: path, headers: { cookie } }),
    );
    console.log(`\n### ${name}: GET ${path} → ${res.statusCode}\n`);
    for (const s of statements) {
      const isSession = s.text.includes('"sessions"');
      if (isSession && sessionShown) continue;
      sessionShown ||= isSession;
      const { lines, generic } = await explainAsRun(s.text, s.values);
      console.log('```sql\n' + s.text.replace(/\s+/g, ' ').slice(0, 400) + '\n```\n');
      console.log(generic ? '(the generic plan, as the app runs it: decision 086)\n' : '(a custom plan)\n');
      console.log('```\n' + lines.join('\n') + '\n```');
    }
  }
}
await client.end();
await app.close();
await database.close();
