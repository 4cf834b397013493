import type { Db } from '#server/db/client.ts';
import { formatEuro } from '#shared/format/german.ts';
import type { FollowUp } from '#server/modules/jobs/follow-ups.ts';
import { notifyOrderPlaced } from '#server/modules/notifications/service.ts';
import { notifyOfferOutcome } from '#server/modules/notifications/lifecycle.ts';
import { sellerContacts } from '#server/modules/requests/repository.ts';
import * as events from '#server/modules/webhooks/events.ts';
import * as repo from './repository/orders.ts';
import { findOfferWithRequest } from './repository/placement.ts';

/**
 * What an order sets off (decision 032): both parties' order mails with the document, the
 * outcome mails of the accepted and the rejected offers, webhook events and live screens. The
 * views are the order as it is when the job runs.
 */
export const orderPlaced: FollowUp = {
  type: 'order.placed',
  async run(tx, orderId, siteUrl) {
    const order = await repo.findPlacedOrder(tx, orderId);
    const offer = order && (await findOfferWithRequest(tx, order.offerId));
    if (!order || !offer) return; // deleted since (an admin deleted the request): nobody to tell
    await notifyOrderPlaced(tx, siteUrl, orderId);
    await events.orderPlaced(tx, orderId);
    await tellBidders(tx, offer, order);
  },
};

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
