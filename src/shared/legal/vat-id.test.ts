import { describe, expect, it } from 'vitest';
import {
  isVatCheckFresh,
  isVatIdConfirmedFor,
  VAT_CHECK_MAX_AGE_DAYS,
  VAT_CHECK_RETRY_MINUTES,
} from './vat-id.ts';

const now = new Date('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('a stored VIES answer', () => {
  it('is used for 30 days when VIES answered', () => {
    for (const status of ['valid', 'invalid'] as const) {
      expect(isVatCheckFresh({ status, checkedAt: ago(VAT_CHECK_MAX_AGE_DAYS * DAY - MINUTE) }, now)).toBe(
        true,
      );
      expect(isVatCheckFresh({ status, checkedAt: ago(VAT_CHECK_MAX_AGE_DAYS * DAY) }, now)).toBe(false);
    }
  });

  it('is asked again after a few minutes when VIES did not answer, not on every opening', () => {
    expect(isVatCheckFresh({ status: 'unavailable', checkedAt: ago(30_000) }, now)).toBe(true);
    expect(
      isVatCheckFresh({ status: 'unavailable', checkedAt: ago(VAT_CHECK_RETRY_MINUTES * MINUTE) }, now),
    ).toBe(false);
  });

  it('never confirms a VAT id VIES could not check, however recent the answer', () => {
    const check = { vatNumber: 'ATU12345678', status: 'unavailable' as const, checkedAt: ago(1000) };
    expect(isVatIdConfirmedFor(check, 'AT', now)).toBe(false);
    expect(isVatIdConfirmedFor({ ...check, status: 'valid' }, 'AT', now)).toBe(true);
  });

  it('has no answer without a status or a date', () => {
    expect(isVatCheckFresh({ status: null, checkedAt: null }, now)).toBe(false);
    expect(isVatCheckFresh({ status: 'valid', checkedAt: null }, now)).toBe(false);
  });
});
