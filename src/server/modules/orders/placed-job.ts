import type { Db } from '#server/db/client.ts';
import { formatEuro } from '#shared/format/german.ts';
import { completeWithin, jobInsert, type JobRow } from '#server/modules/jobs/repository.ts';
import { notifyOrderPlaced } from '#server/modules/notifications/service.ts';
import { notifyOfferOutcome } from '#server/modules/notifications/lifecycle.ts';
import { sellerContacts } from '#server/modules/requests/repository.ts';
import * as events from '#server/modules/webhooks/events.ts';
import * as repo from './repository.ts';

/**
 * Everything an order sets off besides the order itself (issue 11: no request does work that a
 * background job can do): both parties' order mails with the document, the outcome mails of
 * the accepted and the rejected offers, webhook events and live screens. The order's statement
 * queues one job; the job queues the rest in its own transaction together with marking itself
 * done, so each mail and event exists exactly once, as when the request queued them itself.
 * Its views are the order as it is when the job runs, a moment later.
 */
export const ORDER_PLACED_JOB = 'order.placed';

/** The follow-up job of a new order, to be inserted with it (repository.insertOrderDecidingOffers). */
export function orderFollowUp(db: Db, orderId: string) {
  return jobInsert(db, {
    type: ORDER_PLACED_JOB,
    payload: { orderId },
    dedupeKey: `${ORDER_PLACED_JOB}:${orderId}`,
  });
}

export function createOrderPlacedJobHandler(deps: { db: Db; siteUrl: string }) {
  return (job: JobRow): Promise<void> =>
    completeWithin(deps.db, job, async (tx) => {
      const { orderId } = job.payload as { orderId: string };
      const order = await repo.findPlacedOrder(tx, orderId);
      const offer = order && (await repo.findOfferWithRequest(tx, order.offerId));
      if (!order || !offer) return; // deleted since (an admin deleted the request): nobody to tell
      await notifyOrderPlaced(tx, deps.siteUrl, orderId);
      await events.orderPlaced(tx, orderId);
      await tellBidders(tx, offer, order);
    });
}

/**
 * Issue 14: the sellers of the rejected offers hear so without the buyer or the winning price,
 * and the winner gets offer_accepted.
 */
async function tellBidders(
  tx: Db,
  offer: { id: string; sellerId: string; partNumber: string; manufacturer: string | null; quantity: number },
  order: { orderNumber: string; totalAmount: string; requestId: string },
): Promise<void> {
  for (const s of await sellerContacts(tx, await repo.rejectedOffersOf(tx, order.requestId))) {
    await notifyOfferOutcome(tx, s, 'abgelehnt', offer);
    await events.offerDecided(tx, s.sellerId, s.offerId, 'rejected');
  }
  await events.offerDecided(tx, offer.sellerId, offer.id, 'accepted');
  const [winner] = await sellerContacts(tx, [{ offerId: offer.id, sellerId: offer.sellerId }]);
  if (winner) {
    await notifyOfferOutcome(tx, winner, 'angenommen', offer, {
      orderNumber: order.orderNumber,
      totalAmount: formatEuro(order.totalAmount),
    });
  }
}
