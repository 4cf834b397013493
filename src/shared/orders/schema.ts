import { z } from 'zod';
import { memberRefSchema } from '#shared/teams/assignment.ts';
import { text } from '#shared/common/text.ts';
import { complaintViewSchema, trackingUrlSchema } from './complaint.ts';
import { deliveryViewSchema, offerTermsViewFields } from '#shared/offers/delivery-schema.ts';
import { DEFAULT_COUNTRY, PERIODS } from '#shared/constants.ts';
import { addressSchema } from '#shared/common/address.ts';
import { paginationQuerySchema, updatedSinceQuery } from '#shared/common/pagination.ts';
import { calendarDay } from '#shared/common/dates.ts';
import { paymentTermViewSchema } from '#shared/catalog/schema.ts';
import { skontoViewSchema } from './skonto.ts';
import { ORDER_ACTIONS } from './transitions.ts';
import { legalAcceptanceSchema } from '#shared/legal/acceptance.ts';
import { orderRatingViewSchema } from '#shared/ratings/schema.ts';
import { ORDER_STATUS_KEYS } from './status.ts';

const TIMELINE_KEYS = ['uebermittelt', 'bestaetigt', 'versendet', 'geliefert', 'storniert'] as const;

export const BILLING_REQUIRED = 'Bitte füllen Sie alle Pflichtfelder der Rechnungsadresse aus';
export const SHIPPING_REQUIRED = 'Bitte füllen Sie alle Pflichtfelder der Lieferadresse aus';
export const PAYMENT_TERM_REQUIRED = 'Bitte wählen Sie eine Zahlungsbedingung aus';
export const OFFER_EXPIRED = 'Angebot abgelaufen';
export const OWN_OFFER = 'Sie können nicht Ihr eigenes Angebot bestellen';
export const ALREADY_ORDERED = 'Für diese Anfrage wurde bereits eine Bestellung aufgegeben';
/** Another account's order, or none: the same answer, so order ids cannot be probed. */
export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden';

const line = (message: string) => text().trim().min(1, message).max(300);
const orderAddress = (message: string) =>
  z.object({
    street: line(message),
    city: line(message),
    zip: line(message),
    country: text().trim().max(100).default(DEFAULT_COUNTRY),
  });
const looseAddress = z.object({
  street: text().trim().max(300).default(''),
  city: text().trim().max(300).default(''),
  zip: text().trim().max(300).default(''),
  country: text().trim().max(100).default(DEFAULT_COUNTRY),
});

/** Spec 1 §5 order submission; one schema for the order page and POST /orders. */
export const placeOrderInputSchema = z
  .object({
    offerId: z.uuid(),
    paymentTermsId: text().min(1, PAYMENT_TERM_REQUIRED).pipe(z.uuid(PAYMENT_TERM_REQUIRED)),
    billingAddress: orderAddress(BILLING_REQUIRED),
    differentShipping: z.boolean().default(false),
    // Validated only when a different shipping address is chosen (below).
    shippingAddress: looseAddress.optional(),
    specialInstructions: text()
      .trim()
      .max(2000)
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** The buyer's purchase-order reference (optional), printed on the order document. */
    internalReference: text()
      .trim()
      .max(100, 'Die Bestellreferenz darf höchstens 100 Zeichen lang sein')
      .optional()
      .transform((v) => (v ? v : undefined)),
    acceptLegal: legalAcceptanceSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.differentShipping) return;
    const s = v.shippingAddress;
    for (const key of ['street', 'city', 'zip'] as const) {
      if (!s?.[key])
        ctx.addIssue({ code: 'custom', message: SHIPPING_REQUIRED, path: ['shippingAddress', key] });
    }
  })
  .meta({
    examples: [
      {
        offerId: '7a1e3c5b-2d4f-4a6b-9c8d-1e3f5a7b9c0d',
        paymentTermsId: '9b2d4f6a-1c3e-4a5b-8d7f-0e2c4a6b8d1f',
        billingAddress: {
          street: 'Industriestraße 12',
          city: 'Stuttgart',
          zip: '70565',
          country: 'Deutschland',
        },
        differentShipping: false,
        specialInstructions: 'Anlieferung Tor 3',
      },
    ],
  });
export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;
export type PlaceOrderFormValues = z.input<typeof placeOrderInputSchema>;

