import { z } from 'zod';
import { addressSchema } from '../common/address.ts';

/** What a buyer sees of their own profile. */
export const buyerProfileViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  taxNumber: z.string().nullable(),
  vatNumber: z.string(),
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable(),
  description: z.string().nullable(),
});
export type BuyerProfileView = z.infer<typeof buyerProfileViewSchema>;
