import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { partKey } from '#shared/catalog/part-number.ts';

/**
 * Issue 30, decision 046: a seller may offer another part than the one asked for — flagged
 * 'Alternative', with its own number and manufacturer — when the buyer welcomes alternatives.
 * An alternative is never ranked as the requested part: it comes after every offer for the
 * requested part and never carries 'Bestpreis' or 'Schnellste Lieferung' (rankOffers).
 */
export const ALTERNATIVE_NUMBER_REQUIRED = 'Bitte geben Sie die Teilenummer der Alternative ein';
export const ALTERNATIVE_MANUFACTURER_REQUIRED = 'Bitte geben Sie den Hersteller der Alternative ein';
export const ALTERNATIVES_NOT_WELCOME = 'Der Käufer wünscht für diese Anfrage keine Alternativen';
export const ALTERNATIVE_IS_REQUESTED_PART =
  'Die Alternative hat dieselbe Teilenummer wie die Anfrage: bitte als normales Angebot abgeben';

const optional = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The offer form's and API's fields; the number and manufacturer only count for an alternative. */
export const alternativeOfferFields = {
  isAlternative: z.boolean('Bitte wählen Sie Ja oder Nein').default(false),
  alternativePartNumber: optional(200),
  alternativeManufacturer: optional(200),
};

export function checkAlternative(
  v: {
    isAlternative: boolean;
    alternativePartNumber?: string | undefined;
    alternativeManufacturer?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (!v.isAlternative) return;
  if (!v.alternativePartNumber || partKey(v.alternativePartNumber) === '')
    ctx.addIssue({ code: 'custom', message: ALTERNATIVE_NUMBER_REQUIRED, path: ['alternativePartNumber'] });
  if (!v.alternativeManufacturer)
    ctx.addIssue({
      code: 'custom',
      message: ALTERNATIVE_MANUFACTURER_REQUIRED,
      path: ['alternativeManufacturer'],
    });
}

/** What the stored columns say: null for an offer of the requested part. */
export function alternativeOf(o: {
  isAlternative: boolean;
  alternativePartNumber: string | null;
  alternativeManufacturer: string | null;
}): { partNumber: string; manufacturer: string } | null {
  return o.isAlternative && o.alternativePartNumber && o.alternativeManufacturer
    ? { partNumber: o.alternativePartNumber, manufacturer: o.alternativeManufacturer }
    : null;
}

/** In every offer view (buyer's, seller's, webhook): the alternative part, or null. */
export const alternativeViewFields = {
  alternative: z
    .object({ partNumber: text(), manufacturer: text() })
    .nullable()
    .describe("Ein anderes Teil als angefragt ('Alternative'), oder null"),
};
