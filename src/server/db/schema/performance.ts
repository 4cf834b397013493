import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Outcome } from '#shared/seller-performance/feedback.ts';
import { profiles } from './auth.ts';
import { offers, requests } from './marketplace.ts';

/*
 * Seller performance (issue 35, decision 058): written by the performance consumer of the event
 * spine, never aggregated while a list is read. The offer views and the seller's list join one
 * row by primary key; the dashboard reads a seller's weekly rows by primary-key range.
 */

/**
 * When a widening ring newly reached a seller (decision 053's `request.widened`): the start of
 * that seller's response time. A seller without a row was reached when the request was created.
 */
export const sellerRequestReach = pgTable(
  'seller_request_reach',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.sellerId] })],
);

/**
 * One row per offer: its response time, and once its request is decided (ordered, closed,
 * cancelled, expired) its outcome, rank and gap — the feedback the bidder sees, stored once.
 */
export const offerPerformance = pgTable(
  'offer_performance',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    requestId: uuid('request_id').notNull(),
    /** The Monday (German time) of the offer's creation: the week it counts in. */
    week: date('week', { mode: 'string' }).notNull(),
    responseSeconds: integer('response_seconds').notNull(),
    /** A withdrawn offer (decision 054) counts nowhere. */
    withdrawn: smallint('withdrawn').notNull().default(0),
    outcome: text('outcome').$type<Outcome>(),
    rank: smallint('rank'),
    bidders: smallint('bidders'),
    /** (own total − reference total) / reference total in basis points, signed. */
    gapBp: integer('gap_bp'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('offer_performance_seller_week_idx').on(t.sellerId, t.week),
    // The exact median of all a seller's response times: an offset into this index.
    index('offer_performance_seller_response_idx')
      .on(t.sellerId, t.responseSeconds)
      .where(sql`${t.withdrawn} = 0`),
    index('offer_performance_request_idx').on(t.requestId),
  ],
);

const figures = {
  offers: integer('offers').notNull().default(0),
  wins: integer('wins').notNull().default(0),
  /** Offers whose request was decided (won, lost, or ended without an order). */
  decided: integer('decided').notNull().default(0),
  /** Sum and count of the gaps of lost offers to the chosen total (basis points). */
  gapSumBp: bigint('gap_sum_bp', { mode: 'number' }).notNull().default(0),
  gapCount: integer('gap_count').notNull().default(0),
  medianResponseSeconds: integer('median_response_seconds'),
  orders: integer('orders').notNull().default(0),
  confirmedMeasured: integer('confirmed_measured').notNull().default(0),
  confirmedOnTime: integer('confirmed_on_time').notNull().default(0),
  shippedMeasured: integer('shipped_measured').notNull().default(0),
  shippedOnTime: integer('shipped_on_time').notNull().default(0),
  cancelledBySeller: integer('cancelled_by_seller').notNull().default(0),
};

/** A seller's figures per week (offers by their week, orders by the order's week). */
export const sellerPerformanceWeeks = pgTable(
  'seller_performance_weeks',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    ...figures,
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.week] })],
);

/** A seller's figures over all time: the sum of its weeks and the exact median. */
export const sellerPerformance = pgTable('seller_performance', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  ...figures,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
