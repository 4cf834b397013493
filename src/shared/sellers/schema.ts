import { z } from 'zod';
import { ACTIVE_STATUSES, APPROVAL_STATUSES, EMPLOYEE_COUNTS, PAYMENT_STATUSES } from '../constants.ts';
import { vatNumberSchema } from '../auth/schema.ts';
import { addressSchema } from '../common/address.ts';

/** What a seller sees of their own profile. */
export const sellerProfileViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  specialization: z.string().nullable(),
  employeeCount: z.string().nullable(),
  description: z.string().nullable(),
  vatNumber: z.string(),
  taxNumber: z.string().nullable(),
  businessLicense: z.string().nullable(),
  billingAddress: z.object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() }),
  shippingAddress: z
    .object({ street: z.string(), zip: z.string(), city: z.string(), country: z.string() })
    .nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  activeStatus: z.enum(ACTIVE_STATUSES),
  isVerified: z.boolean(),
  trialEndsAt: z.string().nullable(),
  brandIds: z.array(z.uuid()),
  paymentTermIds: z.array(z.uuid()),
});
export type SellerProfileView = z.infer<typeof sellerProfileViewSchema>;

const requiredText = (message: string) => z.string().trim().min(1, message).max(200);
const optionalSettingsText = z
  .string()
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
