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
}

/**
 * A consumer's reactions, by event type (decision 038). Each runs in the transaction that marks
 * its job done, so it happens exactly once; it reads what it needs through the producers' public
 * read and view files, as the recipient would see it.
 */
export type EventHandlers = { [T in DomainEventType]?: EventHandler<DomainEventOf<T>> };

/** A reaction to events E (a union, for one reaction to several types). */
export type EventHandler<E extends DomainEvent> = (tx: Db, event: E, env: EventEnv) => Promise<void>;

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
export function checkSubscriptions(consumers: Record<ConsumerName, EventHandlers>): string[] {
  const problems: string[] = [];
  for (const [name, handlers] of Object.entries(consumers) as [ConsumerName, EventHandlers][]) {
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

/** Runs one consumer's handler of an event, inside `tx`. */
export async function handleEvent(
  tx: Db,
  handlers: EventHandlers,
  eventId: number,
  env: Omit<EventEnv, 'eventId'>,
): Promise<void> {
  const event = await loadEvent(tx, eventId);
  if (!event) return;
  const handler = handlers[event.type] as
    ((tx: Db, event: DomainEvent, env: EventEnv) => Promise<void>) | undefined;
  await handler?.(tx, event, { ...env, eventId });
}
