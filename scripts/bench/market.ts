/**
 * `npm run bench -- --market` (issue 29): the product as a live market uses it. On one seeded
 * PostgreSQL database: a worker in its own process (ROLE=worker, the jobs), a web instance without
 * jobs; up to 1 000 signed-in sellers and 200 buyers open the views they really open at 50
 * connections while requests (0.2/s) and offers (0.5/s) arrive through the API and a probe seller
 * with five brands opens page 1 of its list every 100 ms; beside the bare Fastify figure measured
 * at the start of the same run. Nothing is kept between requests (decision 075).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startProcess, stopProcess } from './load.ts';
import { cpuOf, machineBusy, postgresCpu, postgresCpuSince } from './proc-cpu.ts';
import {
  driveProbe,
  driveViews,
  driveWrites,
  figures,
  mixFigure,
  newSamples,
  type KindFigure,
  type View,
} from './market-driver.ts';
import { BENCH_DOMAIN, scaleFor } from './seed.ts';
import {
  benchId,
  benchServerEnv,
  fillMetrics,
  isoDateInDays,
  login,
  seedDatabase,
  type Baseline,
} from './size.ts';

const SELLER_VIEWS: View[] = [
  { kind: 'seller list, page 1', path: '/api/v1/seller/requests' },
  { kind: 'seller list, page 1', path: '/api/v1/seller/requests' },
  { kind: 'seller list, page 1', path: '/api/v1/seller/requests' },
  { kind: 'seller list, page 2', path: '/api/v1/seller/requests?page=2' },
  { kind: 'seller list, by urgency', path: '/api/v1/seller/requests?sort=urgency' },
  { kind: 'seller list, only dringend', path: '/api/v1/seller/requests?urgency=dringend' },
  { kind: 'seller summary', path: '/api/v1/seller/summary' },
  { kind: 'seller offers', path: '/api/v1/seller/offers' },
  { kind: 'seller orders', path: '/api/v1/seller/orders' },
];
const BUYER_VIEWS: View[] = [
  { kind: 'buyer requests', path: '/api/v1/buyer/requests' },
  { kind: 'buyer requests', path: '/api/v1/buyer/requests' },
  { kind: 'buyer orders', path: '/api/v1/buyer/orders' },
];
const VIEW_KINDS = [...new Set([...SELLER_VIEWS, ...BUYER_VIEWS].map((v) => v.kind))];
const URGENCIES = ['niedrig', 'normal', 'hoch', 'dringend'];

export interface MarketRun {
  viewsPerSec: number;
  mix: KindFigure;
  kinds: KindFigure[];
  /** Jobs still waiting or running when the load stopped, by type. */
  backlog: { type: string; n: number }[];
  cpu: CpuShares;
}

/**
 * Where the machine's CPU went during the load, in µs per view answered: the web instance, the
 * worker, PostgreSQL (every process of the server, its background writers included), the load
 * driver (this process), and the machine's busy time of all cores; `cores` how many cores the
 * busy time kept busy on average. What the four leave of the machine's time is everything else.
 */
export interface CpuShares {
  web: number;
  worker: number;
  postgres: number;
  driver: number;
  machine: number;
  cores: number;
}

/** Starts counting CPU; the returned function stops and divides by the views answered. */
async function countCpu(
  monitor: pg.Client,
  pids: { web: number; worker: number },
): Promise<(views: number, seconds: number) => Promise<CpuShares>> {
  const start = {
    web: cpuOf(pids.web),
    worker: cpuOf(pids.worker),
    postgres: await postgresCpu(monitor),
    driver: process.cpuUsage(),
    machine: machineBusy(),
  };
  return async (views, seconds) => {
    const driver = process.cpuUsage(start.driver);
    const machine = machineBusy() - start.machine;
    const per = (us: number) => Math.round(us / Math.max(1, views));
    return {
      web: per(cpuOf(pids.web) - start.web),
      worker: per(cpuOf(pids.worker) - start.worker),
      postgres: per(postgresCpuSince(start.postgres, await postgresCpu(monitor))),
      driver: per(driver.user + driver.system),
      machine: per(machine),
      cores: Number((machine / 1e6 / seconds).toFixed(2)),
    };
  };
}

export interface MarketReport {
  label: string;
  seedSeconds: number;
  sellers: number;
  buyers: number;
  runs: MarketRun[];
}

