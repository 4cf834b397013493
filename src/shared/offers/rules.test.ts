import { describe, expect, it } from 'vitest';
import { anonymousLabel, deliveryTimeLabel, isOfferExpired, isOfferOrderable, rankOffers } from './rules.ts';
import { orderStatusKey, ORDER_STATUS_LABELS } from '../orders/status.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('offers (spec 1 §4, §9)', () => {
  it('is expired once valid_until is in the past', () => {
    expect(isOfferExpired('2026-11-21T11:59:59Z', now)).toBe(true);
    expect(isOfferExpired('2026-11-22T00:00:00Z', now)).toBe(false);
  });

  it('can be ordered only while pending and not expired', () => {
    expect(isOfferOrderable({ status: 'ausstehend', validUntil: '2026-12-01' }, now)).toBe(true);
    expect(isOfferOrderable({ status: 'angenommen', validUntil: '2026-12-01' }, now)).toBe(false);
    expect(isOfferOrderable({ status: 'ausstehend', validUntil: '2026-11-01' }, now)).toBe(false);
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
