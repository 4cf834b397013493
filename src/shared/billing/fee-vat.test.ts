import { describe, expect, it } from 'vitest';
import { feeVat, NOT_TAXABLE_NOTE, REVERSE_CHARGE_NOTE } from './fee-vat.ts';
import { invoiceNumber, invoiceNumbersIn } from './invoices.ts';

describe('VAT of the seller fee (issue 32)', () => {
  it.each([
    ['DE', true, 19, 'S', null],
    ['DE', false, 19, 'S', null],
    ['AT', true, 0, 'AE', REVERSE_CHARGE_NOTE],
    ['IT', true, 0, 'AE', REVERSE_CHARGE_NOTE],
    ['CH', false, 0, 'O', NOT_TAXABLE_NOTE],
  ] as const)('seller in %s, VAT id confirmed %s: %i %% (%s)', (country, valid, rate, category, note) => {
    const v = feeVat(country, valid);
    expect([v.ratePercent, v.category, v.note]).toEqual([rate, category, note]);
  });

  it('an unconfirmed EU VAT id pays German VAT, and says so', () => {
    const v = feeVat('AT', false);
    expect(v.ratePercent).toBe(19);
    expect(v.category).toBe('S');
    expect(v.note).toMatch(/nicht bestätigt/);
  });

  it('numbers per kind and year, and found again in a remittance text', () => {
    expect(invoiceNumber('invoice', 2026, 1)).toBe('HP-R-2026-00001');
    expect(invoiceNumber('credit_note', 2027, 42)).toBe('HP-G-2027-00042');
    expect(invoiceNumbersIn('RE hp-r-2026-00012 und HP-G 2026 00013')).toEqual([
      'HP-R-2026-00012',
      'HP-G-2026-00013',
    ]);
  });
});
