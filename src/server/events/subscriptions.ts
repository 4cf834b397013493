import type { DomainEventType } from '#shared/events/schema.ts';

/**
 * Who reacts to which event (decision 038): data, so that recording an event queues one job per
 * consumer in the writer's transaction without the writer importing any consumer. Each consumer
 * declares its handlers in its own module (notifications/on-events.ts, webhooks/on-events.ts,
 * live/on-events.ts, push/on-events.ts); src/server/consumers.ts wires them in, and the start refuses handlers that
 * differ from this table (consumers.ts, subscriptions.test.ts).
 */
export const CONSUMERS = [
  'audience',
  'live',
  'webhooks',
  'notifications',
  'push',
  'stock',
  'performance',
  'charts',
  'approvals',
] as const;
export type ConsumerName = (typeof CONSUMERS)[number];

/** An event nobody reacts to today: kept in the log only (an operator reads what happened). */
const LOG_ONLY: readonly ConsumerName[] = [];

export const SUBSCRIPTIONS: Record<DomainEventType, readonly ConsumerName[]> = {
  // Issue 31: the stock consumer stores 'Auf Lager' matches (decision 055); push tells the phones.
  // Decision 068: 'audience' (seller-market, the owner of relevance) computes and stores who the
  // request reaches, once; the consumers in AUDIENCE_READERS read that stored audience.
  'request.created': ['audience', 'live', 'webhooks', 'notifications', 'push', 'stock', 'charts'],
  // The seller's screen marks the request 'Auf Lager'; no mail, no webhook (yet). The stock
  // consumer submits the seller's automatic offer, if switched on (decision 062).
  'stock.matched': ['live', 'stock'],
  // Issue 35 (decision 058): the performance consumer stores each bidder's rank and gap.
  // Decision 084: an order waiting for approval on the request is withdrawn ('approvals').
  'request.closed': ['live', 'webhooks', 'notifications', 'performance', 'approvals'],
  'request.cancelled': ['live', 'webhooks', 'notifications', 'performance', 'approvals'],
  'request.expired': ['live', 'webhooks', 'notifications', 'performance', 'approvals'],
  // Decision 053: the newly reached sellers hear of it as of a new request (mail, webhook, live);
  // the buyer's screens refetch the request's timeline.
  // The performance consumer notes when the ring reached each seller (its response time's start).
  'request.widened': [
    'audience',
    'live',
    'webhooks',
    'notifications',
    'push',
    'stock',
    'performance',
    'charts',
  ],
  // The sellers' lists read the new expiry; the buyer's other screens refetch.
  'request.extended': ['live'],
  // Decision 069: the charts consumer keeps the admin 'Kennzahlen' weeks of requests, offers,
  // orders, widenings and declines.
  'offer.created': ['live', 'notifications', 'push', 'performance', 'charts'],
  // The buyer's open screen shows the number of declines (issue 30); no mail, no webhook.
  'request.declined': ['live', 'charts'],
  'request.decline_undone': ['live', 'charts'],
  // Decision 054: the buyer's mail, screen and webhook; the audience's screens and webhooks and
  // the bidders' mail. A withdrawn offer leaves the buyer's open screen; no mail, and no webhook,
  // as offer.created has none.
  'request.question_asked': ['live', 'webhooks', 'notifications'],
  // Decision 073: its audience (who sees the request now, and the bidders) computed once too.
  'request.question_answered': ['audience', 'live', 'webhooks', 'notifications'],
  'offer.withdrawn': ['live', 'performance', 'charts', 'approvals'],
  'order.placed': ['live', 'webhooks', 'notifications', 'push', 'performance', 'charts', 'approvals'],
  'order.confirmed': ['live', 'webhooks', 'notifications', 'push', 'performance'],
  'order.shipped': ['live', 'webhooks', 'notifications', 'push', 'performance'],
  'order.delivered': ['live', 'webhooks', 'notifications'],
  // The seller's and the operator's mail; the order's screens and webhooks follow order.delivered.
  'order.complained': ['notifications'],
  'order.cancelled': ['live', 'webhooks', 'notifications', 'performance'],
  // Decision 060: the welcome mail and the signup-attempt mail, queued by the consumer.
  'user.verified': ['notifications'],
  'user.signup_attempted': ['notifications'],
  'seller.approved': ['notifications'],
  'seller.rejected': ['notifications'],
  'seller.unpaid': ['notifications'],
  // The write itself ends the seller's sessions (the login gate holds at once).
  'seller.blocked': LOG_ONLY,
  // Issue 32: the seller finds the invoice in 'Abrechnung'; the reminder is the mail.
  'invoice.issued': LOG_ONLY,
  'invoice.overdue': ['notifications'],
  // The seller's rating stats are counted by the write itself (decision 022).
  'rating.given': LOG_ONLY,
  // Issue 37: the write itself ends the member's sessions and keys (decision 066).
  'company.member_removed': LOG_ONLY,
  // Decision 071: the new assignee's mail and push; no live event and no webhook, so a seller's
  // assignment never reaches the buyer or another seller.
  'request.assigned': ['notifications', 'push'],
  // Decision 070: the buyer company alone — its approvers' or requester's mail, its screens. No
  // webhook and no push: nothing of an order that waits may reach anybody outside the company.
  'order.approval_requested': ['live', 'notifications'],
  'order.approval_decided': ['live', 'notifications'],
};

/**
 * Decision 068: the consumers of an event that read the audience the 'audience' consumer stored
 * for it. Their jobs are not queued when the event is recorded but by the audience job, once the
 * audience is stored: one job per (event, consumer, batch of its AUDIENCE_BATCH sellers), at
 * least one (a widening's live reaction also tells the buyer).
 */
export const AUDIENCE_READERS: Partial<Record<DomainEventType, readonly AudienceReader[]>> = {
  'request.created': ['live', 'webhooks', 'notifications', 'push'],
  'request.widened': ['live', 'webhooks', 'notifications', 'push'],
  // Decision 073: an answered question's audience (event_audience_sellers), in the same batches.
  'request.question_answered': ['live', 'webhooks', 'notifications'],
};

/**
 * Sellers per job of an audience reader. Mails, pushes and deliveries: 200, each kind in one
 * insert per batch. Live screens: a NOTIFY per 100 users and no rows, so one job tells 2 000 —
 * a fan-out adds one job to the live lane, not ten, and other events' screens wait for no more.
 */
export const AUDIENCE_BATCH = { notifications: 200, webhooks: 200, push: 200, live: 2000 } as const;
export type AudienceReader = keyof typeof AUDIENCE_BATCH;

/** The consumers whose jobs recording an event queues at once (the audience readers wait). */
export const queuedAtRecord = (type: DomainEventType): readonly ConsumerName[] =>
  SUBSCRIPTIONS[type].filter((c) => !(AUDIENCE_READERS[type] as readonly string[] | undefined)?.includes(c));

/** The event types kept for the log only, on purpose. */
export const logOnlyEvents = (): DomainEventType[] =>
  (Object.keys(SUBSCRIPTIONS) as DomainEventType[]).filter((t) => SUBSCRIPTIONS[t] === LOG_ONLY);

/** The job type of a consumer's reaction to events. */
export const consumerJobType = (consumer: ConsumerName) => `event.${consumer}`;
