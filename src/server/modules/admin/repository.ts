import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PageQuery } from '#shared/admin/common.ts';
import type { Db } from '#server/db/client.ts';
import { adminCounts } from '#server/db/schema/derived.ts';

/** The tables whose admin totals are maintained by triggers (migration admin_counts). */
export type CountedTable = 'requests' | 'offers' | 'orders' | 'seller_profiles' | 'buyer_profiles';

export interface CountRow {
  status: string;
  sub: string;
  n: number;
}

/**
 * The maintained counts of one table, per status and sub-key (requests: urgency; sellers:
 * verified): a few dozen counter rows summed, never a scan of the table.
 */
export function countRows(db: Db, tbl: CountedTable): Promise<CountRow[]> {
  return db
    .select({ status: adminCounts.status, sub: adminCounts.sub, n: sql<number>`sum(${adminCounts.n})::int` })
    .from(adminCounts)
    .where(eq(adminCounts.tbl, tbl))
    .groupBy(adminCounts.status, adminCounts.sub);
}

/** Folds the per-backend counter shards into shard 0 (hourly job; see migration admin_counts). */
export async function compactAdminCounts(db: Db): Promise<void> {
  await db.execute(sql`select hp_compact_admin_counts()`);
}

/** Sum of the rows that satisfy the filter. */
export function sumWhere(rows: CountRow[], keep: (r: CountRow) => boolean = () => true): number {
  let n = 0;
  for (const r of rows) if (keep(r)) n += r.n;
  return n;
}

/**
 * A search's page (decision 021): `matches` yields (id, created_at) of every matching row, filters
 * applied; the page's ids are its newest `pageSize` after the offset, so the list joins 20 rows
 * by primary key (the caller orders again and applies no offset of its own).
 */
export function inMatchPage(id: Column, matches: SQL, q: PageQuery): SQL {
  return sql`${id} in (select m.id from (${matches}) m
    order by m.created_at desc, m.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize})`;
}

/** The number of rows a search matches: counted over the index-driven union, not the table. */
export async function countMatches(db: Db, matches: SQL): Promise<number> {
  const res = (await db.execute(sql`select count(*)::int as n from (${matches}) m`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(res.rows[0]?.n ?? 0);
}
