import { z } from 'zod';
import { text } from '#shared/common/text.ts';

export const countryViewSchema = z.object({ id: z.uuid(), code: text(), name: text() });
export const brandViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
});
export const paymentTermViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  days: z.number().int(),
  /** Decision 072: the term's Skonto (rate in %, period in days), when it has one. */
  skontoPercent: z.number().nullable().optional(),
  skontoDays: z.number().int().nullable().optional(),
});
export type CountryView = z.infer<typeof countryViewSchema>;
export type BrandView = z.infer<typeof brandViewSchema>;
export type PaymentTermView = z.infer<typeof paymentTermViewSchema>;