/** The order page's summary of an offer (spec 1 §2, §9). */
export const checkoutViewSchema = z.object({
  offerId: z.uuid(),
  manufacturer: text().nullable(),
  partNumber: text(),
  quantity: z.number().int(),
  unitPrice: text(),
  price: text(),
  shippingCost: text(),
  net: text(),
  taxAmount: text(),
  gross: text(),
  /** VAT for the prefilled delivery country (issue 32); the page recomputes it with `vat`. */
  vatPercent: z.number(),
  vatNote: text().nullable(),
  /**
   * The VAT rule's other inputs, so the order page decides VAT with the same rule as the
   * address changes: the seller's country (no identity) and the country for which the
   * buyer's VAT id is confirmed by VIES (null: not confirmed; vatCheckLabel says why).
   */
  vat: z.object({
    sellerCountry: text().nullable(),
    confirmedFor: text().nullable(),
    checkStatus: z.enum(['valid', 'invalid', 'unavailable']).nullable(),
  }),
  currency: text(),
  ...offerTermsViewFields,
  validUntil: text(),
  expired: z.boolean(),
  /**
   * Decision 070: the order would wait for approval ('Anforderer', or 'Einkauf' above its limit
   * at the prefilled total); the page says so. The submit decides again with the form's total.
   */
  approvalRequired: z.boolean(),
  offerPaymentTermsId: z.uuid().nullable(),
  /** The offer's term first, then the seller's other accepted terms: the only choices (issue 13). */
  paymentTerms: z.array(paymentTermViewSchema),
  description: text().nullable(),
  billingAddress: addressSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const ORDER_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;

/** Status filter values (STORED_STATUSES_BY_KEY in status.ts maps them to stored statuses). */
export const ORDER_STATUS_FILTERS = [
  'uebermittelt',
  'bestaetigt',
  'versendet',
  'geliefert',
  'storniert',
] as const;

export const orderListQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  status: z.enum(ORDER_STATUS_FILTERS).optional(),
  period: z.enum(PERIODS).optional(),
  sort: z.enum(ORDER_SORTS).default('newest'),
  ...paginationQuerySchema,
  ...updatedSinceQuery,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Contact data one party of an order sees of the other — only once the order exists. */
export const partyContactSchema = z.object({
  company: text(),
  contactPerson: text(),
  email: text(),
  phone: text(),
  address: addressSchema.nullable(),
});
export type PartyContact = z.infer<typeof partyContactSchema>;

export const buyerOrderViewSchema = z.object({
  id: z.uuid(),
  orderNumber: text(),
  /** The ordered request: its Preisspiegel is kept with the order (issue 34). */
  requestId: z.uuid(),
  status: z.enum(ORDER_STATUS_KEYS),
  statusLabel: text(),
  createdAt: text(),
  manufacturer: text().nullable(),
  partNumber: text(),
  quantity: z.number().int(),
  price: text(),
  shippingCost: text(),
  net: text(),
  taxAmount: text(),
  totalAmount: text(),
  /** The VAT the order stored (issue 32): its rate and the legal note due with it, if any. */
  vatPercent: z.number(),
  vatNote: text().nullable(),
  delivery: deliveryViewSchema,
  paymentMethod: text(),
  paymentMethodLabel: text(),
  paymentTerm: z.object({ name: text(), days: z.number().int() }).nullable(),
  paymentDueDate: text().nullable(),
  /** Decision 072: the payment term's Skonto computed on the total (shared rule), or null. */
  skonto: skontoViewSchema.nullable(),
  internalReference: text().nullable(),
  /** Issue 34: the request's cost centre and machine number — the orderer's view only. */
  costCentre: text().nullable(),
  machineNumber: text().nullable(),
  billingAddress: addressSchema,
  shippingAddress: addressSchema.nullable(),
  specialInstructions: text().nullable(),
  /** The lifecycle (issue 14): what happened when, and what each party may do next. */
  timeline: z.array(z.object({ key: z.enum(TIMELINE_KEYS), at: z.string() })),
  sellerOrderNumber: z.string().nullable(),
  expectedShipDate: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** The buyer's complaint with the receipt (issue 34), seen by both parties. */
  complaint: complaintViewSchema.nullable(),
  cancelledBy: z.enum(['buyer', 'seller']).nullable(),
  cancelReason: z.string().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The buyer's rating of the seller (issue 14); canRate: delivered and not yet rated, for the buyer. */
  rating: orderRatingViewSchema.nullable(),
  canRate: z.boolean(),
  seller: partyContactSchema,
  /** Issue 37 (decision 071): the orderer's colleague who placed it — the orderer's view only. */
  createdBy: memberRefSchema.nullable(),
});
export type BuyerOrderView = z.infer<typeof buyerOrderViewSchema>;

/** An order the seller received: the same order data, with the ordering party's contact instead. */
export const receivedOrderViewSchema = buyerOrderViewSchema
  .omit({ seller: true, costCentre: true, machineNumber: true, createdBy: true })
  .extend({
    buyerType: z.enum(['buyer', 'seller']),
    buyer: partyContactSchema,
  });
export type ReceivedOrderView = z.infer<typeof receivedOrderViewSchema>;

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const CANCEL_REASON_REQUIRED = 'Bitte geben Sie einen Grund für die Stornierung an';
const reason = z.string(CANCEL_REASON_REQUIRED).trim().min(1, CANCEL_REASON_REQUIRED).max(1000);

/** Seller confirms: its own order number and the expected shipping date are optional. */
export const confirmOrderInputSchema = z
  .object({
    sellerOrderNumber: optionalLine(100),
    expectedShipDate: z
      .union([z.literal(''), calendarDay()])
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .meta({ examples: [{ sellerOrderNumber: 'VK-4711', expectedShipDate: '2026-12-01' }] });
export type ConfirmOrderInput = z.infer<typeof confirmOrderInputSchema>;

/** Seller ships: carrier and tracking number are optional. */
export const shipOrderInputSchema = z
  .object({
    carrier: optionalLine(100),
    trackingNumber: optionalLine(200),
    trackingUrl: trackingUrlSchema,
  })
  .meta({
    examples: [
      {
        carrier: 'DHL',
        trackingNumber: '00340434161094042557',
        trackingUrl:
          'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094042557',
      },
    ],
  });
export type ShipOrderInput = z.infer<typeof shipOrderInputSchema>;

/** Either party cancels: the reason is required. */
export const cancelOrderInputSchema = z
  .object({ reason })
  .meta({ examples: [{ reason: 'Teil nicht mehr lieferbar' }] });
export type CancelOrderInput = z.infer<typeof cancelOrderInputSchema>;

export const orderTransitionResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUS_KEYS),
  statusLabel: z.string(),
});
export type OrderTransitionResult = z.infer<typeof orderTransitionResultSchema>;
