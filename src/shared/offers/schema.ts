import { z } from 'zod';
import { OFFER_STATUSES } from '../constants.ts';
import { buyerRequestViewSchema } from '../requests/schema.ts';

/**
 * What a buyer sees of an offer before an order exists (spec 1 §6): a number, a contact letter,
 * a masked phone and the verified flag — nothing that names the seller.
 */
export const buyerOfferViewSchema = z.object({
  id: z.uuid(),
  rank: z.number().int(),
  label: z.string(),
  contactLetter: z.string(),
  maskedPhone: z.string(),
  sellerVerified: z.boolean(),
  price: z.string(),
  shippingCost: z.string(),
  total: z.string(),
  currency: z.string(),
  deliveryWeeks: z.string(),
  validUntil: z.string(),
  warranty: z.string().nullable(),
  condition: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  paymentTerm: z.object({ name: z.string(), days: z.number().int() }).nullable(),
  status: z.enum(OFFER_STATUSES),
  expired: z.boolean(),
  orderable: z.boolean(),
  bestPrice: z.boolean(),
});
export type BuyerOfferView = z.infer<typeof buyerOfferViewSchema>;

export const buyerRequestOffersSchema = z.object({
  request: buyerRequestViewSchema,
  offers: z.array(buyerOfferViewSchema),
});
export type BuyerRequestOffers = z.infer<typeof buyerRequestOffersSchema>;
