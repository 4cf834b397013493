import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApprovalStatus, ApprovalWithdrawnReason } from '#shared/approvals/schema.ts';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';
import { profiles } from './auth.ts';
import { offers, orders, requests } from './marketplace.ts';

/**
 * Issue 37 (decision 070): an order of a buyer member that waits for approval ('Freigabe
 * ausstehend'). It keeps the whole checkout input, so the approver places exactly the order the
 * member filled in. Only the buyer company reads it; nothing of it reaches a seller.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The buyer company (its first owner's profile id, decision 066). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    /** The checkout form as submitted (addresses, payment term, PO reference, instructions). */
    input: jsonb('input').$type<PlaceOrderInput>().notNull(),
    /** The gross order total when it was asked for. */
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** Decision 084: why it was withdrawn without a decision (its request or offer ended). */
    withdrawnReason: text('withdrawn_reason').$type<ApprovalWithdrawnReason>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_approvals_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'withdrawn')`,
    ),
    check(
      'order_approvals_withdrawn_reason_check',
      sql`${t.withdrawnReason} in ('request_closed', 'request_cancelled', 'request_expired', 'request_ordered', 'offer_withdrawn')`,
    ),
    index('order_approvals_company_idx').on(t.companyId, t.status, t.createdAt),
    // One order per request (DESIGN.md §4): so at most one order waits per request.
    uniqueIndex('order_approvals_pending_request_idx')
      .on(t.requestId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
