import { describe, expect, it } from 'vitest';
import { stockPrefill } from './stock-prefill.ts';

/** Issue 31: the offer form's values from the seller's stock line. */
describe('stockPrefill', () => {
  const match = (price: string, unit: 'stock' | 'days' | 'weeks', amount: number) => ({
    partNumber: 'R902400215',
    manufacturer: '',
    quantity: 4,
    price,
    delivery: { unit, amount, days: unit === 'weeks' ? amount * 7 : amount, text: '' },
  });

  it('prices the whole requested quantity in German notation, exact to the cent', () => {
    expect(stockPrefill(match('1234.50', 'stock', 0), 2)).toEqual({
      price: '2469,00',
      deliveryUnit: 'stock',
      deliveryAmount: '',
    });
    expect(stockPrefill(match('0.10', 'days', 3), 3).price).toBe('0,30');
    expect(stockPrefill(match('48.90', 'weeks', 2), 1)).toEqual({
      price: '48,90',
      deliveryUnit: 'weeks',
      deliveryAmount: '2',
    });
  });
});
