import { z } from 'zod';

/**
 * The domain events (decision 038, DESIGN.md §8): what happened, as ids and the facts a consumer
 * needs to find its own view — never a view itself (every consumer reads the recipient's view
 * when it reacts, so the anonymity promise is kept where it is kept today). A write records its
 * event in its own transaction (src/server/events/record.ts); who reacts is
 * src/server/events/subscriptions.ts.
 */

const id = z.uuid();
const userId = z.string().min(1);

/** The pending offers a request's end rejected, each with its seller. */
const rejectedOffers = z.array(z.object({ offerId: id, sellerId: userId }));

const requestEnd = { requestId: id, buyerId: userId, rejectedOffers };

/** The parties of an order: the ordering account and the seller who received it. */
const orderParties = { orderId: id, buyerId: userId, sellerId: userId };

export const domainEventSchema = z.discriminatedUnion('type', [
  /** A buyer (or a seller as buyer) posted a request; who it reaches is seller-market's relevance. */
  z.object({ type: z.literal('request.created'), requestId: id, buyerId: userId }),
  /** The owner closed the request ('Geschlossen'), a reason optional; its pending offers were rejected. */
  z.object({ type: z.literal('request.closed'), ...requestEnd, reason: z.string().nullable() }),
  /** The owner cancelled the request with a reason ('Storniert'); its pending offers were rejected. */
  z.object({ type: z.literal('request.cancelled'), ...requestEnd, reason: z.string() }),
  /** The request's time ran out without an order (the hourly expiry); its pending offers were rejected. */
  z.object({ type: z.literal('request.expired'), ...requestEnd }),
  /**
   * A seller answered 'Kann ich nicht liefern' (issue 30). The buyer's screens show how many did,
   * never who: consumers pass on the request id only.
   */
  z.object({
    type: z.literal('request.declined'),
    requestId: id,
    buyerId: userId,
    sellerId: userId,
    reason: z.enum(['nicht_verfuegbar', 'lieferzeit', 'menge', 'sonstiges']),
  }),
  /** The seller took back their 'Kann ich nicht liefern' (undo). */
  z.object({ type: z.literal('request.decline_undone'), requestId: id, buyerId: userId, sellerId: userId }),
  /**
   * Issue 30, decision 054: a seller asked a question on a request; the buyer hears of it (mail,
   * screen, webhook) without the seller's identity (the question's stored pseudonym).
   */
  z.object({
    type: z.literal('request.question_asked'),
    questionId: id,
    requestId: id,
    buyerId: userId,
    sellerId: userId,
  }),
  /** The buyer answered a question: every seller who may see the request sees it. */
  z.object({ type: z.literal('request.question_answered'), questionId: id, requestId: id, buyerId: userId }),
  /** A seller withdrew its pending offer before an order (decision 054); it may offer again. */
  z.object({
    type: z.literal('offer.withdrawn'),
    offerId: id,
    requestId: id,
    sellerId: userId,
    buyerId: userId,
  }),
  /**
   * A request reached the next ring of sellers (issue 30, decision 053): by the schedule when few
   * offers came within its window, or by its owner ('An weitere Verkäufer senden'). `sellerIds`
   * are the sellers it newly reached — each is told once, the buyer's screens refetch.
   */
  z.object({
    type: z.literal('request.widened'),
    requestId: id,
    buyerId: userId,
    ring: z.number().int().min(1).max(2),
    sellerIds: z.array(userId),
  }),
  /** The owner extended the request's time ('Frist verlängern'); sellers' lists read expires_at. */
  z.object({ type: z.literal('request.extended'), requestId: id, buyerId: userId, expiresAt: z.string() }),
  /**
   * Issue 31: a seller's stock matched a new request ('Auf Lager'); the match is stored. Only
   * that seller hears of it.
   */
  z.object({ type: z.literal('stock.matched'), requestId: id, sellerId: userId }),
  /** A seller offered on a request. */
  z.object({
    type: z.literal('offer.created'),
    offerId: id,
    requestId: id,
    sellerId: userId,
    buyerId: userId,
  }),
  /**
   * An offer was ordered: the order exists, the ordered offer is accepted and every other pending
   * offer on its request rejected, in the same statement (hp_decide_offers) — one fact, one event.
   */
  z.object({ type: z.literal('order.placed'), ...orderParties, requestId: id, offerId: id }),
  /** The seller confirmed the order. */
  z.object({ type: z.literal('order.confirmed'), ...orderParties }),
  /** The seller shipped the order. */
  z.object({ type: z.literal('order.shipped'), ...orderParties }),
  /** The ordering party confirmed the receipt. */
  z.object({ type: z.literal('order.delivered'), ...orderParties }),
  /** The ordering party reported a problem with the receipt (issue 34): damaged, wrong part, partial. */
  z.object({ type: z.literal('order.complained'), ...orderParties }),
  /** One party cancelled the order. */
  z.object({ type: z.literal('order.cancelled'), ...orderParties, by: z.enum(['buyer', 'seller']) }),
  /** Issue 28 (decision 060): an account confirmed its e-mail address; it is welcomed by mail. */
  z.object({ type: z.literal('user.verified'), userId }),
  /**
   * Issue 28/38 (decision 060): someone tried to sign up with this account's address; the signup
   * answered as for a new one, the owner is told by mail.
   */
  z.object({ type: z.literal('user.signup_attempted'), userId }),
  /** An admin approved a seller (active, with a trial). */
  z.object({ type: z.literal('seller.approved'), sellerId: userId }),
  /** An admin rejected a seller. */
  z.object({ type: z.literal('seller.rejected'), sellerId: userId }),
  /** A seller may no longer operate (rejected, inactive or unpaid): the sessions ended with the write. */
  z.object({ type: z.literal('seller.blocked'), sellerId: userId }),
  /** A seller's payment status became unpaid. */
  z.object({ type: z.literal('seller.unpaid'), sellerId: userId }),
  /** Issue 32: the billing job issued an invoice for the seller fee (numbered, in its transaction). */
  z.object({ type: z.literal('invoice.issued'), invoiceId: id, sellerId: userId }),
  /** Issue 32: an invoice is past its reminder day and unpaid: the seller gets payment_reminder. */
  z.object({ type: z.literal('invoice.overdue'), invoiceId: id, sellerId: userId }),
  /** A party rated an order (the seller's stored stats are counted with the write, decision 022). */
  z.object({
    type: z.literal('rating.given'),
    ratingId: id,
    orderId: id,
    sellerId: userId,
    stars: z.number().int(),
  }),
  /**
   * Issue 37 (decision 066): a member left its company; the write ended its sessions (every
   * instance drops them through hp_changes) and revoked its API keys.
   */
  z.object({ type: z.literal('company.member_removed'), companyId: userId, profileId: userId }),
  /**
   * Issue 37 (decision 071): a company assigned a request to one of its members — the buyer its
   * own request, a seller one it sees. The assignee hears of it (mail, push); nobody outside the
   * company: no live event, no webhook.
   */
  z.object({ type: z.literal('request.assigned'), requestId: id, companyId: userId, assigneeId: userId }),
  /**
   * Issue 37 (decision 070): a buyer member's order waits for approval ('Freigabe ausstehend').
   * Nothing is ordered: only the buyer company hears of it (its approvers' mail, its screens),
   * never a seller.
   */
  z.object({
    type: z.literal('order.approval_requested'),
    approvalId: id,
    companyId: userId,
    requestedBy: userId,
  }),
  /**
   * An approver approved (the order is placed: order.placed follows) or declined the request, or
   * (decision 084) it was withdrawn because its request or offer ended.
   */
  z.object({
    type: z.literal('order.approval_decided'),
    approvalId: id,
    companyId: userId,
    requestedBy: userId,
    decision: z.enum(['approved', 'declined', 'withdrawn']),
    orderId: id.nullable(),
  }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const DOMAIN_EVENT_TYPES = domainEventSchema.options.map(
  (o) => o.shape.type.value,
) as readonly DomainEventType[];
