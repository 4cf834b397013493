import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/**
 * A number as German Excel writes it: decimal comma, dots as thousands separators ('1.234,50'),
 * optionally with '€'. Without a comma, '1.234' is read as thousands (prices have two decimals,
 * never three) and '12.5' as a decimal point. Returns NaN for anything else.
 */
export function parseGermanNumber(raw: string): number {
  const t = raw.replace(/[\s\u00a0€]/g, '').replace(/EUR$/i, '');
  if (t === '') return Number.NaN;
  let normalised: string;
  if (t.includes(',')) normalised = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) normalised = t.replace(/\./g, '');
  else normalised = t;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A money amount (rounded to cents) from a form or CSV field, or a JSON number. */
export function germanDecimal(message: string) {
  return z
    .union([z.number(), text()])
    .transform((v) => (typeof v === 'number' ? v : parseGermanNumber(v)))
    .transform((n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : n))
    .pipe(z.number(message).refine(Number.isFinite, message));
}
