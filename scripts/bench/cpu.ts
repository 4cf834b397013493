/**
 * `node scripts/bench/cpu.ts <database-url> [requests]` — CPU time per request, which (unlike
 * wall-clock throughput) a busy shared machine does not distort much. On a database seeded by
 * keep.ts it starts the benchmark server (server.ts), drives each list endpoint with `requests`
 * calls (after a warm-up) at 10 connections, and reports the CPU microseconds per request spent
 * by the Node process (/proc/<pid>/stat) and by the PostgreSQL backends serving it
 * (pg_stat_activity of the database), beside bare Fastify's. Optional: CPU_PROFILE=<dir> starts
 * the server with `node --cpu-prof` (one .cpuprofile per run, for DevTools or speedscope).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { killAll, startProcess, stopProcess } from './load.ts';
import { cpuOf, postgresCpu, postgresCpuSince } from './proc-cpu.ts';
import { BENCH_DOMAIN } from './seed.ts';

const [url, n = '3000'] = process.argv.slice(2);
if (!url) throw new Error('usage: cpu.ts <database-url> [requests]');
const REQUESTS = Number(n);
const PORT = Number(process.env.BENCH_PORT ?? 3940);
const base = `http://127.0.0.1:${PORT}`;
const monitor = new pg.Client({ connectionString: url });
await monitor.connect();
const dbName = new URL(url).pathname.slice(1);
/** CPU time of each backend of the database now. */
const backendCpu = () => postgresCpu(monitor, dbName);

/** A POST whose cookie and body change per call (order placement: one offer per order). */
interface Post {
  next: () => { cookie: string; body: unknown };
}

async function drive(path: string, cookie: string | Post, amount: number): Promise<number> {
  const post = typeof cookie === 'string' ? undefined : cookie;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 10,
    amount,
    headers: typeof cookie === 'string' && cookie ? { cookie } : {},
    ...(post
      ? {
          method: 'POST' as const,
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const n = post.next();
                return {
                  ...req,
                  headers: { 'content-type': 'application/json', cookie: n.cookie },
                  body: JSON.stringify(n.body),
                };
              },
            },
          ],
        }
      : {}),
  });
  return result.non2xx + result.errors;
}

async function perRequest(pid: number, path: string, cookie: string | Post) {
  await drive(path, cookie, Math.min(1000, REQUESTS)); // warm-up: JIT, pools, plans
  const [node0, pg0] = [cpuOf(pid), await backendCpu()];
  const errors = await drive(path, cookie, REQUESTS);
  const [node1, pg1] = [cpuOf(pid), await backendCpu()];
  return { node: (node1 - node0) / REQUESTS, pg: postgresCpuSince(pg0, pg1) / REQUESTS, errors };
}

async function login(email: string, role: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-passwort', role }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const profile = process.env.CPU_PROFILE;
const nodeArgs: Record<string, string> = profile
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` }
  : {};
try {
  const hello = await startProcess('scripts/bench/hello.ts', { PORT: String(PORT) });
  const bare = await perRequest(hello.pid!, '/', '');
  await stopProcess(hello);
  const server = await startProcess('scripts/bench/server.ts', {
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    PORT: String(PORT),
    PUBLIC_URL: base,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    DATA_DIR: `/tmp/hydroparts-cpu-files-${process.pid}`,
    DATABASE_URL: url,
    ...nodeArgs,
  });
  const seller = await login(`seller3@${BENCH_DOMAIN}`, 'seller');
  const buyer = await login(`buyer1@${BENCH_DOMAIN}`, 'buyer');
  const admin = await login(`admin@${BENCH_DOMAIN}`, 'admin');
  const rows: [string, string, string][] = [
    ['GET /api/v1/site-info (no session)', '/api/v1/site-info', ''],
    ['GET /api/v1/auth/session', '/api/v1/auth/session', seller],
    ['GET /api/v1/seller/requests', '/api/v1/seller/requests', seller],
    ['GET /api/v1/seller/summary', '/api/v1/seller/summary', seller],
    ['GET /api/v1/buyer/requests', '/api/v1/buyer/requests', buyer],
    // The rest of the live market's mix (market.ts): the seller's offers and orders, the buyer's orders.
    ['GET /api/v1/seller/offers', '/api/v1/seller/offers', seller],
    ['GET /api/v1/seller/orders', '/api/v1/seller/orders', seller],
    ['GET /api/v1/buyer/orders', '/api/v1/buyer/orders', buyer],
    ['GET /api/v1/admin/requests', '/api/v1/admin/requests', admin],
    ['GET /api/v1/admin/requests?search=PN-12', '/api/v1/admin/requests?search=PN-12', admin],
  ];
  // Order placement: offer k (seed.ts, kind 8) was made on a request of buyer (k % 10) + 1.
  const buyers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => login(`buyer${i + 1}@${BENCH_DOMAIN}`, 'buyer')),
  );
  const terms = ((await (await fetch(`${base}/api/v1/payment-terms`)).json()) as { items: { id: string }[] })
    .items;
  // CPU_ORDER_FROM: a database measured before has used its first offers.
  let k = Number(process.env.CPU_ORDER_FROM ?? 0);
  const placement: Post = {
    next: () => {
      k += 1;
      return {
        cookie: buyers[k % 10]!,
        body: {
          offerId: `00000008-0000-4000-8000-${k.toString(16).padStart(12, '0')}`,
          paymentTermsId: terms[0]?.id,
          billingAddress: { street: 'Hauptstraße 1', city: 'München', zip: '80331' },
          acceptLegal: true,
        },
      };
    },
  };
  const only = process.env.CPU_ONLY;
  console.log(`| endpoint | Node CPU µs/request | PostgreSQL CPU µs/request | errors |`);
  console.log(`| --- | ---: | ---: | ---: |`);
  console.log(`| bare Fastify hello-world | ${bare.node.toFixed(0)} | – | ${bare.errors} |`);
  for (const [name, path, cookie] of rows) {
    if (only && !only.split(',').some((o) => name.includes(o))) continue;
    const r = await perRequest(server.pid!, path, cookie);
    console.log(`| ${name} | ${r.node.toFixed(0)} | ${r.pg.toFixed(0)} | ${r.errors} |`);
  }
  if (!only || 'POST /api/v1/buyer/orders'.includes(only)) {
    const r = await perRequest(server.pid!, '/api/v1/buyer/orders', placement);
    console.log(
      `| POST /api/v1/buyer/orders (order placement) | ${r.node.toFixed(0)} | ${r.pg.toFixed(0)} | ${r.errors} |`,
    );
  }
  await stopProcess(server);
} finally {
  killAll();
  await monitor.end();
}
