import { describe, expect, it } from 'vitest';
import { autoOfferSettingsInputSchema, autoOfferTerms, AUTO_OFFER_MAX_VALUE_INVALID } from './auto-offer.ts';

const limits = { maxQuantity: 5, maxOrderValueCents: 100_000, validityDays: 30 };
const base = {
  limits,
  requestQuantity: 2,
  stockQuantity: 3,
  pricePerPieceCents: 12_345,
  today: '2026-11-27',
  requestEndDay: '2027-01-26',
};

describe('autoOfferTerms (decision 062)', () => {
  it('offers the whole quantity at the listed price, valid for the seller’s days', () => {
    expect(autoOfferTerms(base)).toEqual({ ok: true, totalCents: 24_690, validUntil: '2026-12-27' });
  });
  it('caps the validity at the request’s end', () => {
    expect(autoOfferTerms({ ...base, requestEndDay: '2026-12-01' })).toMatchObject({
      validUntil: '2026-12-01',
    });
    expect(autoOfferTerms({ ...base, requestEndDay: null })).toMatchObject({ validUntil: '2026-12-27' });
  });
  it('refuses a quantity over the maximum, too few pieces and a value over the maximum', () => {
    expect(autoOfferTerms({ ...base, requestQuantity: 6, stockQuantity: 10 })).toEqual({
      ok: false,
      reason: 'quantity_over_limit',
    });
    expect(autoOfferTerms({ ...base, requestQuantity: 4 })).toEqual({ ok: false, reason: 'stock_too_low' });
    expect(autoOfferTerms({ ...base, pricePerPieceCents: 50_001 })).toEqual({
      ok: false,
      reason: 'value_over_limit',
    });
    // Exactly at the limits is within them.
    expect(autoOfferTerms({ ...base, requestQuantity: 3, pricePerPieceCents: 33_333 }).ok).toBe(true);
    expect(autoOfferTerms({ ...base, requestQuantity: 2, pricePerPieceCents: 50_000 }).ok).toBe(true);
  });
});

describe('autoOfferSettingsInputSchema', () => {
  it('reads the form’s German notation and JSON alike', () => {
    expect(
      autoOfferSettingsInputSchema.parse({
        enabled: true,
        maxQuantity: '5',
        maxOrderValue: '2.500,50',
        validityDays: '14',
      }),
    ).toEqual({ enabled: true, maxQuantity: 5, maxOrderValue: 2500.5, validityDays: 14 });
    expect(
      autoOfferSettingsInputSchema.parse({
        enabled: false,
        maxQuantity: 1,
        maxOrderValue: 10,
        validityDays: 365,
      }),
    ).toMatchObject({ enabled: false });
  });
  it('refuses bad values with German messages and unknown keys', () => {
    const r = autoOfferSettingsInputSchema.safeParse({
      enabled: true,
      maxQuantity: 1,
      maxOrderValue: '0',
      validityDays: 1,
    });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(AUTO_OFFER_MAX_VALUE_INVALID);
    for (const bad of [
      { enabled: true, maxQuantity: 0, maxOrderValue: 1, validityDays: 1 },
      { enabled: true, maxQuantity: 1.5, maxOrderValue: 1, validityDays: 1 },
      { enabled: true, maxQuantity: 1, maxOrderValue: 1, validityDays: 366 },
      { enabled: 'ja', maxQuantity: 1, maxOrderValue: 1, validityDays: 1 },
      { enabled: true, maxQuantity: 1, maxOrderValue: 1, validityDays: 1, price: 5 },
    ]) {
      expect(autoOfferSettingsInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});
