import { describe, expect, it } from 'vitest';
import { paymentTermText } from '#shared/i18n/reference.ts';
import { PAYMENT_TERMS } from './reference-data.ts';

describe('seeded payment terms', () => {
  it('each has its texts in every language (i18n/features/reference.*), so none stays German', () => {
    for (const term of PAYMENT_TERMS) {
      const shown = paymentTermText(term, 'it');
      expect(shown.name).not.toBe(term.name);
      if (term.description) expect(shown.description).not.toBe(term.description);
    }
  });
});
