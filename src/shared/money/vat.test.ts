import { describe, expect, it } from 'vitest';
import { SELLER_FEE_NET_EUR } from '#shared/constants.ts';
import { toCents } from './cents.ts';
import { grossCents, vatCents } from './vat.ts';

describe('VAT (spec 1 §9)', () => {
  it('is 19 % of the net amount, rounded to the cent', () => {
    expect(vatCents(10_000)).toBe(1_900);
    expect(vatCents(4_995)).toBe(949);
    expect(vatCents(5)).toBe(1);
    expect(vatCents(0)).toBe(0);
  });

  it('makes the seller fee of 49,95 € net 59,44 € gross', () => {
    expect(grossCents(toCents(SELLER_FEE_NET_EUR))).toBe(5_944);
  });
});
