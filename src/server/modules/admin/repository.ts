import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buyerProfiles, sellerProfiles } from '../../db/schema/parties.ts';
import { orders, requests } from '../../db/schema/marketplace.ts';

/** Head-only counts for the statistics strip (spec 2 §7). */
export async function countStats(db: Db) {
  const [[buyers], [sellers], [verified], [orderCount], [requestCount]] = await Promise.all([
    db.select({ n: count() }).from(buyerProfiles),
    db.select({ n: count() }).from(sellerProfiles),
    db.select({ n: count() }).from(sellerProfiles).where(eq(sellerProfiles.isVerified, true)),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(requests),
  ]);
  return {
    buyersCount: buyers?.n ?? 0,
    sellersCount: sellers?.n ?? 0,
    verifiedSellersCount: verified?.n ?? 0,
    ordersCount: orderCount?.n ?? 0,
    requestsCount: requestCount?.n ?? 0,
  };
}
