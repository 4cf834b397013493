import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './marketplace.ts';
import { profiles } from './auth.ts';

/**
 * A user's data export (issue 32, Art. 15/20 GDPR; decision 052): built by a job into a ZIP in
 * the blob store, downloadable by the owner's session until expires_at, then removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<'building' | 'ready' | 'failed'>().notNull().default('building'),
    /** The blob key of the ZIP; null while building and after it was removed. */
    storageKey: text('storage_key'),
    /** The admin who asked for it on the user's behalf; null: the user. */
    requestedBy: uuid('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A requested erasure (Art. 17): pending until due_at (the grace period, cancel = delete the
 * row), then the erasure job anonymises the account and sets erased_at. The row stays as the
 * record that and when the account was erased; it holds no personal data.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    requestedBy: uuid('requested_by'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('erasure_requests_due_idx')
      .on(t.dueAt)
      .where(sql`erased_at is null`),
  ],
);

/**
 * The party data of an erased account as its orders' documents need it (decision 052): written
 * by the erasure for each of the account's orders, read by the documents module instead of the
 * anonymised profile, so that a document issued again after the erasure says what the first one
 * said (§ 147 AO, § 257 HGB). Removed with the order.
 */
export const erasedOrderParties = pgTable(
  'erased_order_parties',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    party: text('party').$type<'buyer' | 'seller'>().notNull(),
    /** The profile row (buyer_profiles or seller_profiles) and the e-mail as they were. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.party] })],
);
