import { z } from 'zod';

/** The one rule for text anywhere in HydroParts: what PostgreSQL and UTF-8 can store as it came. */
export const TEXT_INVALID =
  'Der Text enthält unzulässige Zeichen (Steuerzeichen oder ungültige Unicode-Zeichen)';

// NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their partner (not UTF-8).
// eslint-disable-next-line no-control-regex -- matching NUL is the point of this rule
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !FORBIDDEN.test(value);
}

/** `z.string()` with the text rule; every schema's strings start here. */
export function text() {
  return z.string().refine(isCleanText, TEXT_INVALID);
}
