import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';

/**
 * A browser's Web Push subscription (issue 31, decision 056): one per device and account. The
 * endpoint is the push service's address for that browser; p256dh and auth are the browser's
 * keys the payload is encrypted to (RFC 8291). An endpoint belongs to the account that signed
 * in on the device last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome auf Android': from the user agent when subscribed, for the device list. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/**
 * Which pushes an account wants (src/shared/push/kinds.ts). No row: every kind of the account's
 * role, all urgencies.
 */
export const pushSettings = pgTable('push_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  kinds: text('kinds').array().notNull(),
  /** New requests only when 'dringend'. */
  urgentOnly: boolean('urgent_only').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one subscription, at most once (the unique index): queued by the push consumer
 * in its job's transaction, sent by a push.deliver job. The payload is stored as built (in the
 * recipient's language), so every retry encrypts the same text.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_deliveries_event_unique').on(t.eventId, t.subscriptionId),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    // Retention deletes finished deliveries by age (retention/repository.ts).
    index('push_deliveries_finished_idx').on(t.createdAt).where(sql`${t.status} <> 'pending'`),
    check('push_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
