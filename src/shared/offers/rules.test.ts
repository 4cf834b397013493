import { describe, expect, it } from 'vitest';
import {
  anonymousLabel,
  defaultValidUntil,
  fastestOfferIndex,
  isOfferExpired,
  isOfferOrderable,
  requestEndDay,
} from './rules.ts';
import { rankOffers } from './downtime.ts';
import { orderStatusKey, ORDER_STATUS_LABELS } from '#shared/orders/status.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('offers (spec 1 §4, §9)', () => {
  it('is valid through the whole valid_until day in Germany, expired the day after', () => {
    expect(isOfferExpired('2026-11-20', now)).toBe(true);
    expect(isOfferExpired('2026-11-21', now)).toBe(false);
    // 23:30 UTC on the 21st is already the 22nd in Germany.
    expect(isOfferExpired('2026-11-21', new Date('2026-11-21T23:30:00Z'))).toBe(true);
  });

  it('can be ordered only while pending and not expired', () => {
    expect(isOfferOrderable({ status: 'ausstehend', validUntil: '2026-12-01' }, now)).toBe(true);
    expect(isOfferOrderable({ status: 'angenommen', validUntil: '2026-12-01' }, now)).toBe(false);
    expect(isOfferOrderable({ status: 'ausstehend', validUntil: '2026-11-01' }, now)).toBe(false);
  });

  it('finds the fastest offer among several by days: ab Lager (0) beats 3 days beats 1 week', () => {
    const d = (deliveryDays: number | null) => ({ deliveryDays });
    expect(fastestOfferIndex([d(28), d(3), d(7)])).toBe(1);
    expect(fastestOfferIndex([d(7), d(3), d(0)])).toBe(2);
    // Issue 34: '3 Tage' was read as three weeks and lost to one week.
    expect(fastestOfferIndex([d(7), d(3)])).toBe(1);
    // Ties go to the better-ranked offer; an unknown delivery time never wins.
    expect(fastestOfferIndex([d(null), d(14), d(14)])).toBe(1);
    expect(fastestOfferIndex([d(null), d(null)])).toBeNull();
    expect(fastestOfferIndex([d(1)])).toBeNull();
  });

  it('ranks by price plus shipping', () => {
    const ranked = rankOffers([
      { id: 'a', price: '100.00', shippingCost: '30.00', createdAt: '2026-01-01', deliveryDays: 0 },
      { id: 'b', price: '110.00', shippingCost: '0.00', createdAt: '2026-01-02', deliveryDays: 0 },
      { id: 'c', price: '110.00', shippingCost: '0.00', createdAt: '2026-01-01', deliveryDays: 0 },
    ]);
    expect(ranked.map((o) => o.id)).toEqual(['c', 'b', 'a']);
  });

  it('labels anonymous offers', () => {
    expect(anonymousLabel(1)).toEqual({ label: 'Angebot 1', contactLetter: 'Anbieter A' });
    expect(anonymousLabel(27).contactLetter).toBe('Anbieter AA');
  });
});

describe('order status labels (spec 1 §4, spec 2 §4)', () => {
  it.each([
    ['pending_seller_confirmation', 'Übermittelt'],
    ['offen', 'Übermittelt'],
    ['', 'Übermittelt'],
    ['shipped', 'Versendet'],
    ['delivered', 'Geliefert'],
    ['kaputt', 'Unbekannt'],
  ])('%s → %s', (stored, label) => expect(ORDER_STATUS_LABELS[orderStatusKey(stored)]).toBe(label));
});

describe("'Gültig bis' and the request's end (issue 34)", () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('defaults to 30 days, capped at the German day the request ends', () => {
    expect(defaultValidUntil(now)).toBe('2026-12-27');
    expect(defaultValidUntil(now, null)).toBe('2026-12-27');
    expect(defaultValidUntil(now, '2026-12-04T10:00:00.000Z')).toBe('2026-12-04');
    expect(defaultValidUntil(now, '2027-02-01T10:00:00.000Z')).toBe('2026-12-27');
  });
  it("reads the end's day in Germany (23:30 UTC is the next day in Berlin)", () => {
    expect(requestEndDay('2026-12-04T23:30:00.000Z')).toBe('2026-12-05');
    expect(requestEndDay(null)).toBeNull();
  });
});
