import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/** Prices arrive (rounded to cents) from a German form as "1.234,50", "1234,5" or a number; the schema parses them. */
export function decimal(message: string) {
  return (
    z
      .union([z.number(), text()])
      .transform((v) => {
        if (typeof v === 'number') return v;
        const t = v.trim().replace(/\s/g, '');
        if (t === '') return Number.NaN;
        // "1.234,50": dots are thousands separators when a comma follows.
        const normalised = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
        return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
      })
      // Money is stored in cents: 0.001 is 0.00, and "positive" is judged after rounding.
      .transform((n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : n))
      .pipe(z.number(message).refine(Number.isFinite, message))
  );
}
