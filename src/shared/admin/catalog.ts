import { z } from 'zod';
import { checkSkonto, skontoFields } from '#shared/orders/skonto.ts';
import { text } from '#shared/common/text.ts';

/** Spec 2 §5: values trimmed, code upper-cased and 2 characters; empty fields get a message. */
export const countryInputSchema = z.object({
  name: text().trim().min(1, 'Bitte geben Sie einen Ländernamen ein'),
  code: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Bitte geben Sie einen zweistelligen Ländercode (ISO) ein'),
});
export type CountryInput = z.infer<typeof countryInputSchema>;
export const adminCountryViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  code: text(),
  isActive: z.boolean(),
  createdAt: text(),
});
export type AdminCountryView = z.infer<typeof adminCountryViewSchema>;

export const brandInputSchema = z.object({
  name: text().trim().min(1, 'Bitte geben Sie einen Herstellernamen ein'),
  description: text()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type BrandInput = z.input<typeof brandInputSchema>;
export const adminBrandViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  isActive: z.boolean(),
  createdAt: text(),
  sellerCount: z.number().int(),
  sellerCompanies: z.array(text()),
});
export type AdminBrandView = z.infer<typeof adminBrandViewSchema>;

/**
 * Spec 2 §5: days an integer, 0 when not parseable; an empty description is stored as null.
 * Decision 072: Skonto rate and period as values beside the text (both or neither).
 */
export const paymentTermInputSchema = z
  .object({
    name: text().trim().min(1, 'Bitte geben Sie einen Namen ein'),
    description: text()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null)),
    days: z.preprocess(
      (v) => {
        const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
        return Number.isFinite(n) ? Math.trunc(n) : 0;
      },
      z.number().int().min(0, 'Die Tage dürfen nicht negativ sein'),
    ),
    isActive: z.boolean().default(true),
    ...skontoFields,
  })
  .superRefine(checkSkonto);
export type PaymentTermInput = z.input<typeof paymentTermInputSchema>;
export const adminPaymentTermViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  days: z.number().int(),
  skontoPercent: z.number().nullable(),
  skontoDays: z.number().int().nullable(),
  isActive: z.boolean(),
  updatedAt: text(),
});
export type AdminPaymentTermView = z.infer<typeof adminPaymentTermViewSchema>;

export const COUNTRY_IN_USE_MESSAGE =
  'Das Land wird in Adressen verwendet und kann nicht gelöscht werden. Bitte deaktivieren Sie es stattdessen.';
export const PAYMENT_TERM_IN_USE_MESSAGE =
  'Die Zahlungsbedingung wird in Bestellungen verwendet und kann nicht gelöscht werden. Bitte deaktivieren Sie sie stattdessen.';
