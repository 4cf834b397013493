import { describe, expect, it } from 'vitest';
import { orderableTerms, paymentDueDate, paymentMethodLabel, paymentMethodOf } from './payment.ts';

describe('payment of an order (issue 13)', () => {
  it('derives the method from the term', () => {
    expect(paymentMethodOf({ days: 0 })).toBe('vorkasse');
    expect(paymentMethodOf({ days: 30 })).toBe('rechnung');
    expect(paymentMethodLabel('vorkasse')).toBe('Vorkasse');
    expect(paymentMethodLabel('rechnung')).toBe('Kauf auf Rechnung');
  });
  it('sets the due date by the term in German days', () => {
    expect(paymentDueDate({ days: 30 }, new Date('2026-11-21T23:30:00Z'))).toBe('2026-12-22');
    expect(paymentDueDate({ days: 0 }, new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });
  it("offers the offer's term first, then the seller's other accepted terms, never others", () => {
    const a = { id: 'a', days: 0 };
    const b = { id: 'b', days: 30 };
    expect(orderableTerms('b', [a, b], b).map((t) => t.id)).toEqual(['b', 'a']);
    expect(orderableTerms(null, [a], undefined).map((t) => t.id)).toEqual(['a']);
  });
});
