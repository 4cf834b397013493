import { describe, expect, it } from 'vitest';
import { countryCodeOf } from '#shared/legal/vat-rule.ts';
import { COUNTRIES } from './reference-data.ts';

describe('countries offered at signup and the VAT rule (issue 32)', () => {
  it('the VAT rule knows every seeded country by its name and code', () => {
    for (const c of COUNTRIES) {
      expect(countryCodeOf(c.name), c.name).toBe(c.code);
      expect(countryCodeOf(c.code), c.code).toBe(c.code);
    }
    expect(COUNTRIES).toHaveLength(24);
  });
});
