import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { deliveryViewSchema } from '#shared/offers/delivery-schema.ts';
import { PERIODS, URGENCIES } from '#shared/constants.ts';
import { pageQuerySchema } from './common.ts';
import { buyerOrderViewSchema } from '#shared/orders/schema.ts';
import { adminRatingViewSchema } from '#shared/ratings/schema.ts';
import { ORDER_STATUS_KEYS } from '#shared/orders/status.ts';

/** Issue 15: the filter takes the stored urgencies, the same values the results carry. */
export const adminRequestListQuerySchema = pageQuerySchema.extend({
  urgency: z.enum(URGENCIES).optional(),
});
export type AdminRequestListQuery = z.infer<typeof adminRequestListQuerySchema>;
export const adminRequestViewSchema = z.object({
  id: z.uuid(),
  partNumber: text(),
  manufacturer: text().nullable(),
  description: text().nullable(),
  buyerName: text(),
  buyerCompany: text(),
  quantity: z.number().int(),
  maxBudget: text().nullable(),
  currency: text(),
  urgency: z.enum(URGENCIES),
  status: text(),
  offerCount: z.number().int(),
  createdAt: text(),
});
export type AdminRequestView = z.infer<typeof adminRequestViewSchema>;
export const adminRequestCountsSchema = z.object({ total: z.number().int(), active: z.number().int() });

export const adminOfferViewSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  sellerId: z.uuid(),
  sellerCompany: text(),
  partNumber: text(),
  price: text(),
  currency: text(),
  delivery: deliveryViewSchema,
  warrantyMonths: z.number().int().nullable(),
  status: text(),
  createdAt: text(),
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
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export const adminOrderViewSchema = z
  .object({
    id: z.uuid(),
    orderNumber: text(),
    status: z.enum(ORDER_STATUS_KEYS),
    totalAmount: text(),
    partNumber: text(),
    manufacturer: text().nullable(),
    description: text().nullable(),
    quantity: z.number().int(),
    buyerCompany: text(),
    sellerCompany: text(),
    createdAt: text(),
  })
  // The order's lifecycle as both parties see it (issue 14), and the buyer's rating.
  .extend(
    buyerOrderViewSchema.pick({
      timeline: true,
      sellerOrderNumber: true,
      expectedShipDate: true,
      carrier: true,
      trackingNumber: true,
      trackingUrl: true,
      complaint: true,
      cancelledBy: true,
      cancelReason: true,
    }).shape,
  )
  .extend({ rating: adminRatingViewSchema.nullable() });
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;
