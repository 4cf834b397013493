import { describe, expect, it } from 'vitest';
import { createOfferInputSchema } from './schema.ts';

const base = {
  requestId: '11111111-1111-4111-8111-111111111111',
  price: '100',
  shippingCost: '0',
  deliveryWeeks: '2',
  validUntil: '2999-12-31',
  confirmed: true,
};

describe('createOfferInputSchema: German decimals, as typed into the offer form', () => {
  it.each([
    ['1.234,50', 1234.5],
    ['1234,5', 1234.5],
    ['1234.50', 1234.5],
    [' 99 ', 99],
    [42, 42],
  ])('reads the price %j as %d', (price, expected) => {
    expect(createOfferInputSchema.parse({ ...base, price }).price).toBe(expected);
  });

  it.each(['', 'abc', '0', '-5', '1,2,3'])('refuses the price %j', (price) => {
    const res = createOfferInputSchema.safeParse({ ...base, price });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Bitte geben Sie einen gültigen Preis ein');
  });

  it('accepts free shipping and refuses negative shipping', () => {
    expect(createOfferInputSchema.parse({ ...base, shippingCost: '0,00' }).shippingCost).toBe(0);
    const res = createOfferInputSchema.safeParse({ ...base, shippingCost: '-0,01' });
    expect(res.error?.issues[0]?.message).toBe('Versandkosten können nicht negativ sein');
  });

  it('treats an empty payment term as none and blank optional texts as absent', () => {
    const parsed = createOfferInputSchema.parse({ ...base, paymentTermsId: '', notes: '  ' });
    expect(parsed.paymentTermsId).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
  });
});
