import { z } from 'zod';

export const countryViewSchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
export const brandViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export const paymentTermViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  days: z.number().int(),
});
export type CountryView = z.infer<typeof countryViewSchema>;
export type BrandView = z.infer<typeof brandViewSchema>;
export type PaymentTermView = z.infer<typeof paymentTermViewSchema>;
