import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { addressSchema } from '#shared/common/address.ts';
import { vatNumberSchema } from '#shared/auth/schema.ts';
import { vatCheckViewSchema } from '#shared/legal/vat-id.ts';

/** What a buyer sees of their own profile. */
export const buyerProfileViewSchema = z.object({
  id: z.uuid(),
  email: text(),
  firstName: text(),
  lastName: text(),
  company: text(),
  phone: text(),
  position: text().nullable(),
  department: text().nullable(),
  taxNumber: text().nullable(),
  vatNumber: text(),
  /** The VIES answer for vatNumber and its date (issue 32); null: not asked yet. */
  vatCheck: vatCheckViewSchema.nullable(),
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable(),
  description: text().nullable(),
});
export type BuyerProfileView = z.infer<typeof buyerProfileViewSchema>;

const requiredText = (message: string) => text().trim().min(1, message).max(200);
const optionalText = text()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

/** Spec 1 §2 Profil tab: personal data (the e-mail is shown, not changed here). */
export const updateBuyerPersonalInputSchema = z.object({
  firstName: requiredText('Bitte geben Sie Ihren Vornamen ein'),
  lastName: requiredText('Bitte geben Sie Ihren Nachnamen ein'),
  phone: requiredText('Bitte geben Sie eine Telefonnummer ein').pipe(
    text().regex(/^[+0-9 ()/-]{5,30}$/, 'Bitte geben Sie eine gültige Telefonnummer ein'),
  ),
  position: optionalText,
  department: optionalText,
});
export type UpdateBuyerPersonalInput = z.infer<typeof updateBuyerPersonalInputSchema>;

/** Spec 1 §5 company form (buyer): company name and VAT id required. */
export const updateBuyerCompanyInputSchema = z.object({
  company: requiredText('Bitte geben Sie Ihr Unternehmen ein'),
  vatNumber: vatNumberSchema,
  taxNumber: optionalText,
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable(),
});
export type UpdateBuyerCompanyInput = z.infer<typeof updateBuyerCompanyInputSchema>;
