import { sql, type SQL } from 'drizzle-orm';

/*
 * Decisions 083, 085: a list's page that carries the list's total as a column, so the view is one
 * statement instead of a page and a count in parallel (each a round trip, a parse-bind-execute and
 * a system call on both sides). The total is a scalar subquery on the party's index: PostgreSQL
 * runs it once per statement (an InitPlan), not once per row.
 */

/** The column: `count(*)` of `from` (a table and its condition, written with placeholders). */
export function totalColumn(from: SQL): SQL.Aliased<number> {
  return sql<number>`(select count(*)::int from ${from})`.mapWith(Number).as('list_total');
}

/**
 * The page and its total. A page past the end has no row to carry the total: page 1 is then
 * empty (0), a later page asks `total` (the same figure, its own statement).
 */
export async function pageAndTotal<R extends { listTotal: number }>(
  rows: R[],
  page: number,
  total: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  if (rows.length > 0) return { rows, total: rows[0]!.listTotal };
  return { rows, total: page === 1 ? 0 : await total() };
}
