import { describe, expect, it } from 'vitest';
import { CONDITION_TEXT_CASES, DELIVERY_TEXT_CASES, WARRANTY_TEXT_CASES } from './delivery-cases.ts';
import {
  compareDeliveryDays,
  deliveryAmount,
  deliveryFrom,
  parseConditionText,
  parseDeliveryText,
  parseWarrantyText,
} from './delivery.ts';
import { createOfferInputSchema } from '#shared/seller-market/schema.ts';
import { offerTermsOf } from './delivery-schema.ts';

describe('delivery as a value (issue 34, decision 043)', () => {
  it.each(DELIVERY_TEXT_CASES)('reads the old free text %j', (raw, expected) => {
    expect(parseDeliveryText(raw)).toEqual(expected);
  });
  it.each(CONDITION_TEXT_CASES)('reads the old condition %j', (raw, expected) => {
    expect(parseConditionText(raw)).toBe(expected);
  });
  it.each(WARRANTY_TEXT_CASES)('reads the old warranty %j', (raw, expected) => {
    expect(parseWarrantyText(raw)).toBe(expected);
  });

  it('stores days and shows the seller’s unit', () => {
    expect(deliveryFrom('weeks', 3)).toEqual({ unit: 'weeks', days: 21 });
    expect(deliveryAmount({ unit: 'weeks', days: 21 })).toBe(3);
    expect(deliveryFrom('stock', 9)).toEqual({ unit: 'stock', days: 0 });
  });

  it('compares sooner first and unknown last', () => {
    expect([14, null, 0, 3].sort(compareDeliveryDays)).toEqual([0, 3, 14, null]);
  });
});

describe('the offer form’s and the route’s schema', () => {
  const base = {
    requestId: '3f6c1e2a-8b4d-4c7e-9a1f-5d2b7c9e0a14',
    price: '100',
    shippingCost: '0',
    validUntil: '2999-01-01',
    confirmed: true,
  };
  const errorsOf = (body: object) => {
    const r = createOfferInputSchema.safeParse({ ...base, ...body });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  const termsOf = (body: object) => {
    const r = createOfferInputSchema.parse({ ...base, ...body });
    return offerTermsOf(r);
  };

  it('takes a number with its unit, or ab Lager', () => {
    expect(
      termsOf({ deliveryUnit: 'days', deliveryAmount: '3', condition: 'austausch', warrantyMonths: '24' }),
    ).toEqual({
      deliveryDays: 3,
      deliveryUnit: 'days',
      warrantyMonths: 24,
      condition: 'austausch',
    });
    expect(termsOf({ deliveryUnit: 'stock', deliveryAmount: '' })).toMatchObject({
      deliveryDays: 0,
      deliveryUnit: 'stock',
    });
    expect(termsOf({ deliveryUnit: 'weeks', deliveryAmount: 2 })).toMatchObject({
      deliveryDays: 14,
      warrantyMonths: null,
    });
  });

  it('still reads the old API field deliveryWeeks and text conditions and warranties', () => {
    expect(termsOf({ deliveryWeeks: '3 Tage', condition: 'Neu', warranty: '1 Jahr' })).toEqual({
      deliveryDays: 3,
      deliveryUnit: 'days',
      warrantyMonths: 12,
      condition: 'neu',
    });
  });

  it('refuses half weeks, a missing number, a year and more, text it cannot read — in German, on the field', () => {
    expect(errorsOf({ deliveryUnit: 'weeks', deliveryAmount: '0,5' })).toEqual([
      ['deliveryAmount', 'Bitte geben Sie die Lieferzeit in ganzen Tagen oder Wochen an'],
    ]);
    expect(errorsOf({ deliveryUnit: 'days', deliveryAmount: '' })).toEqual([
      ['deliveryAmount', 'Bitte geben Sie eine Lieferzeit an'],
    ]);
    expect(errorsOf({ deliveryUnit: 'weeks', deliveryAmount: 53 })[0]?.[0]).toBe('deliveryAmount');
    expect(errorsOf({ deliveryUnit: 'days', deliveryAmount: 0 })[0]?.[0]).toBe('deliveryAmount');
    expect(errorsOf({})).toEqual([['deliveryUnit', 'Bitte geben Sie eine Lieferzeit an']]);
    expect(errorsOf({ deliveryWeeks: 'nach Absprache' })[0]?.[0]).toBe('deliveryWeeks');
    expect(errorsOf({ deliveryUnit: 'days', deliveryAmount: 3, condition: 'gebraucht' })[0]?.[0]).toBe(
      'condition',
    );
    expect(errorsOf({ deliveryUnit: 'days', deliveryAmount: 3, warrantyMonths: '1,5' })[0]?.[0]).toBe(
      'warrantyMonths',
    );
    expect(errorsOf({ deliveryUnit: 'months', deliveryAmount: 3 })[0]?.[0]).toBe('deliveryUnit');
  });
});