/**
 * A kept database as a running market has it (decision 081): the jobs earlier runs left waiting
 * are dropped, and the stored seller metrics are filled — a database kept with `--no-metrics` had
 * the worker run its one-time backfill during the mix (26 000 upserts in 30 s), which no market
 * that maintains its metrics ever does. Both are quick when there is nothing to do.
 */
async function readyKeptMarket(databaseUrl: string): Promise<void> {
  const [left] = await query<{ n: number }>(
    databaseUrl,
    "with gone as (delete from jobs where status in ('pending', 'running') returning 1) select count(*)::int as n from gone",
  );
  if (left && left.n > 0) console.log(`   ${left.n} jobs of earlier runs dropped`);
  // The offerable requests (benchId(7, …)) get their offers from the runs alone: an earlier run's
  // offer would make this run's offer by the same seller a refusal.
  const [offers] = await query<{ n: number }>(
    databaseUrl,
    "with gone as (delete from offers where request_id::text like '00000007-%' returning 1) select count(*)::int as n from gone",
  );
  if (offers && offers.n > 0) console.log(`   ${offers.n} offers of earlier runs removed`);
  await fillMetrics({ databaseUrl });
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

/** Logs in `emails` with 20 in flight (scrypt runs on libuv's pool). */
async function loginAll(base: string, emails: string[], role: string): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      cookies[i] = await login(base, emails[i]!, role);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return cookies;
}

export async function benchMarket(o: {
  label: string;
  requests: number;
  databaseUrl: string;
  port: number;
  seconds: number;
  smoke: boolean;
  seeded?: boolean;
}): Promise<MarketReport> {
  console.log(`\n== market ${o.label}: ${o.seeded ? 'kept database' : 'seeding …'}`);
  const seedSeconds = o.seeded ? 0 : await seedDatabase(o);
  if (o.seeded) await readyKeptMarket(o.databaseUrl);
  const scale = scaleFor(o.requests, o.smoke);
  const sellerCount = Math.min(o.smoke ? 20 : 1000, scale.sellers);
  const buyerCount = Math.min(o.smoke ? 20 : 200, scale.buyers);
  const brands = (await query<{ name: string }>(o.databaseUrl, 'select name from brands order by name')).map(
    (b) => b.name,
  );
  // Offers go to the requests kept free for offers, each once across both runs.
  const offerable = scale.offerable;
  let offered = 0;
  let requested = 0;

  const worker = await startProcess('scripts/bench/server.ts', {
    ...benchServerEnv({ port: o.port + 2, databaseUrl: o.databaseUrl }),
    ROLE: 'worker',
    JOBS_ENABLED: 'true',
  });
  const runs: MarketRun[] = [];
  let sellers: string[] = [];
  let buyers: string[] = [];
  try {
    {
      const web = await startProcess('scripts/bench/server.ts', {
        ...benchServerEnv({ port: o.port, databaseUrl: o.databaseUrl }),
      });
      try {
        const base = `http://127.0.0.1:${o.port}`;
        if (sellers.length === 0) {
          const started = performance.now();
          sellers = await loginAll(
            base,
            Array.from({ length: sellerCount }, (_, i) => `seller${i + 1}@${BENCH_DOMAIN}`),
            'seller',
          );
          buyers = await loginAll(
            base,
            Array.from({ length: buyerCount }, (_, i) => `buyer${i + 1}@${BENCH_DOMAIN}`),
            'buyer',
          );
          console.log(
            `   ${sellerCount} sellers and ${buyerCount} buyers signed in in ${((performance.now() - started) / 1000).toFixed(0)} s`,
          );
        }
        // seller4 has five brands (seed: 1 + i % 5 brands).
        const probeCookie = sellers[Math.min(3, sellers.length - 1)]!;
        // Every seventh seller delivers only to a region (seed.ts, decision 047) and may not offer
        // on the offerable requests, which carry no delivery country (as size.ts's offer run).
        const offering = sellers.filter((_, i) => (i + 1) % 7 !== 0);
        const users = [
          ...sellers.map((cookie) => ({ cookie, views: SELLER_VIEWS })),
          ...buyers.map((cookie) => ({ cookie, views: BUYER_VIEWS })),
        ];
        const samples = newSamples();
        const monitor = new pg.Client({ connectionString: o.databaseUrl });
        await monitor.connect();
        const stopCpu = await countCpu(monitor, { web: web.pid!, worker: worker.pid! });
        const started = performance.now();
        const until = started + o.seconds * 1000;
        await Promise.all([
          driveViews({ port: o.port, connections: 50, until, users, samples }),
          driveProbe({
            port: o.port,
            until,
            cookie: probeCookie,
            path: '/api/v1/seller/requests',
            everyMs: 100,
            samples,
          }),
          driveWrites({
            kind: 'write: new request (0.2/s)',
            perSecond: 0.2,
            until,
            samples,
            okStatus: 201,
            write: async () => {
              const n = requested++;
              const form = new FormData();
              form.set('manufacturer', brands[n % brands.length] ?? 'Bosch Rexroth');
              form.set('partNumber', `MKT-${n}-${process.pid}`);
              form.set('quantity', '1');
              form.set('urgency', URGENCIES[n % URGENCIES.length]!);
              const res = await fetch(`${base}/api/v1/buyer/requests`, {
                method: 'POST',
                headers: { cookie: buyers[n % buyers.length]! },
                body: form,
              });
              await res.arrayBuffer();
              return res.status;
            },
          }),
          driveWrites({
            kind: 'write: new offer (0.5/s)',
            perSecond: 0.5,
            until,
            samples,
            okStatus: 201,
            write: async () => {
              const n = offered++;
              if (n >= offerable) return 0;
              const res = await fetch(`${base}/api/v1/seller/offers`, {
                method: 'POST',
                headers: { cookie: offering[n % offering.length]!, 'content-type': 'application/json' },
                body: JSON.stringify({
                  requestId: benchId(7, n + 1),
                  price: '1.234,50',
                  shippingCost: '19,90',
                  deliveryUnit: 'weeks',
                  deliveryAmount: 2,
                  validUntil: isoDateInDays(30),
                  confirmed: true,
                }),
              });
              await res.arrayBuffer();
              return res.status;
            },
          }),
        ]);
        const elapsed = (performance.now() - started) / 1000;
        const mix = mixFigure(samples, VIEW_KINDS);
        const cpu = await stopCpu(mix.count, elapsed);
        await monitor.end();
        const backlog = await query<{ type: string; n: number }>(
          o.databaseUrl,
          "select type, count(*)::int as n from jobs where status in ('pending', 'running') group by type order by 2 desc",
        );
        runs.push({
          viewsPerSec: mix.count / elapsed,
          mix,
          kinds: figures(samples, [...VIEW_KINDS, 'probe']),
          backlog,
          cpu,
        });
        console.log(
          `   ${(mix.count / elapsed).toFixed(0)} views/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, errors ${mix.errors}`,
        );
      } finally {
        await stopProcess(web);
      }
    }
  } finally {
    await stopProcess(worker);
  }
  return { label: o.label, seedSeconds, sellers: sellerCount, buyers: buyerCount, runs };
}

