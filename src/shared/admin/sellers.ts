import { z } from 'zod';
import { ratingSummarySchema } from '#shared/ratings/schema.ts';
import { text } from '#shared/common/text.ts';
import { ACTIVE_STATUSES, APPROVAL_STATUSES, PAYMENT_STATUSES } from '#shared/constants.ts';
import { pageQuerySchema } from './common.ts';

export const adminSellerViewSchema = z.object({
  id: z.uuid(),
  email: text(),
  companyName: text(),
  contactPerson: text(),
  phone: text(),
  website: text().nullable(),
  specialization: text().nullable(),
  employeeCount: text().nullable(),
  vatNumber: text(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  activeStatus: z.enum(ACTIVE_STATUSES),
  isVerified: z.boolean(),
  approvedAt: text().nullable(),
  trialEndsAt: text().nullable(),
  registeredAt: text(),
  /** The seller's stored rating average and count (issue 14). */
  rating: ratingSummarySchema,
});
export type AdminSellerView = z.infer<typeof adminSellerViewSchema>;

/** What an admin reads before approving or rejecting: the seller's full registration. */
export const adminSellerDetailViewSchema = adminSellerViewSchema.extend({
  description: text().nullable(),
  taxNumber: text().nullable(),
  tradeRegisterNumber: text().nullable(),
  address: z.object({
    street: text().nullable(),
    zip: text().nullable(),
    city: text().nullable(),
    country: text().nullable(),
  }),
  brands: z.array(text()),
});
export type AdminSellerDetailView = z.infer<typeof adminSellerDetailViewSchema>;

/** Queue = pending sellers; the sellers tab = approved sellers (spec 2 §2). */
export const adminSellerListQuerySchema = pageQuerySchema.extend({
  approval: z.enum(['pending', 'approved']).default('approved'),
});
export type AdminSellerListQuery = z.infer<typeof adminSellerListQuerySchema>;

const required = (message: string) => text().trim().min(1, message);

/** Spec 2 "Seller management": the fields the inline edit may change. */
export const adminSellerEditSchema = z.object({
  companyName: required('Bitte geben Sie einen Firmennamen ein'),
  contactPerson: required('Bitte geben Sie einen Ansprechpartner ein'),
  phone: required('Bitte geben Sie eine Telefonnummer ein'),
  vatNumber: required('Bitte geben Sie eine USt-IdNr. ein'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  activeStatus: z.enum(ACTIVE_STATUSES),
  isVerified: z.boolean(),
});
export type AdminSellerEdit = z.infer<typeof adminSellerEditSchema>;
