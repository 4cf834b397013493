import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryUnit } from '#shared/offers/delivery.ts';
import { profiles } from './auth.ts';
import { requests } from './marketplace.ts';

/*
 * Issue 31, decision 055: a seller's stock list and the stored matches of it against open
 * requests. Written only by the stock module; the seller's request list reads stock_matches by
 * its primary key per row of a page (a stored fact, decision 009).
 */

/**
 * One stock line: the part number as the seller typed it, its key (partKey(), the rule of
 * decision 046), the manufacturer and its key (letters and digits, lower-case: 'Bosch-Rexroth'
 * and 'bosch rexroth' are one), quantity, net price per piece and the delivery time as the
 * offer's value (decision 043). One line per seller, part key and manufacturer key.
 */
export const stockLines = pgTable(
  'stock_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    partKey: text('part_key').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    manufacturerKey: text('manufacturer_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Net, per piece, in euros. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    deliveryUnit: text('delivery_unit').$type<DeliveryUnit>().notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The upsert's target, and the seller's list in part-key order (an index scan, no sort).
    uniqueIndex('stock_lines_seller_key_unique').on(t.sellerId, t.partKey, t.manufacturerKey),
    // The seller's search by the key's beginning (LIKE 'KEY%' is a range scan in any collation).
    index('stock_lines_seller_prefix_idx').on(t.sellerId, t.partKey.op('text_pattern_ops')),
    // A new request's match: the lines of every seller with its key (an index range scan).
    index('stock_lines_part_key_idx').on(t.partKey),
    check('stock_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_lines_price_check', sql`${t.price} > 0`),
    check('stock_lines_part_key_check', sql`${t.partKey} <> ''`),
    check(
      'stock_lines_delivery_check',
      sql`(${t.deliveryUnit} = 'stock' and ${t.deliveryDays} = 0) or (${t.deliveryUnit} = 'days' and ${t.deliveryDays} between 1 and 365) or (${t.deliveryUnit} = 'weeks' and ${t.deliveryDays} between 7 and 364 and ${t.deliveryDays} % 7 = 0)`,
    ),
  ],
);

/**
 * 'Auf Lager': a seller's stock line matched an open request the seller may see, decided when
 * the request or the stock was written. A snapshot of the line (the offer form is prefilled from
 * it); it goes with its line (cascade) and is rewritten when the line changes.
 */
export const stockMatches = pgTable(
  'stock_matches',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    stockLineId: uuid('stock_line_id')
      .notNull()
      .references(() => stockLines.id, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    manufacturer: text('manufacturer').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    deliveryUnit: text('delivery_unit').$type<DeliveryUnit>().notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The seller's list probes (request, seller) per row; the match is one per pair.
    primaryKey({ columns: [t.requestId, t.sellerId] }),
    // A seller's matches ('Auf Lager' filter, re-matching after an upload).
    index('stock_matches_seller_idx').on(t.sellerId, t.matchedAt),
    index('stock_matches_line_idx').on(t.stockLineId),
  ],
);
