import type { BuyerOfferView } from '../../../shared/offers/schema.ts';
import {
  anonymousLabel,
  isOfferExpired,
  isOfferOrderable,
  MASKED_PHONE,
  rankOffers,
} from '../../../shared/offers/rules.ts';
import { fromCents } from '../../../shared/money/cents.ts';
import { offerTotalCents } from '../../../shared/orders/pricing.ts';
import type { BuyerRequestView } from '../../../shared/requests/schema.ts';
import { ratingSummary } from '../../../shared/ratings/rules.ts';
import type { BuyerOfferRow, RequestRow } from './repository.ts';

export function photoUrl(requestId: string, photoId: string): string {
  return `/api/v1/requests/${requestId}/photos/${photoId}`;
}

export function toBuyerRequestView(
  r: RequestRow,
  offerCount: number,
  photos: { id: string; fileName: string }[],
): BuyerRequestView {
  return {
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    quantity: r.quantity,
    description: r.description,
    urgency: r.urgency,
    status: r.status,
    offerCount,
    photos: photos.map((p) => ({ id: p.id, fileName: p.fileName, url: photoUrl(r.id, p.id) })),
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
  };
}

/**
 * Anonymous offers, cheapest (price + shipping) first (spec 1 §2, §6). Labels follow the rank;
 * the cheapest offer carries 'Bestpreis'. Nothing here names the seller.
 */
export function toBuyerOfferViews(rows: readonly BuyerOfferRow[], now: Date = new Date()): BuyerOfferView[] {
  return rankOffers(rows).map((o, i) => {
    const { label, contactLetter } = anonymousLabel(i + 1);
    return {
      id: o.id,
      rank: i + 1,
      label,
      contactLetter,
      maskedPhone: MASKED_PHONE,
      sellerVerified: Boolean(o.sellerVerified),
      sellerRating: ratingSummary(o.ratingCount, o.ratingStarsSum),
      price: o.price,
      shippingCost: o.shippingCost,
      total: fromCents(offerTotalCents(o.price, o.shippingCost)),
      currency: o.currency,
      deliveryWeeks: o.deliveryTime,
      validUntil: o.validUntil.toISOString(),
      warranty: o.warranty,
      condition: o.condition,
      description: o.description,
      notes: o.notes,
      paymentTerm: o.termName !== null && o.termDays !== null ? { name: o.termName, days: o.termDays } : null,
      status: o.status,
      expired: isOfferExpired(o.validUntil, now),
      orderable: isOfferOrderable(o, now),
      bestPrice: i === 0,
    };
  });
}
