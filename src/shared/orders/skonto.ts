import { z } from 'zod';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { fromCents, toCents } from '#shared/money/cents.ts';

/*
 * Decision 072: Skonto (early-payment discount) as values. A payment term may carry a rate
 * (`skontoPercent`, e.g. 2) and a period (`skontoDays`, e.g. 14) beside its net days; the term's
 * text stays as the admin wrote it. One rule computes what the order and its document show: the
 * discount on the order's gross total, the amount then payable and the last day for it (the
 * order day in Germany plus the period, as the net due date is computed).
 */

export const SKONTO_BOTH = 'Bitte geben Sie Skonto-Satz und Skonto-Frist zusammen an';
export const SKONTO_PERCENT_RANGE = 'Der Skonto-Satz muss zwischen 0,1 und 10 % liegen';
export const SKONTO_DAYS_RANGE = 'Die Skonto-Frist muss mindestens 1 Tag betragen';
export const SKONTO_DAYS_AFTER_NET = 'Die Skonto-Frist darf nicht länger als das Zahlungsziel sein';

export const MAX_SKONTO_PERCENT = 10;

/** An empty field is no value; '2,5' is read as 2.5 (German decimal comma). */
function optionalNumber(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  const s = String(v).trim().replace(',', '.');
  return s === '' ? null : Number(s);
}

export const skontoFields = {
  skontoPercent: z.preprocess(
    optionalNumber,
    z
      .number(SKONTO_PERCENT_RANGE)
      .min(0.1, SKONTO_PERCENT_RANGE)
      .max(MAX_SKONTO_PERCENT, SKONTO_PERCENT_RANGE)
      .nullable(),
  ),
  skontoDays: z.preprocess(
    optionalNumber,
    z.number(SKONTO_DAYS_RANGE).int(SKONTO_DAYS_RANGE).min(1, SKONTO_DAYS_RANGE).nullable(),
  ),
};

/** Both or neither, and the discount period within the net term (a term of 0 days has none). */
export function checkSkonto(
  v: { skontoPercent: number | null; skontoDays: number | null; days: number },
  ctx: z.RefinementCtx,
): void {
  if ((v.skontoPercent === null) !== (v.skontoDays === null)) {
    const path = v.skontoPercent === null ? 'skontoPercent' : 'skontoDays';
    ctx.addIssue({ code: 'custom', message: SKONTO_BOTH, path: [path] });
  } else if (v.skontoDays !== null && v.skontoDays > v.days) {
    ctx.addIssue({ code: 'custom', message: SKONTO_DAYS_AFTER_NET, path: ['skontoDays'] });
  }
}

export const skontoViewSchema = z.object({
  percent: z.number(),
  days: z.number().int(),
  /** The discount on the gross total, e.g. '24.00'. */
  discount: z.string(),
  /** What the buyer pays when paying within the period, e.g. '1176.00'. */
  payable: z.string(),
  /** The last calendar day (Germany) to pay with the discount, YYYY-MM-DD. */
  until: z.string(),
});
export type SkontoView = z.infer<typeof skontoViewSchema>;

export interface SkontoTerm {
  skontoPercent: number | string | null;
  skontoDays: number | null;
}

/** The term's Skonto on this total, or null when the term has none. Rounded to the cent. */
export function skontoOf(
  total: string | number,
  term: SkontoTerm | null,
  orderedAt: Date,
): SkontoView | null {
  if (!term || term.skontoPercent === null || term.skontoDays === null) return null;
  const percent = Number(term.skontoPercent);
  if (!Number.isFinite(percent) || percent <= 0) return null;
  const cents = toCents(total);
  // Basis points keep the rate exact (2,5 % → 250); half a cent rounds up, as on a till.
  const discount = Math.round((cents * Math.round(percent * 100)) / 10_000);
  return {
    percent,
    days: term.skontoDays,
    discount: fromCents(discount),
    payable: fromCents(cents - discount),
    until: germanDatePlusDays(term.skontoDays, orderedAt),
  };
}
