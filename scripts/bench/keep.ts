/**
 * `node scripts/bench/keep.ts <database-url> <requests>`: seed a benchmark database and keep it,
 * for EXPLAIN (ANALYZE, BUFFERS) by hand (docs/performance.md). The caller drops it.
 */
import { seedDatabase } from './size.ts';

const [url, n] = process.argv.slice(2);
if (!url || !n) throw new Error('usage: keep.ts <database-url> <requests>');
console.log(
  `seeded in ${(await seedDatabase({ databaseUrl: url, requests: Number(n), smoke: false })).toFixed(1)} s`,
);
