import type { BuyerOfferView } from '#shared/offers/schema.ts';
import {
  anonymousLabel,
  fastestOfferIndex,
  isOfferExpired,
  isOfferOrderable,
  MASKED_PHONE,
  OFFER_STATUS_LABELS,
  rankOffers,
} from '#shared/offers/rules.ts';
import { toOfferTermsView } from '#shared/offers/delivery-schema.ts';
import { alternativeOf } from '#shared/offers/alternative.ts';
import { VAT_RATE_PERCENT } from '#shared/constants.ts';
import type { Address } from '#shared/common/address.ts';
import type { PaymentTermView } from '#shared/catalog/schema.ts';
import { fromCents } from '#shared/money/cents.ts';
import { anonymousRatingSummary } from '#shared/ratings/rules.ts';
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
    termId: Term['id'] | null;
    termName: Term['name'] | null;
    termDays: Term['days'] | null;
    termDescription: Term['description'] | null;
  };

/** The offer as order placement reads it (orders' findOfferWithRequest). */
type CheckoutOfferRow = OfferFacts &
  Pick<Offer, 'paymentTermsId'> &
  Pick<Request, 'manufacturer' | 'partNumber' | 'quantity'>;

/**
 * The buyer's list of offers on a request, cheapest (price + shipping) first (spec 1 §2, §6).
 * Labels follow the rank; the cheapest offer carries 'Bestpreis'. Nothing here names the seller.
 */
export function toBuyerOfferViews(
  rows: readonly BuyerOfferRow[],
  quantity: number,
  now: Date = new Date(),
): BuyerOfferView[] {
  const ranked = rankOffers(rows);
  const fastest = fastestOfferIndex(ranked);
  return ranked.map((o, i) => {
    const { label, contactLetter } = anonymousLabel(i + 1);
    return {
      id: o.id,
      rank: i + 1,
      label,
      contactLetter,
      maskedPhone: MASKED_PHONE,
      sellerVerified: Boolean(o.sellerVerified),
      sellerRating: anonymousRatingSummary(o.ratingCount, o.ratingStarsSum),
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
      // Issue 30: 'Bestpreis' is the cheapest offer of the requested part, never an alternative.
      bestPrice: i === 0 && !o.isAlternative,
      fastestDelivery: i === fastest,
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
  };
}

/** Spec 1 §2 order page summary: the offer the buyer is about to order, still anonymous. */
export function toCheckoutView(
  o: CheckoutOfferRow,
  paymentTerms: PaymentTermView[],
  addresses: { billing: Address | null; shipping: Address | null },
  now: Date = new Date(),
): CheckoutView {
  const totals = orderTotals(o.price, o.shippingCost, o.quantity);
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
    vatPercent: VAT_RATE_PERCENT,
    currency: o.currency,
    ...toOfferTermsView(o),
    validUntil: o.validUntil,
    expired: isOfferExpired(o.validUntil, now),
    // The offer's own term when the seller still accepts it; else the buyer picks among the seller's.
    offerPaymentTermsId: paymentTerms.some((t) => t.id === o.paymentTermsId) ? o.paymentTermsId : null,
    paymentTerms,
    description: o.description,
    billingAddress: addresses.billing,
    shippingAddress: addresses.shipping,
  };
}
