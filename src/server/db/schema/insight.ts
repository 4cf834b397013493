import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Decision 069 (issues 35 and 31, leftovers): the progress of one-time fills from history, and the
 * admin dashboard's weekly figures maintained by the `charts` consumer of the event spine.
 */

/**
 * A fill from history that runs in batches beside traffic (seller performance of offers made
 * before its consumer existed; the admin chart weeks): where it got to, and when it finished.
 * Deleting a row runs that fill again (every step of it is idempotent).
 */
export const backfillProgress = pgTable('backfill_progress', {
  name: text('name').primaryKey(),
  /** The last key done (an offer id), null before the first batch. */
  cursor: text('cursor'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The admin 'Kennzahlen' figures of one calendar week (Monday, German time), recounted from the
 * raw rows by the same statements as the on-demand read whenever an event touches the week.
 */
export const adminChartWeeks = pgTable('admin_chart_weeks', {
  week: date('week', { mode: 'string' }).primaryKey(),
  /** Requests, offers and orders made in the week (whatever became of them). */
  requests: integer('requests').notNull().default(0),
  offers: integer('offers').notNull().default(0),
  orders: integer('orders').notNull().default(0),
  /** Of the week's requests: with at least two offers, without one, widened, their declines. */
  withTwoOffers: integer('with_two_offers').notNull().default(0),
  withoutOffer: integer('without_offer').notNull().default(0),
  medianFirstOfferMinutes: integer('median_first_offer_minutes'),
  widened: integer('widened').notNull().default(0),
  declines: integer('declines').notNull().default(0),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});
