import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { domainEvents } from '#server/db/schema/messaging.ts';
import {
  domainEventSchema,
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
} from '#shared/events/schema.ts';
import { SUBSCRIPTIONS, type ConsumerName } from './subscriptions.ts';

/** What a consumer's handler gets besides the event: the public address for links in mails. */
export interface EventEnv {
  siteUrl: string;
  /** The operator's address (OPERATOR_EMAIL), for mails to the operator (issue 34: complaints). */
  operatorEmail: string;
  /** The event's id in the log: what a consumer's own rows are unique by (push deliveries). */
  eventId: number;
  /**
   * Decision 068: an audience reader's job handles this slice of the event's stored audience
   * (seller-id order); undefined: all of it (a job queued without a batch).
   */
  batch?: { index: number; offset: number; limit: number };
}

/**
 * A consumer's reactions, by event type (decision 038). Each runs in the transaction that marks
 * its job done, so it happens exactly once; it reads what it needs through the producers' public
 * read and view files, as the recipient would see it.
 */
export type EventHandlers = { [T in DomainEventType]?: EventHandler<DomainEventOf<T>> };

/** A reaction to events E (a union, for one reaction to several types). */
export type EventHandler<E extends DomainEvent> = (tx: Db, event: E, env: EventEnv) => Promise<void>;

/** The events whose audience the 'audience' consumer computes and stores (decisions 068, 073). */
export type AudienceEventType = 'request.created' | 'request.widened' | 'request.question_answered';

/**
 * The audience consumer's reactions: each stores the sellers the event reaches and returns how
 * many it newly reached, so the spine queues the readers' batches (events/record.ts).
 */
export type AudienceStage = {
  [T in AudienceEventType]: (tx: Db, event: DomainEventOf<T>, env: EventEnv) => Promise<number>;
};

/** What a consumer registers: its reactions (the audience consumer: its stage). */
export type ConsumerHandlers = EventHandlers | AudienceStage;

/** An order's lifecycle steps after its placement. */
export type OrderStep = DomainEventOf<
  'order.confirmed' | 'order.shipped' | 'order.delivered' | 'order.cancelled'
>;

/** The event a consumer job names; undefined once retention deleted it. */
export async function loadEvent(db: Db, eventId: number): Promise<DomainEvent | undefined> {
  const [row] = await db
    .select({ type: domainEvents.type, payload: domainEvents.payload })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId))
    .limit(1);
  return row && domainEventSchema.parse({ ...row.payload, type: row.type });
}

/** The handled event types of a consumer must be exactly those SUBSCRIPTIONS gives it. */
export function checkSubscriptions(consumers: Record<ConsumerName, ConsumerHandlers>): string[] {
  const problems: string[] = [];
  for (const [name, handlers] of Object.entries(consumers) as [ConsumerName, ConsumerHandlers][]) {
    const declared = new Set(Object.keys(handlers));
    for (const [type, subscribers] of Object.entries(SUBSCRIPTIONS)) {
      const subscribed = subscribers.includes(name);
      if (subscribed && !declared.has(type))
        problems.push(`${name} subscribes to ${type} but has no handler`);
      if (!subscribed && declared.has(type))
        problems.push(`${name} handles ${type} but does not subscribe to it`);
    }
  }
  return problems;
}

/**
 * Runs one consumer's handler of an event, inside `tx`. Returns the event's type and what the
 * handler returned (the audience consumer: how many sellers it stored), or undefined if the
 * event is gone or not handled.
 */
export async function handleEvent(
  tx: Db,
  handlers: ConsumerHandlers,
  eventId: number,
  env: Omit<EventEnv, 'eventId'>,
): Promise<{ type: DomainEventType; result: unknown } | undefined> {
  const event = await loadEvent(tx, eventId);
  if (!event) return undefined;
  const handler = (handlers as Record<string, unknown>)[event.type] as
    ((tx: Db, event: DomainEvent, env: EventEnv) => Promise<unknown>) | undefined;
  if (!handler) return undefined;
  return { type: event.type, result: await handler(tx, event, { ...env, eventId }) };
}
