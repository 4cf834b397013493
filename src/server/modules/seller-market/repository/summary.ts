import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, requests, sellerRatingStats } from '#server/db/schema/marketplace.ts';
import { countRelevantRequests } from './feed.ts';

/** The dashboard's counts of one seller, fetched in parallel; views.ts shapes them. */
export async function summaryCounts(db: Db, sellerId: string) {
  const [relevant, [mine], [received], [placed], [stats]] = await Promise.all([
    countRelevantRequests(db, sellerId),
    db
      .select({ n: count() })
      .from(requests)
      .where(
        and(
          eq(requests.buyerId, sellerId),
          // A scalar sub-query, not NOT EXISTS: that became a hash anti join over every order (issue 29).
          sql`(select 1 from ${orders} where ${orders.requestId} = ${requests.id} limit 1) is null`,
        ),
      ),
    db.select({ n: count() }).from(orders).where(eq(orders.sellerId, sellerId)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.buyerId, sellerId), eq(orders.buyerType, 'seller'))),
    db
      .select({ count: sellerRatingStats.ratingCount, starsSum: sellerRatingStats.starsSum })
      .from(sellerRatingStats)
      .where(eq(sellerRatingStats.sellerId, sellerId)),
  ]);
  return {
    relevantRequests: relevant,
    myRequests: mine?.n ?? 0,
    receivedOrders: received?.n ?? 0,
    myOrders: placed?.n ?? 0,
    ratingCount: stats?.count ?? 0,
    starsSum: stats?.starsSum ?? 0,
  };
}
