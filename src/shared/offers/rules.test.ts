import { describe, expect, it } from 'vitest';
import {
  anonymousLabel,
  deliveryTimeLabel,
  deliveryWeeksMin,
  fastestOfferIndex,
  isOfferExpired,
  isOfferOrderable,
  rankOffers,
} from './rules.ts';
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

  it('finds the fastest offer among several', () => {
    expect(deliveryWeeksMin('2-3')).toBe(2);
    expect(deliveryWeeksMin('1,5')).toBe(1.5);
    expect(deliveryWeeksMin('ab Lager')).toBeNull();
    expect(fastestOfferIndex([{ deliveryTime: '4' }, { deliveryTime: '1-2' }, { deliveryTime: '1' }])).toBe(
      1,
    );
    expect(fastestOfferIndex([{ deliveryTime: '1' }])).toBeNull();
  });

  it.each([
    ['2', '2 Wochen'],
    ['1', '1 Woche'],
    ['3-4', '3–4 Wochen'],
    ['ab Lager', 'ab Lager'],
  ])('shows delivery time %s as %s', (raw, shown) => expect(deliveryTimeLabel(raw)).toBe(shown));

  it('ranks by price plus shipping', () => {
    const ranked = rankOffers([
      { id: 'a', price: '100.00', shippingCost: '30.00', createdAt: '2026-01-01' },
      { id: 'b', price: '110.00', shippingCost: '0.00', createdAt: '2026-01-02' },
      { id: 'c', price: '110.00', shippingCost: '0.00', createdAt: '2026-01-01' },
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
