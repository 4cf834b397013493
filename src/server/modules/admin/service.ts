import type { AdminStats } from '#shared/admin/schema.ts';
import type { Ctx } from '#server/ctx.ts';
import { countRows, sumWhere } from './repository.ts';

/** Head-only counts for the statistics strip (spec 2 §7): maintained counters, no table scans. */
export async function getStats({ ctx }: { ctx: Ctx }): Promise<AdminStats> {
  const [buyers, sellers, orders, requests] = await Promise.all([
    countRows(ctx.db, 'buyer_profiles'),
    countRows(ctx.db, 'seller_profiles'),
    countRows(ctx.db, 'orders'),
    countRows(ctx.db, 'requests'),
  ]);
  return {
    buyersCount: sumWhere(buyers),
    sellersCount: sumWhere(sellers),
    verifiedSellersCount: sumWhere(sellers, (r) => r.sub === 'true'),
    ordersCount: sumWhere(orders),
    requestsCount: sumWhere(requests),
  };
}
