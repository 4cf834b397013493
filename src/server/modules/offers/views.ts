import type { BuyerOfferView } from '#shared/offers/schema.ts';
import {
  anonymousLabel,
  fastestOfferIndex,
  isOfferExpired,
  isOfferOrderable,
  MASKED_PHONE,
  OFFER_STATUS_LABELS,
} from '#shared/offers/rules.ts';
import {
  bestTotalCostIndex,
  cheapestOfferIndex,
  costPerDayCents,
  effectiveCostCents,
  expectedDeliveryDay,
  rankOffers,
  timeliness,
} from '#shared/offers/downtime.ts';
import { toOfferTermsView } from '#shared/offers/delivery-schema.ts';
import { isVatIdConfirmedFor, type VatCheck } from '#shared/legal/vat-id.ts';
import { countryCodeOf, decideVat, vatIdCountry } from '#shared/legal/vat-rule.ts';
import { alternativeOf } from '#shared/offers/alternative.ts';
import type { Address } from '#shared/common/address.ts';
import type { PaymentTermView } from '#shared/catalog/schema.ts';
import { fromCents } from '#shared/money/cents.ts';
import { anonymousRatingSummary } from '#shared/ratings/rules.ts';
import { performanceMarks } from '#shared/seller-performance/rules.ts';
import { feedbackView } from '#shared/seller-performance/feedback.ts';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { offerTotalCents, orderTotals } from '#shared/orders/pricing.ts';
import type { SellerOfferView } from '#shared/seller-market/schema.ts';
import type { paymentTerms } from '#server/db/schema/catalog.ts';
import type { offers, requests } from '#server/db/schema/marketplace.ts';

/*
 * THE anonymous offer views (DESIGN.md §5): everything a buyer or the offering seller is sent
 * about an offer before an order exists is built here, field by field. No function in this file
 * may put a seller's id, company, e-mail, phone or address in front of a buyer, nor the buyer's
 * in front of a seller; src/server/modules/offers/anonymity.test.ts calls every buyer and seller
 * route to hold that. After the order, orders/views.ts releases the contacts.
 */

/*
 * The rows these views take, by what they need of the tables: the modules that read them
 * (requests, seller-market, orders) pass their rows in, and offers depends on none of them
 * (decision 038: no module cycle).
 */
type Offer = typeof offers.$inferSelect;
type Request = typeof requests.$inferSelect;
type Term = typeof paymentTerms.$inferSelect;
type OfferFacts = Pick<
  Offer,
  | 'id'
  | 'price'
  | 'shippingCost'
  | 'currency'
  | 'deliveryDays'
  | 'deliveryUnit'
  | 'validUntil'
  | 'status'
  | 'warrantyMonths'
  | 'condition'
  | 'description'
  | 'isAlternative'
  | 'alternativePartNumber'
  | 'alternativeManufacturer'
>;

/** An offer in the buyer's list (requests' offersOnRequest): the seller only as numbers. */
type BuyerOfferRow = OfferFacts &
  Pick<Offer, 'notes' | 'createdAt'> & {
    termName: Term['name'] | null;
    termDays: Term['days'] | null;
    sellerVerified: boolean;
    ratingCount: number | null;
    ratingStarsSum: number | null;
    perfOffers: number | null;
    perfMedianResponseSeconds: number | null;
    perfShippedMeasured: number | null;
    perfShippedOnTime: number | null;
  };

/** The seller's own offer with its request's part (seller-market's findOwnOffer). */
type OwnOfferRow = OfferFacts &
  Pick<Offer, 'notes' | 'createdAt'> & {
    requestId: Request['id'];
    requestManufacturer: Request['manufacturer'];
    requestPartNumber: Request['partNumber'];
    requestDescription: Request['description'];
    requestQuantity: Request['quantity'];
    requestUrgency: Request['urgency'];
    requestNeededBy: Request['neededBy'];
    termId: Term['id'] | null;
    termName: Term['name'] | null;
    termDays: Term['days'] | null;
    termDescription: Term['description'] | null;
    /** Decision 062: an automatic offer from stock (the seller's own view only). */
    automatic: boolean;
    outcome: 'won' | 'lost' | 'ended' | null;
    outcomeRank: number | null;
    /** Decision 071: who of the seller's company wrote it (the seller's own view only). */
    createdById: string | null;
    createdByName: string | null;
    outcomeBidders: number | null;
    outcomeGapBp: number | null;
  };

