import type { Db } from '#server/db/client.ts';
import type { EventHandler, EventHandlers, OrderStep } from '#server/events/handlers.ts';
import type { DomainEventOf } from '#shared/events/schema.ts';
import { formatEuro } from '#shared/format/german.ts';
import type { OrderAction } from '#shared/orders/transitions.ts';
import { findOfferWithRequest, findPlacedOrder, rejectedOffersOf } from '#server/modules/orders/read.ts';
import { findRequestWithOwner, sellerContacts } from '#server/modules/requests/read.ts';
import { feedbackMailVariables, feedbackOfRequest } from '#server/modules/seller-performance/read.ts';
import {
  notifyOfferOutcome,
  notifyOrderTransition,
  notifyRequestEnded,
  notifyRequestExpired,
  recipientsOfSellers,
} from './lifecycle.ts';
import {
  notifyNewOffer,
  notifyInvoiceOverdue,
  notifyNewRequest,
  notifyOrderPlaced,
  notifyPaymentReminder,
  notifySellerDecision,
  notifySignupAttempt,
  notifyWelcome,
} from './service.ts';
import { notifyOrderComplaint } from './complaint.ts';
import { notifyQuestionAnswered, notifyQuestionAsked } from './questions.ts';
import { notifyRequestAssigned } from './assignment.ts';
import { notifyApprovalDecided, notifyApprovalRequested } from './approvals.ts';

/**
 * Which mail goes to whom for each domain event (decision 038): the mails the writers used to
 * queue themselves, now queued by this consumer's job, exactly once, with the same content.
 */

/**
 * An order: both parties' order mails with the document, then (issue 14) the sellers of the
 * rejected offers hear so without the buyer or the winning price, and the winner gets
 * offer_accepted. The views are the order as it is when the job runs.
 */
async function orderPlaced(tx: Db, e: DomainEventOf<'order.placed'>, siteUrl: string): Promise<void> {
  const order = await findPlacedOrder(tx, e.orderId);
  const offer = order && (await findOfferWithRequest(tx, order.offerId));
  if (!order || !offer) return; // deleted since (an admin deleted the request): nobody to tell
  await notifyOrderPlaced(tx, siteUrl, e.orderId);
  // Issue 35 (decision 058): each loser's rank and gap, by the rule the dashboard stores.
  const feedback = await feedbackOfRequest(tx, order.requestId);
  const losers = await sellerContacts(tx, await rejectedOffersOf(tx, order.requestId));
  const [winner] = await sellerContacts(tx, [{ offerId: offer.id, sellerId: offer.sellerId }]);
  const sellers = winner ? [...losers, winner] : losers;
  const recipients = await recipientsOfSellers(tx, sellers, order.requestId);
  for (const [i, s] of losers.entries()) {
    await notifyOfferOutcome(tx, s, recipients[i] ?? [], 'abgelehnt', offer, undefined, (language) =>
      feedbackMailVariables(feedback.get(s.offerId), language),
    );
  }
  if (winner) {
    await notifyOfferOutcome(tx, winner, recipients[losers.length] ?? [], 'angenommen', offer, {
      orderNumber: order.orderNumber,
      totalAmount: formatEuro(order.totalAmount),
    });
  }
}

/** A request closed or cancelled by its owner: every seller whose pending offer it rejected. */
async function requestEnded(
  tx: Db,
  e: DomainEventOf<'request.closed' | 'request.cancelled'>,
  siteUrl: string,
): Promise<void> {
  const request = await findRequestWithOwner(tx, e.requestId);
  if (!request) return;
  const status = e.type === 'request.cancelled' ? 'cancelled' : 'closed';
  const feedback = await feedbackOfRequest(tx, e.requestId);
  const sellers = await sellerContacts(tx, e.rejectedOffers);
  const recipients = await recipientsOfSellers(tx, sellers, e.requestId);
  for (const [i, s] of sellers.entries()) {
    await notifyRequestEnded(tx, siteUrl, recipients[i] ?? [], request, status, e.reason, (language) =>
      feedbackMailVariables(feedback.get(s.offerId), language),
    );
  }
}

const transition =
  (action: OrderAction): EventHandler<OrderStep> =>
  (tx, e, { siteUrl }) =>
    notifyOrderTransition(tx, siteUrl, e.orderId, action);

export const notificationHandlers: EventHandlers = {
  // Decision 068: this job's batch of the audience the audience consumer stored for the event.
  'request.created': async (tx, e, { siteUrl, eventId, batch }) => {
    await notifyNewRequest(tx, siteUrl, e.requestId, { eventId, batch });
  },
  // Decision 053: each seller a widening newly reached (the event's stored audience), once.
  'request.widened': async (tx, e, { siteUrl, eventId, batch }) => {
    await notifyNewRequest(tx, siteUrl, e.requestId, { eventId, batch });
  },
  'request.closed': (tx, e, { siteUrl }) => requestEnded(tx, e, siteUrl),
  'request.cancelled': (tx, e, { siteUrl }) => requestEnded(tx, e, siteUrl),
  // The owner, once per request (the mail's dedupe key).
  'request.expired': async (tx, e, { siteUrl }) => {
    const owner = await findRequestWithOwner(tx, e.requestId);
    if (owner) await notifyRequestExpired(tx, siteUrl, owner);
  },
  'offer.created': async (tx, e, { siteUrl }) => {
    await notifyNewOffer(tx, siteUrl, e.offerId);
  },
  'request.question_asked': (tx, e, { siteUrl }) => notifyQuestionAsked(tx, siteUrl, e.questionId),
  'request.question_answered': (tx, e, { siteUrl, eventId, batch }) =>
    notifyQuestionAnswered(tx, siteUrl, e.questionId, { eventId, batch }),
  'order.placed': (tx, e, { siteUrl }) => orderPlaced(tx, e, siteUrl),
  'order.confirmed': transition('confirm'),
  'order.shipped': transition('ship'),
  'order.delivered': transition('confirmReceipt'),
  'order.complained': (tx, e, { siteUrl, operatorEmail }) =>
    notifyOrderComplaint(tx, { publicUrl: siteUrl, operatorEmail }, e.orderId),
  'order.cancelled': (tx, e, { siteUrl }) =>
    notifyOrderTransition(tx, siteUrl, e.orderId, e.by === 'seller' ? 'sellerCancel' : 'buyerCancel'),
  'user.verified': (tx, e) => notifyWelcome(tx, e.userId),
  'user.signup_attempted': (tx, e, { siteUrl }) => notifySignupAttempt(tx, siteUrl, e.userId),
  'seller.approved': (tx, e) => notifySellerDecision(tx, e.sellerId, 'approved'),
  'seller.rejected': (tx, e) => notifySellerDecision(tx, e.sellerId, 'rejected'),
  'seller.unpaid': (tx, e) => notifyPaymentReminder(tx, e.sellerId),
  'invoice.overdue': (tx, e) => notifyInvoiceOverdue(tx, e.invoiceId),
  // Decision 071: the new assignee, 'Ihnen wurde eine Anfrage zugewiesen'.
  'request.assigned': (tx, e, { siteUrl }) => notifyRequestAssigned(tx, siteUrl, e),
  // Decision 070: the buyer company's approvers, then the member who asked; never a seller.
  'order.approval_requested': (tx, e, { siteUrl }) => notifyApprovalRequested(tx, siteUrl, e),
  'order.approval_decided': (tx, e, { siteUrl }) => notifyApprovalDecided(tx, siteUrl, e),
};
