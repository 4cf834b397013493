import type {
  SellerOfferPage,
  SellerRequestPage,
  SellerRequestView,
  SellerSummary,
} from '#shared/seller-market/schema.ts';
import { ratingSummary } from '#shared/ratings/rules.ts';
import type { listRelevantRequests } from './repository/feed.ts';
import type { listOwnOffers } from './repository/offers.ts';
import type { summaryCounts } from './repository/summary.ts';
import { toSellerOfferView } from '#server/modules/offers/views.ts';
import { toDeliveryView } from '#shared/offers/delivery-schema.ts';
import { deliveryRegionOf } from '#shared/regions/regions.ts';

type ListRow = Awaited<ReturnType<typeof listRelevantRequests>>['rows'][number];
/** A request's row without the list's stock match (the webhook builds one from the request alone). */
type RequestRow = Omit<ListRow, 'stock' | 'myOfferAutomatic' | 'autoOfferSkip' | 'assignee'>;
type OwnOfferRow = Awaited<ReturnType<typeof listOwnOffers>>['rows'][number];
type SummaryCounts = Awaited<ReturnType<typeof summaryCounts>>;
interface PageOf {
  total: number;
  page: number;
  pageSize: number;
}

/** The part and this seller's own state; nothing that names or locates the requester. */
export function toSellerRequestView(r: RequestRow, photoIds: string[]): SellerRequestView {
  return {
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    secondPartNumber: r.secondPartNumber,
    alternativesWelcome: r.alternativesWelcome,
    description: r.description,
    quantity: r.quantity,
    urgency: r.urgency,
    neededBy: r.neededBy,
    endsAt: r.expiresAt ? r.expiresAt.toISOString() : null,
    deliveryRegion: deliveryRegionOf(r.regionKeys),
    createdAt: r.createdAt.toISOString(),
    photoIds,
    // The predicate admits an ordered request only when the order is on this seller's offer.
    myState: r.orderId ? 'ordered' : r.myOfferId ? 'offered' : 'none',
    myOfferId: r.myOfferId,
  };
}

export function toSellerRequestPage(rows: readonly ListRow[], p: PageOf): SellerRequestPage {
  return {
    items: rows.map((r) => ({
      ...toSellerRequestView(r, r.photoIds),
      // Issue 31: the stored match of the seller's stock ('Auf Lager'), for the prefilled offer.
      stock: r.stock
        ? {
            partNumber: r.stock.partNumber,
            manufacturer: r.stock.manufacturer,
            quantity: r.stock.quantity,
            price: r.stock.price,
            delivery: toDeliveryView(r.stock),
          }
        : null,
      // Decision 062: the seller's own offer was submitted automatically ('automatisch abgegeben').
      myOfferAutomatic: r.myOfferAutomatic,
      // Decision 069: why the stock match got no automatic offer, while the seller has none on it.
      autoOfferSkip: r.stock && !r.myOfferId && !r.orderId ? r.autoOfferSkip : null,
      // Decision 071: the seller company's own assignment of the request.
      assignee: r.assignee,
    })),
    total: p.total,
    page: p.page,
    pageSize: p.pageSize,
  };
}

/** The seller's own offers; each through the one anonymous offer view (offers/views.ts). */
export function toSellerOfferPage(rows: readonly OwnOfferRow[], p: PageOf): SellerOfferPage {
  return { items: rows.map((r) => toSellerOfferView(r)), total: p.total, page: p.page, pageSize: p.pageSize };
}

export function toSellerSummaryView(c: SummaryCounts): SellerSummary {
  return {
    relevantRequests: c.relevantRequests,
    myRequests: c.myRequests,
    receivedOrders: c.receivedOrders,
    myOrders: c.myOrders,
    rating: ratingSummary(c.ratingCount, c.starsSum),
  };
}
