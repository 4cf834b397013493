import { z } from 'zod';

/** Spec 2 §5: values trimmed, code upper-cased and 2 characters; empty fields get a message. */
export const countryInputSchema = z.object({
  name: z.string().trim().min(1, 'Bitte geben Sie einen Ländernamen ein'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Bitte geben Sie einen zweistelligen Ländercode (ISO) ein'),
});
export type CountryInput = z.infer<typeof countryInputSchema>;
export const adminCountryViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCountryView = z.infer<typeof adminCountryViewSchema>;

export const brandInputSchema = z.object({
  name: z.string().trim().min(1, 'Bitte geben Sie einen Herstellernamen ein'),
  description: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type BrandInput = z.input<typeof brandInputSchema>;
export const adminBrandViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  sellerCount: z.number().int(),
  sellerCompanies: z.array(z.string()),
});
export type AdminBrandView = z.infer<typeof adminBrandViewSchema>;

/** Spec 2 §5: days an integer, 0 when not parseable; an empty description is stored as null. */
export const paymentTermInputSchema = z.object({
  name: z.string().trim().min(1, 'Bitte geben Sie einen Namen ein'),
  description: z
    .string()
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
});
export type PaymentTermInput = z.input<typeof paymentTermInputSchema>;
export const adminPaymentTermViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  days: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPaymentTermView = z.infer<typeof adminPaymentTermViewSchema>;

export const COUNTRY_IN_USE_MESSAGE =
  'Das Land wird in Adressen verwendet und kann nicht gelöscht werden. Bitte deaktivieren Sie es stattdessen.';
export const PAYMENT_TERM_IN_USE_MESSAGE =
  'Die Zahlungsbedingung wird in Bestellungen verwendet und kann nicht gelöscht werden. Bitte deaktivieren Sie sie stattdessen.';
