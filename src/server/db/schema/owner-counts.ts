import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Issue 29 (decision 077): the own request list's totals (the buyer's 'Anfragen', the seller's
 * 'Meine Anfragen' and its summary card) as maintained figures, so a count sums a few rows however
 * many requests the owner has. Maintained like request_audience_counts (derived.ts) in the writing
 * transaction, one shard per PostgreSQL backend, folded hourly by
 * hp_compact_request_owner_counts(): requests' trigger requests_owner_count (a new, deleted,
 * re-owned or re-graded request) and orders' hp_orders_touch_request (an order placed, deleted or
 * moved). No service writes this table.
 */

/**
 * Requests per owner (requests.buyer_id: the company since teams, decision 066 — the list's
 * scope), whether an order exists for them (orders_request_unique: at most one), and urgency.
 */
export const requestOwnerCounts = pgTable(
  'request_owner_counts',
  {
    ownerId: uuid('owner_id').notNull(),
    ordered: boolean('ordered').notNull(),
    urgency: text('urgency').notNull(),
    shard: integer('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_owner_counts_pk',
      columns: [t.ownerId, t.ordered, t.urgency, t.shard],
    }),
  ],
);
