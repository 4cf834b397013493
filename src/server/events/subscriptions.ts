import type { DomainEventType } from '#shared/events/schema.ts';

/**
 * Who reacts to which event (decision 038): data, so that recording an event queues one job per
 * consumer in the writer's transaction without the writer importing any consumer. Each consumer
 * declares its handlers in its own module (notifications/on-events.ts, webhooks/on-events.ts,
 * live/on-events.ts); src/server/consumers.ts wires them in, and the start refuses handlers that
 * differ from this table (consumers.ts, subscriptions.test.ts).
 */
export const CONSUMERS = ['live', 'webhooks', 'notifications', 'stock'] as const;
export type ConsumerName = (typeof CONSUMERS)[number];

/** An event nobody reacts to today: kept in the log only (an operator reads what happened). */
const LOG_ONLY: readonly ConsumerName[] = [];

export const SUBSCRIPTIONS: Record<DomainEventType, readonly ConsumerName[]> = {
  // Issue 31: the stock consumer stores 'Auf Lager' matches (decision 055).
  'request.created': ['live', 'webhooks', 'notifications', 'stock'],
  // The seller's screen marks the request 'Auf Lager'; no mail, no webhook (yet).
  'stock.matched': ['live'],
  'request.closed': ['live', 'webhooks', 'notifications'],
  'request.cancelled': ['live', 'webhooks', 'notifications'],
  'request.expired': ['live', 'webhooks', 'notifications'],
  'offer.created': ['live', 'notifications'],
  // The buyer's open screen shows the number of declines (issue 30); no mail, no webhook.
  'request.declined': ['live'],
  'request.decline_undone': ['live'],
  'order.placed': ['live', 'webhooks', 'notifications'],
  'order.confirmed': ['live', 'webhooks', 'notifications'],
  'order.shipped': ['live', 'webhooks', 'notifications'],
  'order.delivered': ['live', 'webhooks', 'notifications'],
  // The seller's and the operator's mail; the order's screens and webhooks follow order.delivered.
  'order.complained': ['notifications'],
  'order.cancelled': ['live', 'webhooks', 'notifications'],
  'seller.approved': ['notifications'],
  'seller.rejected': ['notifications'],
  'seller.unpaid': ['notifications'],
  // The write itself ends the seller's sessions (the login gate holds at once).
  'seller.blocked': LOG_ONLY,
  // The seller's rating stats are counted by the write itself (decision 022).
  'rating.given': LOG_ONLY,
};

/** The event types kept for the log only, on purpose. */
export const logOnlyEvents = (): DomainEventType[] =>
  (Object.keys(SUBSCRIPTIONS) as DomainEventType[]).filter((t) => SUBSCRIPTIONS[t] === LOG_ONLY);

/** The job type of a consumer's reaction to events. */
export const consumerJobType = (consumer: ConsumerName) => `event.${consumer}`;
