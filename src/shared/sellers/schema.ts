import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { ACTIVE_STATUSES, APPROVAL_STATUSES, EMPLOYEE_COUNTS, PAYMENT_STATUSES } from '#shared/constants.ts';
import { vatNumberSchema } from '#shared/auth/schema.ts';
import { vatCheckViewSchema } from '#shared/legal/vat-id.ts';
import { addressSchema } from '#shared/common/address.ts';

/** What a seller sees of their own profile. */
export const sellerProfileViewSchema = z.object({
  id: z.uuid(),
  email: text(),
  companyName: text(),
  contactPerson: text(),
  phone: text(),
  website: text().nullable(),
  specialization: text().nullable(),
  employeeCount: text().nullable(),
  description: text().nullable(),
  vatNumber: text(),
  /** The VIES answer for vatNumber and its date (issue 32); null: not asked yet. */
  vatCheck: vatCheckViewSchema.nullable(),
  taxNumber: text().nullable(),
  businessLicense: text().nullable(),
  billingAddress: z.object({ street: text(), zip: text(), city: text(), country: text() }),
  shippingAddress: z.object({ street: text(), zip: text(), city: text(), country: text() }).nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  activeStatus: z.enum(ACTIVE_STATUSES),
  isVerified: z.boolean(),
  trialEndsAt: text().nullable(),
  brandIds: z.array(z.uuid()),
  paymentTermIds: z.array(z.uuid()),
});
export type SellerProfileView = z.infer<typeof sellerProfileViewSchema>;

const requiredText = (message: string) => text().trim().min(1, message).max(200);
const optionalSettingsText = text()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null));

/** Spec 1 §5 company profile (seller): company name, contact person, phone, VAT id, employee count. */
export const sellerSettingsInputSchema = z.object({
  companyName: requiredText('Bitte geben Sie den Firmennamen ein'),
  contactPerson: requiredText('Bitte geben Sie einen Ansprechpartner ein'),
  phone: requiredText('Bitte geben Sie eine Telefonnummer ein'),
  website: optionalSettingsText,
  vatNumber: vatNumberSchema,
  employeeCount: z.enum(EMPLOYEE_COUNTS, 'Bitte wählen Sie die Anzahl der Mitarbeiter'),
  description: optionalSettingsText,
  brandIds: z.array(z.uuid()).max(500),
  paymentTermIds: z.array(z.uuid()).max(100),
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable(),
});
export type SellerSettingsInput = z.infer<typeof sellerSettingsInputSchema>;
export type SellerSettingsFormValues = z.input<typeof sellerSettingsInputSchema>;
