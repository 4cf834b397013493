import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { offerTermsViewFields } from '#shared/offers/delivery-schema.ts';
import { OFFER_STATUSES } from '#shared/constants.ts';
import { buyerRequestViewSchema } from '#shared/requests/schema.ts';
import { ratingSummarySchema } from '#shared/ratings/schema.ts';
import { performanceMarkSchema } from '#shared/seller-performance/rules.ts';
import { alternativeViewFields } from './alternative.ts';
import { attachmentViewSchema } from '#shared/attachments/schema.ts';

/**
 * What a buyer sees of an offer before an order exists (spec 1 §6): a number, a contact letter,
 * a masked phone and the verified flag — nothing that names the seller.
 */
export const buyerOfferViewSchema = z.object({
  id: z.uuid(),
  rank: z.number().int(),
  label: text(),
  contactLetter: text(),
  maskedPhone: text(),
  sellerVerified: z.boolean(),
  /** The hidden seller's stored rating average and count (issue 14); it names no one. */
  sellerRating: ratingSummarySchema,
  /** Issue 35: marks earned by the hidden seller's stored performance (coarse steps, no counts). */
  sellerMarks: z.array(performanceMarkSchema),
  price: text(),
  shippingCost: text(),
  total: text(),
  /** Spec 1 §9: price ÷ quantity (net, without shipping). */
  unitPrice: text(),
  currency: text(),
  ...offerTermsViewFields,
  validUntil: text(),
  description: text().nullable(),
  notes: text().nullable(),
  paymentTerm: z.object({ name: text(), days: z.number().int() }).nullable(),
  status: z.enum(OFFER_STATUSES),
  expired: z.boolean(),
  orderable: z.boolean(),
  ...alternativeViewFields,
  /** The cheapest offer for the requested part; an alternative never carries it (issue 30). */
  bestPrice: z.boolean(),
  /** The shortest delivery time among several offers ('Schnellste Lieferung'). */
  fastestDelivery: z.boolean(),
  /** Issue 31: the lowest effective cost when the buyer gave a downtime cost ('Beste Gesamtkosten'). */
  bestTotalCost: z.boolean(),
  /** Issue 31: total + delivery days × the buyer's downtime cost per day; null without one. */
  effectiveCost: text().nullable(),
  /** Issue 31: the day it arrives when ordered today (Germany), and whether that meets 'Benötigt bis'. */
  expectedDelivery: z.string().nullable(),
  timeliness: z.enum(['onTime', 'late']).nullable(),
  /** Decision 072: the seller's PDF documents, always named 'dokument-N.pdf' for the buyer. */
  documents: z.array(attachmentViewSchema),
});
export type BuyerOfferView = z.infer<typeof buyerOfferViewSchema>;

export const buyerRequestOffersSchema = z.object({
  request: buyerRequestViewSchema,
  offers: z.array(buyerOfferViewSchema),
});
export type BuyerRequestOffers = z.infer<typeof buyerRequestOffersSchema>;