export function printMarketReport(b: Baseline, reports: MarketReport[]): void {
  const hello = b.hello.reqPerSec;
  console.log(
    `\n## Live market\n\nbare Fastify: ${hello.toFixed(0)} req/s (p50 ${b.hello.p50} ms, p99 ${b.hello.p99} ms)\n`,
  );
  for (const r of reports) {
    console.log(
      `### ${r.label}: ${r.sellers} sellers and ${r.buyers} buyers signed in (seeded in ${r.seedSeconds.toFixed(1)} s)\n`,
    );
    for (const run of r.runs) {
      console.log(
        `**${run.viewsPerSec.toFixed(0)} views/s = ${((100 * run.viewsPerSec) / hello).toFixed(2)} % of bare Fastify**, mix p50 ${run.mix.p50} ms, p99 ${run.mix.p99} ms, errors ${run.mix.errors}\n`,
      );
      console.log('| view | answers | p50 ms | p99 ms | errors |');
      console.log('|---|---:|---:|---:|---:|');
      for (const f of run.kinds)
        console.log(`| ${f.kind} | ${f.count} | ${f.p50} | ${f.p99} | ${f.errors} |`);
      const c = run.cpu;
      console.log(
        `\nCPU per view: web ${c.web} µs, PostgreSQL ${c.postgres} µs, worker ${c.worker} µs, load driver ${c.driver} µs; the machine ${c.machine} µs (${c.cores} cores busy on average)`,
      );
      const waiting = run.backlog.map((j) => `${j.type} ${j.n}`).join(', ');
      console.log(`\njobs waiting when the load stopped: ${waiting || 'none'}\n`);
    }
  }
}
