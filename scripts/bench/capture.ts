/**
 * Records the statements the app sends while a view runs, for EXPLAIN by explain.ts and views.ts.
 * Every statement passes through Client#query (a pool's query checks a client out and calls it,
 * and db/pool.ts keeps clients of its own): patching Pool#query alone saw nothing.
 */
import pg from 'pg';

export interface Captured {
  text: string;
  values: unknown[];
}

let capture: Captured[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text: string; values?: unknown[] };
  const second = Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined;
  if (capture)
    capture.push(
      typeof q === 'string'
        ? { text: q, values: second ?? [] }
        : { text: q.text, values: q.values ?? second ?? [] },
    );
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** Runs `work` and returns what it sent; the statements still execute. */
export async function captureStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Captured[] }> {
  capture = [];
  try {
    const result = await work();
    return { result, statements: capture };
  } finally {
    capture = null;
  }
}
