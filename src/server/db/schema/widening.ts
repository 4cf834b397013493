import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requests } from './marketplace.ts';
import { sellerProfiles } from './parties.ts';

/**
 * Widening in rings (issue 30, decision 053). One row per ring a request reached: its primary key
 * is what makes a widening happen once, however many runners try (a second insert of the same
 * ring fails and its transaction — with the event — rolls back). The buyer's timeline reads it.
 */
export const requestWidenings = pgTable(
  'request_widenings',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    ring: smallint('ring').notNull(),
    /** How many sellers the ring newly reached (the buyer sees the count, never who). */
    sellerCount: integer('seller_count').notNull(),
    /** The buyer widened by hand ('An weitere Verkäufer senden'); else the schedule. */
    byBuyer: boolean('by_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.ring] }),
    // The admin liquidity figures count widened requests per week.
    index('request_widenings_created_idx').on(t.createdAt),
  ],
);

/** Sellers who opted in to requests beyond their brands when few offers arrive (default: no row). */
export const sellerWideningOptIns = pgTable('seller_widening_opt_ins', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellerProfiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