/** The offer as order placement reads it (orders' findOfferWithRequest). */
type CheckoutOfferRow = OfferFacts &
  Pick<Offer, 'paymentTermsId'> &
  Pick<Request, 'manufacturer' | 'partNumber' | 'quantity'> & {
    /** The VAT rule's inputs (issue 32): the seller's country and the orderer's VIES answer. */
    sellerCountry: string | null;
    ordererVat: VatCheck | null;
  };

/**
 * The buyer's list of offers on a request (spec 1 §2, §6): cheapest (price + shipping) first, or,
 * when the buyer gave a downtime cost per day, lowest effective cost first (issue 31,
 * src/shared/offers/downtime.ts). Labels follow the rank; 'Bestpreis' marks the cheapest,
 * 'Beste Gesamtkosten' the lowest effective cost. Nothing here names the seller.
 */
export function toBuyerOfferViews(
  rows: readonly BuyerOfferRow[],
  request: { quantity: number; neededBy: string | null; downtimeCostPerDay: string | null },
  now: Date = new Date(),
  documents: ReadonlyMap<string, BuyerOfferView['documents']> = new Map(),
): BuyerOfferView[] {
  const perDay = costPerDayCents(request.downtimeCostPerDay);
  const ranked = rankOffers(rows, perDay);
  const fastest = fastestOfferIndex(ranked);
  const cheapest = cheapestOfferIndex(ranked);
  const bestTotal = bestTotalCostIndex(ranked, perDay);
  const quantity = request.quantity;
  return ranked.map((o, i) => {
    const { label, contactLetter } = anonymousLabel(i + 1);
    const effective = perDay === null ? null : effectiveCostCents(o, perDay);
    return {
      id: o.id,
      rank: i + 1,
      label,
      contactLetter,
      maskedPhone: MASKED_PHONE,
      sellerVerified: Boolean(o.sellerVerified),
      sellerRating: anonymousRatingSummary(o.ratingCount, o.ratingStarsSum),
      sellerMarks: performanceMarks(
        o.perfOffers === null
          ? null
          : {
              offers: o.perfOffers,
              medianResponseSeconds: o.perfMedianResponseSeconds,
              shippedMeasured: o.perfShippedMeasured ?? 0,
              shippedOnTime: o.perfShippedOnTime ?? 0,
            },
      ),
      price: o.price,
      shippingCost: o.shippingCost,
      total: fromCents(offerTotalCents(o.price, o.shippingCost)),
      unitPrice: orderTotals(o.price, o.shippingCost, quantity).unitPrice,
      currency: o.currency,
      ...toOfferTermsView(o),
      validUntil: o.validUntil,
      description: o.description,
      notes: o.notes,
      paymentTerm: o.termName !== null && o.termDays !== null ? { name: o.termName, days: o.termDays } : null,
      status: o.status,
      expired: isOfferExpired(o.validUntil, now),
      orderable: isOfferOrderable(o, now),
      alternative: alternativeOf(o),
      bestPrice: i === cheapest,
      fastestDelivery: i === fastest,
      bestTotalCost: i === bestTotal,
      effectiveCost: effective === null ? null : fromCents(effective),
      expectedDelivery: expectedDeliveryDay(o, now),
      timeliness: timeliness(o, request.neededBy, now),
      documents: documents.get(o.id) ?? [],
    };
  });
}

