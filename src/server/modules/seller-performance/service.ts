import { type Ctx, companyOf } from '#server/ctx.ts';
import type { SellerPerformance, SellerPerformanceQuery } from '#shared/seller-performance/schema.ts';
import { storedTotals, storedWeeks } from './repository.ts';
import { toSellerPerformanceView } from './views.ts';

/** The signed-in seller's stored figures (decision 058): one totals row and its weeks by key. */
export async function ownPerformance({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SellerPerformanceQuery;
}): Promise<SellerPerformance> {
  const [totals, weeks] = await Promise.all([
    storedTotals(ctx.db, companyOf(ctx)),
    storedWeeks(ctx.db, companyOf(ctx), input.weeks),
  ]);
  return toSellerPerformanceView(totals, weeks);
}
