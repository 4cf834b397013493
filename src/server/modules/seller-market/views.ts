import type { SellerOfferView, SellerRequestView } from '../../../shared/seller-market/schema.ts';
import { isOfferExpired, OFFER_STATUS_LABELS } from '../../../shared/offers/rules.ts';
import type { findOwnOffer, listRelevantRequests } from './repository.ts';

type RequestRow = Awaited<ReturnType<typeof listRelevantRequests>>['rows'][number];
type OfferRow = NonNullable<Awaited<ReturnType<typeof findOwnOffer>>>;

/** The part and this seller's own state; nothing that names or locates the requester. */
export function toSellerRequestView(r: RequestRow, photoIds: string[]): SellerRequestView {
  return {
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    description: r.description,
    quantity: r.quantity,
    urgency: r.urgency,
    createdAt: r.createdAt.toISOString(),
    photoIds,
    // The predicate admits an ordered request only when the order is on this seller's offer.
    myState: r.orderId ? 'ordered' : r.myOfferId ? 'offered' : 'none',
    myOfferId: r.myOfferId,
  };
}

export function toSellerOfferView(o: OfferRow, now: Date = new Date()): SellerOfferView {
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
    deliveryWeeks: o.deliveryTime,
    currency: o.currency,
    validUntil: o.validUntil.toISOString(),
    status: o.status,
    statusLabel: OFFER_STATUS_LABELS[o.status] ?? o.status,
    expired: isOfferExpired(o.validUntil, now),
    warranty: o.warranty,
    condition: o.condition,
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
