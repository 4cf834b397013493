/**
 * `node scripts/bench/keep.ts <database-url> <requests> [stock-lines]`: seed a benchmark database
 * and keep it, for EXPLAIN (ANALYZE, BUFFERS) by hand (docs/performance.md) or for
 * `npm run bench -- --database=<url>:<requests>`. The caller drops it. Issue 31: the optional
 * third argument seeds that many stock lines (e.g. 1000000). `--no-metrics` leaves the stored
 * seller performance and chart weeks empty (their fill takes ~2 ms per offer: 10 min at 100 k);
 * `--metrics-only` fills them in a database seeded before.
 */
import { fillMetrics, seedDatabase } from './size.ts';

const args = process.argv.slice(2);
const metrics = !args.includes('--no-metrics');
const [url, n, stock] = args.filter((a) => !a.startsWith('--'));
if (!url || !n) throw new Error('usage: keep.ts <database-url> <requests> [stock-lines]');
if (args.includes('--metrics-only')) {
  await fillMetrics({ databaseUrl: url });
  process.exit(0);
}
console.log(
  `seeded in ${(await seedDatabase({ databaseUrl: url, requests: Number(n), smoke: false, stockLines: Number(stock ?? 0), metrics })).toFixed(1)} s`,
);
