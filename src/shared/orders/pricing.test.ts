import { describe, expect, it } from 'vitest';
import { offerTotalCents, orderTotals } from './pricing.ts';
import { generateOrderNumber, ORDER_NUMBER_PATTERN } from './order-number.ts';

describe('order totals (spec 1 §9)', () => {
  it('adds 19 % VAT on price plus shipping', () => {
    expect(orderTotals('100.00', '20.00', 1)).toEqual({
      unitPrice: '100.00',
      net: '120.00',
      taxAmount: '22.80',
      gross: '142.80',
    });
  });

  it('computes in cents, so 0.1 + 0.2 style errors cannot appear', () => {
    expect(orderTotals('0.10', '0.20', 1)).toMatchObject({ net: '0.30', taxAmount: '0.06', gross: '0.36' });
  });

  it('shows the unit price as price divided by quantity', () => {
    expect(orderTotals('1000.00', '0', 3).unitPrice).toBe('333.33');
  });

  it('ranks offers by price plus shipping', () => {
    expect(offerTotalCents('99.99', '10')).toBe(10999);
  });
});

describe('order number (spec 1 §9)', () => {
  it('is SS, the last 10 digits of the timestamp, a dash and a number below 1000', () => {
    expect(generateOrderNumber(1732190000123, () => 0.999)).toBe('SS2190000123-999');
    expect(generateOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });
});
