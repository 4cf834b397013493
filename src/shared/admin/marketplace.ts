import { z } from 'zod';
import { PERIODS, type Urgency } from '../constants.ts';
import { pageQuerySchema } from './common.ts';

/** Spec 2 §9 urgency filter values and the stored urgencies they stand for. */
export const ADMIN_URGENCY_FILTERS = ['urgent', 'high', 'medium', 'low'] as const;
export const URGENCY_BY_FILTER: Record<(typeof ADMIN_URGENCY_FILTERS)[number], Urgency> = {
  urgent: 'dringend',
  high: 'hoch',
  medium: 'normal',
  low: 'niedrig',
};

export const adminRequestListQuerySchema = pageQuerySchema.extend({
  urgency: z.enum(ADMIN_URGENCY_FILTERS).optional(),
});
export const adminRequestViewSchema = z.object({
  id: z.uuid(),
  partNumber: z.string(),
  manufacturer: z.string().nullable(),
  description: z.string().nullable(),
  buyerName: z.string(),
  buyerCompany: z.string(),
  quantity: z.number().int(),
  maxBudget: z.string().nullable(),
  currency: z.string(),
  urgency: z.string(),
  status: z.string(),
  offerCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminRequestView = z.infer<typeof adminRequestViewSchema>;
export const adminRequestCountsSchema = z.object({ total: z.number().int(), active: z.number().int() });

export const adminOfferViewSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  sellerId: z.uuid(),
  sellerCompany: z.string(),
  partNumber: z.string(),
  price: z.string(),
  currency: z.string(),
  deliveryTime: z.string(),
  warranty: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminOfferView = z.infer<typeof adminOfferViewSchema>;

export const ADMIN_ORDER_STATUS_FILTERS = [
  'uebermittelt',
  'bestaetigt',
  'versendet',
  'geliefert',
  'storniert',
] as const;
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_ORDER_STATUS_FILTERS).optional(),
  period: z.enum(PERIODS).optional(),
});
export const adminOrderViewSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.string(),
  totalAmount: z.string(),
  partNumber: z.string(),
  manufacturer: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  buyerCompany: z.string(),
  sellerCompany: z.string(),
  createdAt: z.string(),
});
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;
