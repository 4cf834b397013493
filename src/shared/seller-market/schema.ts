import { z } from 'zod';
import { assignedFilterSchema, memberRefSchema } from '#shared/teams/assignment.ts';
import { feedbackViewSchema } from '#shared/seller-performance/feedback.ts';
import { text } from '#shared/common/text.ts';
import { germanDay } from '#shared/format/german.ts';
import { ratingSummarySchema } from '#shared/ratings/schema.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, OFFER_STATUSES, URGENCIES } from '#shared/constants.ts';
import { updatedSinceQuery } from '#shared/common/pagination.ts';
import { checkOfferTerms, offerTermsFields, offerTermsViewFields } from '#shared/offers/delivery-schema.ts';
import { calendarDay } from '#shared/common/dates.ts';
import { decimal } from '#shared/money/decimal-input.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import {
  alternativeOfferFields,
  alternativeViewFields,
  checkAlternative,
} from '#shared/offers/alternative.ts';
import { PART_NUMBER_NO_CHARACTERS } from '#shared/requests/schema.ts';
import { stockMatchViewSchema } from '#shared/stock/schema.ts';
import { AUTO_OFFER_SKIP_REASONS } from '#shared/stock/auto-offer.ts';
import { OFFER_VALID_AFTER_REQUEST_END, requestEndDay } from '#shared/offers/rules.ts';

const optionalText = text()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined));

export const createOfferInputSchema = z
  .object({
    requestId: z.uuid(),
    price: decimal('Bitte geben Sie einen gültigen Preis ein').pipe(
      z.number().gt(0, 'Bitte geben Sie einen gültigen Preis ein').lt(10_000_000_000),
    ),
    shippingCost: decimal('Versandkosten können nicht negativ sein').pipe(
      z.number().min(0, 'Versandkosten können nicht negativ sein').lt(10_000_000_000),
    ),
    ...offerTermsFields,
    validUntil: calendarDay()
      // A calendar day, valid through that whole day in Germany: today is still allowed.
      .refine((d) => d >= germanDay(), 'Das Gültigkeitsdatum muss in der Zukunft liegen'),
    description: optionalText,
    notes: optionalText,
    paymentTermsId: z
      .union([z.uuid(), z.literal('')])
      .optional()
      .transform((v) => (v ? v : undefined)),
    ...alternativeOfferFields,
    confirmed: z.literal(true, { error: 'Bitte bestätigen Sie die Korrektheit Ihres Angebots' }),
  })
  .superRefine(checkOfferTerms)
  .superRefine(checkAlternative)
  .meta({
    examples: [
      {
        requestId: '3f6c1e2a-8b4d-4c7e-9a1f-5d2b7c9e0a14',
        price: '1.234,50',
        shippingCost: 19.9,
        deliveryUnit: 'days',
        deliveryAmount: 3,
        validUntil: '2026-12-31',
        condition: 'neu',
        warrantyMonths: 12,
        paymentTermsId: '9b2d4f6a-1c3e-4a5b-8d7f-0e2c4a6b8d1f',
        confirmed: true,
      },
    ],
  });
export type CreateOfferInput = z.infer<typeof createOfferInputSchema>;

const OFFER_PAYMENT_TERM_REQUIRED = 'Bitte wählen Sie eine Zahlungsbedingung aus';
/**
 * The offer form: an offer carries one payment term (issue 13). The API names the seller's
 * shortest accepted term when the body names none; the form always asks.
 */
export const createOfferFormSchema = createOfferInputSchema.refine((v) => Boolean(v.paymentTermsId), {
  message: OFFER_PAYMENT_TERM_REQUIRED,
  path: ['paymentTermsId'],
});
export type CreateOfferFormValues = z.input<typeof createOfferInputSchema>;

/**
 * The form's schema for one request (issue 34): 'Gültig bis' no later than the day the request
 * ends (requestEndDay), as the server checks it.
 */
export function offerFormSchemaFor(endsAt: string | null) {
  const end = requestEndDay(endsAt);
  if (!end) return createOfferFormSchema;
  return createOfferFormSchema.refine((v) => v.validUntil <= end, {
    message: OFFER_VALID_AFTER_REQUEST_END,
    path: ['validUntil'],
  });
}

/** The seller's market list (by quantity); the buyer's own list sorts by REQUEST_SORTS in requests/schema.ts. */
export const SELLER_REQUEST_SORTS = ['newest', 'oldest', 'urgency', 'quantity'] as const;
export type SellerRequestSort = (typeof SELLER_REQUEST_SORTS)[number];

const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export const relevantRequestsQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  /**
   * Issue 30: a part number however it is typed; matches a request's number or second number
   * by key (partKey()): from PART_SEARCH_MIN_KEY characters on by the key's beginning, else equal.
   */
  part: text()
    .trim()
    .max(200)
    .refine((v) => v === '' || partKey(v) !== '', PART_NUMBER_NO_CHARACTERS)
    .optional(),
  urgency: z.enum(URGENCIES).optional(),
  sort: z.enum(SELLER_REQUEST_SORTS).default('newest'),
  /** Issue 37 (decision 071): 'Mir zugewiesen' — this company's requests assigned to the caller. */
  assigned: assignedFilterSchema,
  page,
  pageSize,
  ...updatedSinceQuery,
});
export type RelevantRequestsQuery = z.infer<typeof relevantRequestsQuerySchema>;

