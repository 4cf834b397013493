import { z } from 'zod';
import { ACTIVE_STATUSES, APPROVAL_STATUSES, PAYMENT_STATUSES } from '../constants.ts';

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
