/**
 * `npm run bench` — seeds a throwaway PostgreSQL database per size (default 10 k and 100 k
 * requests; `--sizes=10000,100000,1000000`), starts the real server, drives every list endpoint,
 * order placement and offer creation with autocannon, and prints p50/p99/req/s beside a bare
 * Fastify hello-world and the scrypt rate measured in the same run; then the embedded PGlite
 * mode at 10 k. `--smoke`: tiny sizes, one second per endpoint (CI keeps it from rotting).
 * Databases, data directories and servers are removed even when a step fails.
 * PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server.
 * `--database=<url>:<requests>` measures a database seeded before by keep.ts (seeding 1 M takes
 * long; it is neither seeded nor dropped); `--only=<text>,…` runs only the endpoints whose name
 * contains one of the texts.
 * `--market` plays a live market instead (market.ts, issue 29): default 100 k requests, 30 s per
 * run, PostgreSQL only.
 * `--stock-lines=N` (issue 31) seeds N stock lines over the sellers with stored 'Auf Lager' matches
 * (e.g. 1000000: the seller list and request creation with 1 M stock lines).
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { killAll } from './load.ts';
import { benchMarket, printMarketReport, type MarketReport } from './market.ts';
import { benchSize, measureBaseline, printReport, type SizeReport } from './size.ts';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const sizesArg = args.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length);
const market = args.includes('--market');
const sizes = smoke ? [400] : (sizesArg ?? (market ? '100000' : '10000,100000')).split(',').map(Number);
const skipPglite = args.includes('--no-pglite');
// Issue 31: stock lines over the sellers, e.g. --stock-lines=1000000 (0 by default).
const stockArg = args.find((a) => a.startsWith('--stock-lines='))?.slice('--stock-lines='.length);
// The smoke run seeds a little stock so the stock statements and the match path are exercised.
const stockLines = stockArg ? Number(stockArg) : smoke ? 2000 : 0;
const seconds = smoke
  ? market
    ? 3
    : 1
  : Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? (market ? 30 : 10));
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const basePort = Number(process.env.BENCH_PORT ?? 3950);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const kept = args
  .filter((a) => a.startsWith('--database='))
  .map((a) => {
    const value = a.slice('--database='.length);
    const cut = value.lastIndexOf(':');
    return { url: value.slice(0, cut), requests: Number(value.slice(cut + 1)) };
  });

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup(): Promise<void> {
  killAll();
  for (const c of cleanups.splice(0).reverse()) await Promise.resolve(c()).catch(() => undefined);
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

async function admin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `HydroParts benchmark — ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const baseline = await measureBaseline(basePort + 1, seconds, smoke);
  console.log(
    `bare Fastify ${baseline.hello.reqPerSec.toFixed(0)} req/s, scrypt ${baseline.scryptPerSec.toFixed(1)} hashes/s`,
  );
  if (market) return runMarket(baseline);
  const reports: SizeReport[] = [];
  for (const k of kept) {
    reports.push(
      await benchSize({
        label: `PostgreSQL ${k.requests} (kept database)`,
        requests: k.requests,
        databaseUrl: k.url,
        seeded: true,
        only,
        port: basePort,
        seconds,
        smoke,
        baseline,
        stockLines,
      }),
    );
  }
  for (const n of kept.length > 0 && !sizesArg ? [] : sizes) {
    const name = `hydroparts_bench_${n}_${process.pid}`;
    await admin(`create database ${name}`);
    const drop = () => admin(`drop database if exists ${name} with (force)`);
    cleanups.push(drop);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    reports.push(
      await benchSize({
        label: `PostgreSQL ${n}`,
        requests: n,
        databaseUrl: url.toString(),
        only,
        port: basePort,
        seconds,
        smoke,
        baseline,
        stockLines,
      }),
    );
    await drop();
    cleanups.splice(cleanups.indexOf(drop), 1);
  }
  if (!skipPglite && kept.length === 0) {
    const n = smoke ? 400 : 10_000;
    const dir = path.join(os.tmpdir(), `hydroparts-bench-${process.pid}`);
    const remove = () => rmSync(dir, { recursive: true, force: true });
    cleanups.push(remove);
    reports.push(
      await benchSize({
        label: `PGlite ${n}`,
        requests: n,
        dataDir: dir,
        only,
        port: basePort,
        seconds,
        smoke,
        baseline,
        stockLines,
      }),
    );
  }
  printReport(baseline, reports);
}

/** Issue 29: the market on each kept database, then on each size seeded for the run. */
async function runMarket(baseline: Awaited<ReturnType<typeof measureBaseline>>): Promise<void> {
  const reports: MarketReport[] = [];
  for (const k of kept) {
    reports.push(
      await benchMarket({
        label: `PostgreSQL ${k.requests} (kept database)`,
        requests: k.requests,
        databaseUrl: k.url,
        seeded: true,
        port: basePort,
        seconds,
        smoke,
      }),
    );
  }
  for (const n of kept.length > 0 && !sizesArg ? [] : sizes) {
    const name = `hydroparts_market_${n}_${process.pid}`;
    await admin(`create database ${name}`);
    const drop = () => admin(`drop database if exists ${name} with (force)`);
    cleanups.push(drop);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    reports.push(
      await benchMarket({
        label: `PostgreSQL ${n}`,
        requests: n,
        databaseUrl: url.toString(),
        port: basePort,
        seconds,
        smoke,
      }),
    );
    await drop();
    cleanups.splice(cleanups.indexOf(drop), 1);
  }
  printMarketReport(baseline, reports);
}

try {
  await main();
  await cleanup();
} catch (err) {
  console.error(err);
  await cleanup();
  process.exit(1);
}
