import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { requests } from './marketplace.ts';

/**
 * The sellers a request reached, computed once per event that reaches sellers (decision 068):
 * `request.created` stores its audience, each `request.widened` the sellers it newly reached.
 * The mail, webhook, push and live consumers read their batch of the event's rows instead of
 * computing the audience each. The primary key tells each seller of a request once, whatever
 * event reaches them again. Kept as long as finished jobs (RETENTION_JOBS_DAYS).
 */
export const requestAudienceSellers = pgTable(
  'request_audience_sellers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The domain event that reached the seller (its consumers' jobs read by it). */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** 'relevant' (the request's brands and regions), 'ring-1', 'ring-2' (decision 053). */
    reason: text('reason').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.sellerId] }),
    index('request_audience_sellers_computed_idx').on(t.computedAt),
  ],
);

/**
 * The sellers an answered question reaches, computed once per `request.question_answered` event
 * (issue 28; decision 073): unlike a request's audience, the same sellers hear of every answer,
 * so the key is the event, not the request. `sees_request`: the request reaches the seller now
 * (their screens and webhooks hear of it); `bidder`: the seller has a pending offer on it (the
 * mail 'Neue Antwort …', decision 054). Kept as long as finished jobs (RETENTION_JOBS_DAYS).
 */
export const eventAudienceSellers = pgTable(
  'event_audience_sellers',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    seesRequest: boolean('sees_request').notNull(),
    bidder: boolean('bidder').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.sellerId] }),
    index('event_audience_sellers_computed_idx').on(t.computedAt),
  ],
);
