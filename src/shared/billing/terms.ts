import {
  SELLER_CONTRACT_MONTHS,
  SELLER_FEE_NET_EUR,
  SELLER_NOTICE_MONTHS,
  SELLER_TRIAL_DAYS,
} from '#shared/constants.ts';
import { germanDay } from '#shared/format/german.ts';
import { toCents } from '#shared/money/cents.ts';

/*
 * Issue 32: the seller's subscription as the terms give it (spec 2: 49,95 € netto zzgl. MwSt. pro
 * Monat, 14 Tage kostenlos testen, 12 Monate Laufzeit, 3 Monate Kündigungsfrist). Pure: every
 * date is a calendar day in Germany ('YYYY-MM-DD'), decided here once and stored with the invoice
 * (decision 009); the table test is terms.test.ts, the decision 051.
 *
 * - The trial runs SELLER_TRIAL_DAYS from the approval; the contract starts the day it ends.
 * - Invoices are issued in advance on the first day of each period (a month, or a year on the
 *   yearly plan); a period ends the day before the next one starts. A start on the 31st bills on
 *   the last day of shorter months (the day of the start, clamped), never drifting.
 * - Payment is due PAYMENT_DUE_DAYS after the invoice; a reminder goes out REMINDER_DAYS_AFTER_DUE
 *   after the due date; GRACE_DAYS_AFTER_DUE after the due date an unpaid invoice makes the
 *   seller unpaid (the login gate of spec 1 §4).
 * - The contract runs SELLER_CONTRACT_MONTHS and renews by as much unless notice reaches us
 *   SELLER_NOTICE_MONTHS before the running term ends; notice during the trial ends it with the
 *   trial (nothing is billed).
 */

export const BILLING_PLANS = ['monthly', 'yearly'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export const PAYMENT_DUE_DAYS = 14;
export const REMINDER_DAYS_AFTER_DUE = 3;
export const GRACE_DAYS_AFTER_DUE = 14;

/** The net fee of one period in cents: a month's fee, or twelve on the yearly plan. */
export function periodNetCents(plan: BillingPlan): number {
  const month = toCents(SELLER_FEE_NET_EUR);
  return plan === 'yearly' ? month * 12 : month;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new Error(`kein Kalendertag: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar day plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** A calendar day plus `months`, its day of the month clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}

/** The day the trial ends: the contract and its first period start on it. */
export function contractStart(trialEndsAt: Date | string): string {
  return germanDay(trialEndsAt);
}

/**
 * The first period's start when billing first sees an approved seller (`seenAt`): the day the
 * trial ends, but never before that first sight — a seller approved before billing existed (no
 * trial end stored) or whose trial ended while billing was not yet running starts on that day,
 * never with invoices for periods nobody billed at the time.
 */
export function subscriptionStart(trialEndsAt: Date | null, seenAt: Date): string {
  const seen = germanDay(seenAt);
  const trial = trialEndsAt ? contractStart(trialEndsAt) : seen;
  return trial > seen ? trial : seen;
}

/** When the trial of a seller approved at `approvedAt` ends (an instant, as the seller row stores it). */
export function trialEnd(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + SELLER_TRIAL_DAYS * 86_400_000);
}

export interface BillingPeriod {
  /** 0 for the first period after the trial. */
  index: number;
  start: string;
  /** The period's last day (inclusive). */
  end: string;
}

const monthsOf = (plan: BillingPlan) => (plan === 'yearly' ? 12 : 1);

/** The `index`-th period of a contract that started on `start`. */
export function billingPeriod(start: string, plan: BillingPlan, index: number): BillingPeriod {
  const n = monthsOf(plan);
  return {
    index,
    start: addMonths(start, index * n),
    end: addDays(addMonths(start, (index + 1) * n), -1),
  };
}

/**
 * The periods billed up to and including `today`: each starts on or before today and before the
 * contract's end (`endsOn`, the first day without a contract; null while it runs).
 */
export function periodsDue(
  start: string,
  plan: BillingPlan,
  today: string,
  endsOn: string | null,
): BillingPeriod[] {
  const due: BillingPeriod[] = [];
  for (let i = 0; ; i++) {
    const p = billingPeriod(start, plan, i);
    if (p.start > today || (endsOn !== null && p.start >= endsOn)) return due;
    due.push(p);
  }
}

export interface InvoiceDates {
  issuedOn: string;
  dueOn: string;
  remindOn: string;
  /** From this day on an unpaid invoice makes the seller unpaid. */
  graceEndsOn: string;
}

/** The dates of an invoice issued on `issuedOn`. */
export function invoiceDates(issuedOn: string): InvoiceDates {
  const dueOn = addDays(issuedOn, PAYMENT_DUE_DAYS);
  return {
    issuedOn,
    dueOn,
    remindOn: addDays(dueOn, REMINDER_DAYS_AFTER_DUE),
    graceEndsOn: addDays(dueOn, GRACE_DAYS_AFTER_DUE),
  };
}

/**
 * Notice given on `givenOn` for a contract that starts on `start`: the first day without a
 * contract. During the trial (before `start`): the contract's start (nothing billed). Otherwise
 * the end of the first term (start + k × SELLER_CONTRACT_MONTHS) that is at least
 * SELLER_NOTICE_MONTHS after the notice.
 */
export function noticeEndsOn(start: string, givenOn: string): string {
  if (givenOn < start) return start;
  for (let k = 1; ; k++) {
    const end = addMonths(start, k * SELLER_CONTRACT_MONTHS);
    if (addMonths(givenOn, SELLER_NOTICE_MONTHS) <= end) return end;
  }
}

/** The last day the contract still runs (what the seller reads: 'Vertrag endet am …'). */
export const lastContractDay = (endsOn: string) => addDays(endsOn, -1);
