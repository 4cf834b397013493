import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, sellerRatingStats } from '#server/db/schema/marketplace.ts';
import { countOwnRequests } from '#server/db/sql/owner-counts.ts';
import { countRelevantRequests } from './feed.ts';

/** The dashboard's counts of one seller, fetched in parallel; views.ts shapes them. */
export async function summaryCounts(db: Db, sellerId: string) {
  const [relevant, mine, [received], [placed], [stats]] = await Promise.all([
    countRelevantRequests(db, sellerId),
    // 'Meine Anfragen' without an order: the owner's maintained figures (decision 077), not a walk.
    countOwnRequests(db, sellerId, { state: 'open' }),
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
    myRequests: mine,
    receivedOrders: received?.n ?? 0,
    myOrders: placed?.n ?? 0,
    ratingCount: stats?.count ?? 0,
    starsSum: stats?.starsSum ?? 0,
  };
}
