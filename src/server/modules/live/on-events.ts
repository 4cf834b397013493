import type { Db } from '#server/db/client.ts';
import type { EventHandler, EventHandlers, OrderStep } from '#server/events/handlers.ts';
import { findPlacedOrder, rejectedOffersOf } from '#server/modules/orders/read.ts';
import { answerAudience, eventAudience } from '#server/modules/seller-market/read.ts';
import { questionById } from '#server/modules/questions/read.ts';
import { publishLive } from './repository.ts';

/**
 * The live screens' reactions to domain events (decision 038): which open screens hear of what.
 * Events carry ids only; a screen refetches through its ordinary views.
 */

/** A request's end: each seller whose pending offer it rejected sees the offer change. */
async function offersRejected(tx: Db, rejected: readonly { offerId: string; sellerId: string }[]) {
  for (const { sellerId, offerId } of rejected) {
    await publishLive(tx, [sellerId], { type: 'offer.changed', offerId });
  }
}

const orderChanged: EventHandler<OrderStep> = (tx, e) =>
  publishLive(tx, [e.buyerId, e.sellerId], { type: 'order.changed', orderId: e.orderId });

export const liveHandlers: EventHandlers = {
  // Decision 068: this job's batch of the audience the audience consumer stored for the event.
  'request.created': async (tx, e, { eventId, batch }) => {
    const sellers = (await eventAudience(tx, { requestId: e.requestId, eventId, batch })).map((s) => s.id);
    await publishLive(tx, sellers, { type: 'request.created', requestId: e.requestId });
  },
  'request.closed': (tx, e) => offersRejected(tx, e.rejectedOffers),
  'request.cancelled': (tx, e) => offersRejected(tx, e.rejectedOffers),
  'request.expired': (tx, e) => offersRejected(tx, e.rejectedOffers),
  // Issue 30: the buyer's screen refetches its request (the decline count); the seller stays unnamed.
  'request.declined': (tx, e) =>
    publishLive(tx, [e.buyerId], { type: 'request.changed', requestId: e.requestId }),
  'request.decline_undone': (tx, e) =>
    publishLive(tx, [e.buyerId], { type: 'request.changed', requestId: e.requestId }),
  // Decision 054: the owner's screen on a question; the owner's and the audience's on an answer.
  'request.question_asked': (tx, e) =>
    publishLive(tx, [e.buyerId], { type: 'questions.changed', requestId: e.requestId }),
  // Decision 073: the sellers of the answer's stored audience who see the request, in batches;
  // the owner once, in the first.
  'request.question_answered': async (tx, e, { eventId, batch }) => {
    if (!(await questionById(tx, e.questionId))) return; // deleted with its request
    const sellers = (await answerAudience(tx, { eventId, batch }))
      .filter((s) => s.seesRequest)
      .map((s) => s.id);
    const owner = !batch || batch.index === 0 ? [e.buyerId] : [];
    await publishLive(tx, [...owner, ...sellers], { type: 'questions.changed', requestId: e.requestId });
  },
  // The withdrawn offer leaves the owner's list; the seller stays unnamed.
  'offer.withdrawn': (tx, e) =>
    publishLive(tx, [e.buyerId], { type: 'request.changed', requestId: e.requestId }),
  // Decision 053: the newly reached sellers' lists refetch (as for a new request), and the
  // buyer's screen its request's timeline.
  // The sellers: the event's stored audience (decision 068), in batches; the buyer once, in the first.
  'request.widened': async (tx, e, { eventId, batch }) => {
    const sellers = (await eventAudience(tx, { requestId: e.requestId, eventId, batch })).map((s) => s.id);
    await publishLive(tx, sellers, { type: 'request.created', requestId: e.requestId });
    if (!batch || batch.index === 0)
      await publishLive(tx, [e.buyerId], { type: 'request.changed', requestId: e.requestId });
  },
  'request.extended': (tx, e) =>
    publishLive(tx, [e.buyerId], { type: 'request.changed', requestId: e.requestId }),
  // Issue 31: the seller's list marks the request 'Auf Lager'.
  'stock.matched': (tx, e) =>
    publishLive(tx, [e.sellerId], { type: 'stock.matched', requestId: e.requestId }),
  'offer.created': (tx, e) => publishLive(tx, [e.buyerId], { type: 'offer.created', requestId: e.requestId }),
  // Both parties' order screens, then each bidder's offer: the rejected ones, the accepted one.
  'order.placed': async (tx, e) => {
    if (!(await findPlacedOrder(tx, e.orderId))) return; // deleted since: nobody to tell
    await publishLive(tx, [e.buyerId, e.sellerId], { type: 'order.changed', orderId: e.orderId });
    await offersRejected(tx, await rejectedOffersOf(tx, e.requestId));
    await publishLive(tx, [e.sellerId], { type: 'offer.changed', offerId: e.offerId });
  },
  'order.confirmed': orderChanged,
  'order.shipped': orderChanged,
  'order.delivered': orderChanged,
  'order.cancelled': orderChanged,
  // Decision 070: the buyer company's screens only (a stream is its company's); never a seller.
  'order.approval_requested': (tx, e) => publishLive(tx, [e.companyId], { type: 'approvals.changed' }),
  'order.approval_decided': (tx, e) => publishLive(tx, [e.companyId], { type: 'approvals.changed' }),
};
