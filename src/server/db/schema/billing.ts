import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingPlan } from '#shared/billing/terms.ts';
import type { InvoiceKind, InvoiceParties, InvoiceStatus } from '#shared/billing/invoices.ts';
import { sellerProfiles } from './parties.ts';

/*
 * Issue 32, decision 051: the sellers' fee. A subscription per approved seller (its plan, the
 * contract's start and, once notice is given, its end); an invoice per period, numbered without
 * gaps per kind and year from a counter row locked in the invoice's own transaction.
 */

export const sellerSubscriptions = pgTable(
  'seller_subscriptions',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellerProfiles.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<BillingPlan>().notNull().default('monthly'),
    /** The day the trial ends: the first period starts on it. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The start of the next period to bill: the job's indexed range scan (decision 009). */
    nextInvoiceOn: date('next_invoice_on', { mode: 'string' }).notNull(),
    noticeGivenAt: timestamp('notice_given_at', { withTimezone: true }),
    /** The first day without a contract (the terms' end for the notice); null while it runs. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** When the job ended the account (active_status inactive) on endsOn. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_subscriptions_plan_check', sql`${t.plan} in ('monthly', 'yearly')`),
    index('seller_subscriptions_next_idx').on(t.nextInvoiceOn),
    index('seller_subscriptions_ends_idx')
      .on(t.endsOn)
      .where(sql`${t.endsOn} is not null and ${t.endedAt} is null`),
  ],
);

/** The last number handed out per kind and year; the row is locked by the transaction that uses it. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * An invoice or credit note as issued: amounts, VAT decision and both parties' details are
 * stored when it is issued (§ 14 UStG: an issued invoice does not change), so its PDF and XML are
 * the same whenever they are made. No foreign key to the seller: invoices are kept for their
 * retention period (§ 147 AO) whatever becomes of the account.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    sellerId: uuid('seller_id').notNull(),
    plan: text('plan').$type<BillingPlan>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    graceEndsOn: date('grace_ends_on', { mode: 'string' }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    vatNote: text('vat_note'),
    status: text('status').$type<InvoiceStatus>().notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** A credit note: the invoice it corrects. */
    correctsId: uuid('corrects_id'),
    parties: jsonb('parties').$type<InvoiceParties>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_kind_year_seq_unique').on(t.kind, t.year, t.seq),
    // Exactly one invoice per seller and period, however often and wherever the job runs.
    uniqueIndex('invoices_seller_period_unique')
      .on(t.sellerId, t.periodStart)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_seller_idx').on(t.sellerId, t.issuedOn),
    index('invoices_status_idx').on(t.status, t.issuedOn),
    index('invoices_open_idx')
      .on(t.remindOn)
      .where(sql`${t.status} = 'open'`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status_check', sql`${t.status} in ('open', 'paid', 'credited')`),
  ],
);