export const SELLER_REQUEST_STATES = ['none', 'offered', 'ordered'] as const;

/** A request as a seller sees it before any order: the part, never the buyer. */
export const sellerRequestViewSchema = z.object({
  id: z.uuid(),
  manufacturer: text().nullable(),
  partNumber: text(),
  /** Issue 30: the same part's other number, if the buyer gave one. */
  secondPartNumber: text().nullable(),
  /** Whether the buyer welcomes an alternative part (issue 30). */
  alternativesWelcome: z.boolean(),
  description: text().nullable(),
  quantity: z.number().int(),
  urgency: z.enum(URGENCIES),
  /** Issue 31: the day the buyer needs the part by (YYYY-MM-DD); never the buyer's downtime cost. */
  neededBy: z.string().nullable(),
  /** Issue 34: when the request ends (ISO time; null: no end) — an offer is valid at most until then. */
  endsAt: z.string().nullable(),
  /**
   * Issue 34: where the part goes, to price shipping — the country (ISO code) and, in Germany,
   * the postcode's first digit. Nothing finer, nothing that names the buyer (deliveryRegionOf).
   */
  deliveryRegion: z.object({ country: z.string(), postcodeArea: z.string().nullable() }).nullable(),
  createdAt: text(),
  photoIds: z.array(z.uuid()),
  myState: z.enum(SELLER_REQUEST_STATES),
  myOfferId: z.uuid().nullable(),
});
export type SellerRequestView = z.infer<typeof sellerRequestViewSchema>;

/** A row of the seller's list: the request and, issue 31, the stored match of the seller's stock. */
export const sellerRequestListItemSchema = sellerRequestViewSchema.extend({
  stock: stockMatchViewSchema.nullable(),
  /** Decision 062: the seller's live offer on it was submitted automatically from stock. */
  myOfferAutomatic: z.boolean(),
  /**
   * Decision 069: why the stock match got no automatic offer (null: one was made, the seller has
   * an offer of its own, or nothing was decided yet).
   */
  autoOfferSkip: z.enum(AUTO_OFFER_SKIP_REASONS).nullable(),
  /** Issue 37 (decision 071): this seller company's own assignment ('Zugewiesen: …'). */
  assignee: memberRefSchema.nullable(),
});
export type SellerRequestListItem = z.infer<typeof sellerRequestListItemSchema>;

export const sellerRequestPageSchema = z.object({
  items: z.array(sellerRequestListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerRequestPage = z.infer<typeof sellerRequestPageSchema>;

export const sellerOfferViewSchema = z.object({
  id: z.uuid(),
  request: z.object({
    id: z.uuid(),
    manufacturer: text().nullable(),
    partNumber: text(),
    description: text().nullable(),
    quantity: z.number().int(),
    urgency: z.enum(URGENCIES),
    neededBy: z.string().nullable(),
  }),
  price: text(),
  shippingCost: text(),
  /** As the buyer sees it (issue 13): price + shipping, net, and price ÷ quantity. */
  total: text(),
  unitPrice: text(),
  ...offerTermsViewFields,
  currency: text(),
  validUntil: text(),
  ...alternativeViewFields,
  status: z.enum(OFFER_STATUSES),
  statusLabel: text(),
  expired: z.boolean(),
  description: text().nullable(),
  notes: text().nullable(),
  /** As written (createOfferInputSchema); `paymentTerm` spells the term out. */
  paymentTermsId: z.uuid().nullable(),
  paymentTerm: z
    .object({ id: z.uuid(), name: text(), days: z.number().int(), description: text().nullable() })
    .nullable(),
  createdAt: text(),
  /** Decision 062: submitted automatically from the seller's stock ('automatisch abgegeben'). */
  automatic: z.boolean(),
  /** Issue 37 (decision 071): the colleague who wrote it ('erstellt von …'); null: automatic or older. */
  createdBy: memberRefSchema.nullable(),
  /**
   * Issue 35 (decision 058): once the request was ordered or ended, this offer's rank and the gap
   * of its total to the chosen (or lowest) total — never the other offer's price or seller.
   */
  feedback: feedbackViewSchema.nullable(),
});
export type SellerOfferView = z.infer<typeof sellerOfferViewSchema>;

export const sellerOffersQuerySchema = z.object({ page, pageSize, ...updatedSinceQuery });
export const sellerOfferPageSchema = z.object({
  items: z.array(sellerOfferViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerOfferPage = z.infer<typeof sellerOfferPageSchema>;

export const sellerSummarySchema = z.object({
  relevantRequests: z.number().int(),
  myRequests: z.number().int(),
  receivedOrders: z.number().int(),
  myOrders: z.number().int(),
  /** The seller's own stored rating average and count (issue 14). */
  rating: ratingSummarySchema,
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;
