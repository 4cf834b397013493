import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AutoOfferSkipReason } from '#shared/stock/auto-offer.ts';
import { profiles } from './auth.ts';
import { offers, requests } from './marketplace.ts';

/*
 * Issue 31, decision 062: offers submitted automatically from a seller's stock, within limits
 * the seller sets. Written only by the stock module (its settings routes and its consumer of
 * stock.matched); the seller's own views read auto_offers by the offer's id.
 */

/**
 * A seller's limits for automatic offers; no row (or `enabled` false) means off, the default.
 * The price is the stock line's, the payment term the seller's default, the validity capped at
 * the request's end.
 */
export const autoOfferSettings = pgTable(
  'auto_offer_settings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** The most pieces one automatic offer may be for (the request's quantity). */
    maxQuantity: integer('max_quantity').notNull(),
    /** The most one automatic offer may be worth, net (price per piece × quantity), in euros. */
    maxOrderValue: numeric('max_order_value', { precision: 12, scale: 2 }).notNull(),
    /** Days the offer is valid, capped at the request's end. */
    validityDays: integer('validity_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('auto_offer_settings_quantity_check', sql`${t.maxQuantity} >= 1`),
    check('auto_offer_settings_value_check', sql`${t.maxOrderValue} > 0`),
    check('auto_offer_settings_validity_check', sql`${t.validityDays} between 1 and 365`),
  ],
);

/**
 * Each automatic offer, one per (request, seller) for good: the primary key is the 'exactly
 * once' of the consumer (a re-run, a second runner, a second match of the same pair), and a
 * withdrawn automatic offer is never submitted again by the machine. The row marks the offer
 * as automatic in the seller's own views ('automatisch abgegeben'); the buyer's views never
 * read it.
 */
export const autoOffers = pgTable(
  'auto_offers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.sellerId] }),
    // The seller's views ask by the offer's id.
    uniqueIndex('auto_offers_offer_unique').on(t.offerId),
  ],
);

/**
 * Decision 069: why no automatic offer was submitted for a stock match ('Auf Lager') of this
 * seller — switched off, a limit, too few pieces, the request's end, the seller's gate, a door
 * refusal, or a match found by an upload (those never submit, 062). Written by the stock
 * consumer when it decides the pair (and by the upload's re-match), taken away when an automatic
 * offer is made; read by the seller's list by primary key, never by the buyer's views.
 */
export const autoOfferSkips = pgTable(
  'auto_offer_skips',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<AutoOfferSkipReason>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.sellerId] })],
);
