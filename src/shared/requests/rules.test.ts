import { describe, expect, it } from 'vitest';
import { BRAND_MATCH_CASES } from './brand-match-cases.ts';
import {
  brandMatches,
  isRelevantForSeller,
  periodStart,
  urgencyWeight,
  type RelevanceFacts,
} from './rules.ts';

describe('brand relevance (spec 1 §5)', () => {
  it.each(BRAND_MATCH_CASES)('%s vs %j → %s (%s)', (manufacturer, brands, expected) => {
    expect(brandMatches(manufacturer, brands)).toBe(expected);
  });
});

describe('request relevance for a seller', () => {
  const base: RelevanceFacts = {
    manufacturer: 'HYDAC',
    requestStatus: 'active',
    buyerId: 'buyer-1',
    buyerActive: true,
    orderSellerId: null,
    expiresAt: null,
  };
  const seller = { id: 'seller-1', brands: ['Hydac'] };
  it.each([
    [{}, true, 'matching active request'],
    [{ buyerActive: false }, false, 'inactive buyer hidden'],
    [{ buyerId: 'seller-1' }, false, 'own request excluded'],
    [{ orderSellerId: 'seller-2' }, false, "request ordered on another seller's offer excluded"],
    [{ orderSellerId: 'seller-1' }, true, "ordered on this seller's offer: still shown as 'Bestellt'"],
    [{ requestStatus: 'closed' }, false, 'closed request excluded'],
    [{ expiresAt: new Date('2000-01-01') }, false, 'expired request excluded'],
    [{ manufacturer: 'Parker' }, false, 'other brand'],
    [{ manufacturer: 'Parker', widenedBrands: ['Hydac'] }, true, "ring 1 reached the seller's brand"],
    [{ manufacturer: 'Parker', widenedBrands: ['Danfoss'] }, false, 'ring 1 reached another brand'],
    [{ manufacturer: 'Parker', widenedToOptIns: true }, false, 'ring 2: this seller did not opt in'],
  ])('%o → %s (%s)', (change, expected, _why) => {
    expect(isRelevantForSeller({ ...base, ...change }, seller)).toBe(expected);
  });
});

describe('widening in rings (decision 053)', () => {
  it('ring 2 reaches a seller who opted in, within their regions', () => {
    const parker = {
      ...{ manufacturer: 'Parker', requestStatus: 'active', buyerId: 'b', buyerActive: true },
      orderSellerId: null,
      expiresAt: null,
      widenedToOptIns: true,
      regionKeys: ['DE'],
    };
    expect(isRelevantForSeller(parker, { id: 's', brands: ['Hydac'], widenedOptIn: true })).toBe(true);
    expect(
      isRelevantForSeller(parker, { id: 's', brands: ['Hydac'], widenedOptIn: true, regions: ['FR'] }),
    ).toBe(false);
  });
});

describe('urgency weights (spec 1 §9)', () => {
  it('orders the same way on both sides, with different numbers', () => {
    expect([urgencyWeight('dringend', 'buyer'), urgencyWeight('niedrig', 'buyer')]).toEqual([3, 0]);
    expect([urgencyWeight('dringend', 'seller'), urgencyWeight('niedrig', 'seller')]).toEqual([4, 1]);
  });
});

describe('period filters (spec 1 §9)', () => {
  const now = new Date(2026, 4, 31, 15, 30);
  it('today starts at midnight', () =>
    expect(periodStart('today', now)).toEqual(new Date(2026, 4, 31, 0, 0)));
  it('week is 7 days back', () => expect(periodStart('week', now)).toEqual(new Date(2026, 4, 24, 15, 30)));
  it('month is one calendar month back, clamped to the month end', () =>
    expect(periodStart('month', now)).toEqual(new Date(2026, 3, 30, 15, 30)));
  it('quarter is three months back', () =>
    expect(periodStart('quarter', new Date(2026, 6, 15))).toEqual(new Date(2026, 3, 15)));
});
