import { z } from 'zod';
import { vatIdCountry } from './vat-rule.ts';

/*
 * Issue 32: a VAT id counts as confirmed for an order only if VIES confirmed it, recently, and
 * it belongs to the country the goods go to. Anything else (never checked, invalid, VIES not
 * answering, an old answer) is the safe side: not confirmed, so the seller's VAT is charged.
 */

export const VAT_CHECK_STATUSES = ['valid', 'invalid', 'unavailable'] as const;
export type VatCheckStatus = (typeof VAT_CHECK_STATUSES)[number];

/** The stored VIES answer as the profile forms show it beside the VAT id (issue 32). */
export const vatCheckViewSchema = z.object({ status: z.enum(VAT_CHECK_STATUSES), checkedAt: z.string() });
export type VatCheckView = z.infer<typeof vatCheckViewSchema>;

export function toVatCheckView(status: VatCheckStatus | null, checkedAt: Date | null): VatCheckView | null {
  return status && checkedAt ? { status, checkedAt: checkedAt.toISOString() } : null;
}

/** A VIES answer is used for this long; older ones are asked again (checkout, profile). */
export const VAT_CHECK_MAX_AGE_DAYS = 30;
/**
 * VIES not answering is asked again after this long, not on every opening of the order page:
 * while VIES (or a member state behind it) is down, each opening would wait for its timeout and
 * rewrite the profile. The safe side holds meanwhile (not confirmed, the seller's VAT).
 */
export const VAT_CHECK_RETRY_MINUTES = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VatCheck {
  vatNumber: string | null;
  status: VatCheckStatus | null;
  checkedAt: Date | string | null;
}

/** Whether a stored VIES answer is recent enough to use (and not to ask again). */
export function isVatCheckFresh(
  check: Pick<VatCheck, 'status' | 'checkedAt'>,
  now: Date = new Date(),
): boolean {
  if (!check.status || !check.checkedAt) return false;
  const age = now.getTime() - new Date(check.checkedAt).getTime();
  if (check.status === 'unavailable') return age < VAT_CHECK_RETRY_MINUTES * 60_000;
  return age < VAT_CHECK_MAX_AGE_DAYS * DAY_MS;
}

/** Whether the VAT id is confirmed for a supply into `countryCode`. */
export function isVatIdConfirmedFor(
  check: VatCheck,
  countryCode: string | undefined,
  now: Date = new Date(),
): boolean {
  return (
    check.status === 'valid' &&
    isVatCheckFresh(check, now) &&
    countryCode !== undefined &&
    vatIdCountry(check.vatNumber) === countryCode
  );
}
