import type { Db } from '#server/db/client.ts';
import type { EventEnv, EventHandler, EventHandlers, OrderStep } from '#server/events/handlers.ts';
import type { DomainEventOf } from '#shared/events/schema.ts';
import { toSellerOfferView } from '#server/modules/offers/views.ts';
import {
  findForOrderer,
  findPlacedOrder,
  findReceived,
  rejectedOffersOf,
} from '#server/modules/orders/read.ts';
import { toBuyerOrderView, toReceivedOrderView } from '#server/modules/orders/views.ts';
import {
  answerAudience,
  eventAudience,
  findOwnOffer,
  photosOfRequest,
} from '#server/modules/seller-market/read.ts';
import { toSellerRequestView } from '#server/modules/seller-market/views.ts';
import { questionById } from '#server/modules/questions/read.ts';
import { feedbackOfRequest } from '#server/modules/seller-performance/read.ts';
import type { FeedbackView } from '#shared/seller-performance/feedback.ts';
import { toQuestionView } from '#server/modules/questions/views.ts';
import { emit, emitToMany } from './events.ts';
import * as repo from './repository.ts';

/**
 * What the parties' systems are told of each domain event (issue 15, decisions 024, 038). Every
 * payload is the view the recipient's own screen shows, built by that screen's view function,
 * so the anonymity promise holds exactly as there.
 */

/** The offer as its seller sees it; undefined if it is gone. */
async function offerOfSeller(tx: Db, sellerId: string, offerId: string) {
  const row = await findOwnOffer(tx, sellerId, offerId);
  return row && toSellerOfferView(row);
}

/**
 * The feedback of a decided request's bidders, computed once per event (decision 069): the
 * performance consumer stores the same in its own job, which may run after this one. Computed by
 * the same rule and view (seller-performance/read.ts, as the 'nicht ausgewählt' mail does), so
 * the payload says what the seller's screen says: rank, bidders and gap (a band when two
 * offered), never the chosen offer's price or identity.
 */
function feedbackOnce(tx: Db, requestId: string): () => Promise<Map<string, FeedbackView>> {
  let feedback: Promise<Map<string, FeedbackView>> | undefined;
  return () => (feedback ??= feedbackOfRequest(tx, requestId));
}

/** The seller's view of a decided offer, its feedback filled in when not yet stored. */
async function decidedOfferOfSeller(
  tx: Db,
  sellerId: string,
  offerId: string,
  feedback: () => Promise<Map<string, FeedbackView>>,
) {
  const offer = await offerOfSeller(tx, sellerId, offerId);
  if (!offer || offer.feedback) return offer;
  return { ...offer, feedback: (await feedback()).get(offerId) ?? null };
}

/** A seller's offer accepted (an order) or rejected (another offer ordered). */
function offerDecided(
  tx: Db,
  sellerId: string,
  offerId: string,
  outcome: 'accepted' | 'rejected',
  feedback: () => Promise<Map<string, FeedbackView>>,
) {
  return emit(tx, [sellerId], outcome === 'accepted' ? 'offer.accepted' : 'offer.rejected', async () => {
    const offer = await decidedOfferOfSeller(tx, sellerId, offerId, feedback);
    return offer && { offer };
  });
}

/** Each party's own view of the order (the orderer's, the seller's with the orderer's contact). */
function orderEvent(
  tx: Db,
  e: { orderId: string; buyerId: string; sellerId: string },
  event: 'order.placed' | 'order.status_changed',
) {
  return emit(tx, [e.buyerId, e.sellerId], event, async (ownerId) => {
    if (ownerId === e.sellerId) {
      const row = await findReceived(tx, e.orderId, ownerId);
      return row ? { order: toReceivedOrderView(row), as: 'seller' } : undefined;
    }
    const row = await findForOrderer(tx, e.orderId, ownerId);
    return row ? { order: toBuyerOrderView(row), as: 'buyer' } : undefined;
  });
}

/** A request closed, cancelled or expired: the sellers whose pending offers it rejected. */
async function requestEnded(
  tx: Db,
  e: DomainEventOf<'request.closed' | 'request.cancelled' | 'request.expired'>,
  status: 'closed' | 'cancelled',
) {
  const feedback = feedbackOnce(tx, e.requestId);
  for (const { sellerId, offerId } of e.rejectedOffers) {
    await emit(tx, [sellerId], 'request.closed', async () => {
      const offer = await decidedOfferOfSeller(tx, sellerId, offerId, feedback);
      return offer && { request: { id: e.requestId, status }, offer };
    });
  }
}

/**
 * A request as a new one reaches its event's stored audience (decision 068: this job's batch of
 * it): the view is built once, if any of them has a subscribed endpoint.
 */
async function newRequestTo(tx: Db, requestId: string, { eventId, batch }: EventEnv) {
  const sellers = (await eventAudience(tx, { requestId, eventId, batch })).map((s) => s.id);
  await emitToMany(tx, sellers, 'request.created', async () => {
    const part = await repo.findRequestPart(tx, requestId);
    if (!part) return undefined;
    const photoIds = (await photosOfRequest(tx, requestId)).map((p) => p.id);
    return toSellerRequestView({ ...part, myOfferId: null, orderId: null, photoIds }, photoIds);
  });
}

const statusChanged: EventHandler<OrderStep> = (tx, e) => orderEvent(tx, e, 'order.status_changed');

/** Decision 054: the question as a reader without a part in it sees it (no 'mine', no identity). */
async function questionData(tx: Db, questionId: string) {
  const q = await questionById(tx, questionId);
  return q && { requestId: q.requestId, question: toQuestionView(q, null) };
}

export const webhookHandlers: EventHandlers = {
  'request.question_asked': (tx, e) =>
    emit(tx, [e.buyerId], 'request.question_asked', () => questionData(tx, e.questionId)),
  // Decision 073: this job's batch of the answer's stored audience, those who see the request;
  // the deliveries in one statement (the payload names nobody, so it is the same for all).
  'request.question_answered': async (tx, e, { eventId, batch }) => {
    const sellers = (await answerAudience(tx, { eventId, batch })).filter((s) => s.seesRequest);
    await emitToMany(
      tx,
      sellers.map((s) => s.id),
      'request.question_answered',
      () => questionData(tx, e.questionId),
    );
  },
  // Every seller the request reaches (the event's stored audience, decision 068).
  'request.created': (tx, e, env) => newRequestTo(tx, e.requestId, env),
  // Decision 053: to the sellers a widening newly reached (still in the request's audience when
  // the audience consumer stored it), the same payload as a new request's — so the same anonymity.
  'request.widened': (tx, e, env) => newRequestTo(tx, e.requestId, env),
  'request.closed': (tx, e) => requestEnded(tx, e, 'closed'),
  'request.cancelled': (tx, e) => requestEnded(tx, e, 'cancelled'),
  'request.expired': (tx, e) => requestEnded(tx, e, 'closed'),
  'order.placed': async (tx, e) => {
    if (!(await findPlacedOrder(tx, e.orderId))) return; // deleted since: nobody to tell
    await orderEvent(tx, e, 'order.placed');
    const feedback = feedbackOnce(tx, e.requestId);
    for (const lost of await rejectedOffersOf(tx, e.requestId)) {
      await offerDecided(tx, lost.sellerId, lost.offerId, 'rejected', feedback);
    }
    await offerDecided(tx, e.sellerId, e.offerId, 'accepted', feedback);
  },
  'order.confirmed': statusChanged,
  'order.shipped': statusChanged,
  'order.delivered': statusChanged,
  'order.cancelled': statusChanged,
};
