import type { Db } from '#server/db/client.ts';
import { recount, storeDecision } from './on-events.ts';
import * as repo from './repository.ts';

/**
 * Seller performance for offers made before the performance consumer existed (decision 069).
 *
 * A batched job, not a migration: the feedback is the rule `rankBids` in src/shared, which SQL in
 * a migration would have to copy, and a migration over every offer would hold the deployment. So
 * the `performance-backfill` schedule walks the offers by primary key, 500 per transaction, and
 * runs the consumer's own steps on each batch — the offer rows (`storeOffers`), the decision of
 * each decided request (`storeDecision`: feedback, the order's week), and the recount of every
 * touched seller week and the sellers' totals (`recount`). Every step is idempotent (rows on
 * conflict do nothing, feedback stored once, recounts from the raw rows), so the walk may meet
 * offers the consumer already stored, run beside it, stop at a restart and resume at its cursor.
 * Once through, a run is one primary-key read; delete the `backfill_progress` row to run it again.
 */
export const PERFORMANCE_BACKFILL = 'seller-performance';

export function backfillSellerPerformance(db: Db, batchSize = 500, maxBatches = 100) {
  return repo.runBackfill(
    db,
    PERFORMANCE_BACKFILL,
    async (tx, cursor) => {
      const batch = await repo.offersAfter(tx, cursor, batchSize);
      if (batch.length === 0) return { next: null, count: 0 };
      const offerIds = batch.map((o) => o.id);
      await repo.storeOffers(tx, offerIds);
      const touched = await repo.weeksOfOffers(tx, offerIds);
      const requestIds = [...new Set(batch.map((o) => o.requestId))];
      for (const d of await repo.decisionsOf(tx, requestIds))
        touched.push(...(await storeDecision(tx, d.requestId, d.orderId ?? undefined)));
      await recount(tx, touched);
      return { next: batch.length < batchSize ? null : batch.at(-1)!.id, count: batch.length };
    },
    maxBatches,
  );
}