/** The offering seller's own offer with the part asked for; nothing that names the requester. */
export function toSellerOfferView(o: OwnOfferRow, now: Date = new Date()): SellerOfferView {
  return {
    id: o.id,
    request: {
      id: o.requestId,
      manufacturer: o.requestManufacturer,
      partNumber: o.requestPartNumber,
      description: o.requestDescription,
      quantity: o.requestQuantity,
      urgency: o.requestUrgency,
      neededBy: o.requestNeededBy,
    },
    price: o.price,
    shippingCost: o.shippingCost,
    total: fromCents(offerTotalCents(o.price, o.shippingCost)),
    unitPrice: orderTotals(o.price, o.shippingCost, o.requestQuantity).unitPrice,
    ...toOfferTermsView(o),
    currency: o.currency,
    validUntil: o.validUntil,
    status: o.status,
    alternative: alternativeOf(o),
    statusLabel: OFFER_STATUS_LABELS[o.status] ?? o.status,
    expired: isOfferExpired(o.validUntil, now),
    description: o.description,
    notes: o.notes,
    paymentTermsId: o.termId ?? null,
    paymentTerm:
      o.termId && o.termName !== null && o.termDays !== null
        ? { id: o.termId, name: o.termName, days: o.termDays, description: o.termDescription }
        : null,
    createdAt: o.createdAt.toISOString(),
    automatic: o.automatic,
    createdBy:
      o.createdById && o.createdByName !== null ? { id: o.createdById, name: o.createdByName } : null,
    // Only the rule's view of the stored feedback: a band when two offered (decision 058).
    feedback:
      o.outcome && o.outcomeRank !== null && o.outcomeBidders !== null && o.outcomeGapBp !== null
        ? feedbackView({
            outcome: o.outcome,
            rank: o.outcomeRank,
            bidders: o.outcomeBidders,
            gapBp: o.outcomeGapBp,
          })
        : null,
  };
}

/** Spec 1 §2 order page summary: the offer the buyer is about to order, still anonymous. */
export function toCheckoutView(
  o: CheckoutOfferRow,
  paymentTerms: PaymentTermView[],
  addresses: { billing: Address | null; shipping: Address | null },
  now: Date = new Date(),
): CheckoutView {
  const check = o.ordererVat ?? { vatNumber: null, status: null, checkedAt: null };
  // The order page starts with the billing address as the delivery address.
  const deliveryCountry = addresses.billing?.country ?? null;
  const confirmedFor = vatIdCountry(check.vatNumber);
  const vat = decideVat({
    sellerCountry: o.sellerCountry,
    buyerCountry: deliveryCountry,
    buyerVatIdValid: isVatIdConfirmedFor(check, countryCodeOf(deliveryCountry ?? undefined), now),
  });
  const totals = orderTotals(o.price, o.shippingCost, o.quantity, vat.ratePercent);
  // Issue 30: an alternative offer is ordered as the part it offers.
  const alternative = alternativeOf(o);
  return {
    offerId: o.id,
    manufacturer: alternative ? alternative.manufacturer : o.manufacturer,
    partNumber: alternative ? `${alternative.partNumber} (Alternative zu ${o.partNumber})` : o.partNumber,
    quantity: o.quantity,
    unitPrice: totals.unitPrice,
    price: o.price,
    shippingCost: o.shippingCost,
    net: totals.net,
    taxAmount: totals.taxAmount,
    gross: totals.gross,
    vatPercent: vat.ratePercent,
    vatNote: vat.note,
    vat: {
      sellerCountry: o.sellerCountry,
      confirmedFor: isVatIdConfirmedFor(check, confirmedFor, now) ? (confirmedFor ?? null) : null,
      checkStatus: check.status,
    },
    currency: o.currency,
    ...toOfferTermsView(o),
    validUntil: o.validUntil,
    expired: isOfferExpired(o.validUntil, now),
    // Decision 070: whose order waits is the orders module's to say (its checkout sets it).
    approvalRequired: false,
    // The offer's own term when the seller still accepts it; else the buyer picks among the seller's.
    offerPaymentTermsId: paymentTerms.some((t) => t.id === o.paymentTermsId) ? o.paymentTermsId : null,
    paymentTerms,
    description: o.description,
    billingAddress: addresses.billing,
    shippingAddress: addresses.shipping,
  };
}
