import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { orders, sellerRatingStats } from '#server/db/schema/marketplace.ts';
import { ownerCountSql } from '#server/db/sql/owner-counts.ts';
import { maintainedCount } from './feed-sql.ts';

/*
 * The dashboard's counts of one seller in one named statement (decision 083: five statements in
 * parallel cost five round trips, four of them planned on every call): the relevant requests and
 * 'Meine Anfragen' from their maintained figures (decisions 064, 077), the orders received and
 * placed from the (seller_id | buyer_id, created_at) indexes, the rating from its stored figures.
 * views.ts shapes them.
 */
const seller = sql.placeholder('seller');
const summaryStatement = preparedStatement<{
  relevant: number | string;
  mine: number | string;
  received: number | string;
  placed: number | string;
  rating_count: number | string | null;
  stars_sum: number | string | null;
}>(
  'hp_seller_summary',
  sql`select (${maintainedCount(seller, undefined)}) as relevant,
      (${ownerCountSql(seller, 'open')}) as mine,
      (select count(*)::int from ${orders} o where o.seller_id = ${seller}::uuid) as received,
      (select count(*)::int from ${orders} o where o.buyer_id = ${seller}::uuid and o.buyer_type = 'seller') as placed,
      st.rating_count, st.stars_sum
    from (select 1) one
    left join ${sellerRatingStats} st on st.seller_id = ${seller}::uuid`,
);

export async function summaryCounts(db: Db, sellerId: string) {
  const [row] = await summaryStatement(db, { seller: sellerId });
  return {
    relevantRequests: Number(row?.relevant ?? 0),
    myRequests: Number(row?.mine ?? 0),
    receivedOrders: Number(row?.received ?? 0),
    myOrders: Number(row?.placed ?? 0),
    ratingCount: Number(row?.rating_count ?? 0),
    starsSum: Number(row?.stars_sum ?? 0),
  };
}
