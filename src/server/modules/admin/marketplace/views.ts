import type { AdminOfferView, AdminOrderView, AdminRequestView } from '#shared/admin/marketplace.ts';
import { toDeliveryView } from '#shared/offers/delivery-schema.ts';
import { toComplaintView } from '#server/modules/orders/views.ts';
import { orderStatusKey } from '#shared/orders/status.ts';
import { orderTimeline } from '#shared/orders/transitions.ts';
import { toAdminRatingView } from '#server/modules/ratings/views.ts';
import type { listOffersOfRequest, listOrders, listRequests } from './repository.ts';

type RequestRow = Awaited<ReturnType<typeof listRequests>>['items'][number];
type OfferRow = Awaited<ReturnType<typeof listOffersOfRequest>>[number];
type OrderRow = Awaited<ReturnType<typeof listOrders>>['items'][number];

export function toAdminRequestView(i: RequestRow): AdminRequestView {
  return {
    id: i.id,
    partNumber: i.partNumber,
    manufacturer: i.manufacturer,
    description: i.description,
    buyerName: i.buyerName,
    buyerCompany: i.buyerCompany,
    quantity: i.quantity,
    maxBudget: i.maxBudget,
    currency: i.currency,
    urgency: i.urgency,
    status: i.status,
    offerCount: Number(i.offerCount),
    createdAt: i.createdAt.toISOString(),
  };
}

/** Admins see identities: the seller's company is part of the view (spec 2 §2 offers tab). */
export function toAdminOfferView(o: OfferRow): AdminOfferView {
  return {
    id: o.id,
    requestId: o.requestId,
    sellerId: o.sellerId,
    sellerCompany: o.sellerCompany,
    partNumber: o.partNumber,
    price: o.price,
    currency: o.currency,
    delivery: toDeliveryView(o),
    warrantyMonths: o.warrantyMonths,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  };
}

export function toAdminOrderView(o: OrderRow): AdminOrderView {
  return {
    id: o.id,
    // Spec 2 §3: the order number falls back to the id.
    orderNumber: o.orderNumber || o.id,
    status: orderStatusKey(o.status),
    totalAmount: o.totalAmount,
    partNumber: o.partNumber,
    manufacturer: o.manufacturer,
    description: o.description,
    quantity: o.quantity,
    buyerCompany: o.buyerCompany,
    sellerCompany: o.sellerCompany,
    createdAt: o.createdAt.toISOString(),
    timeline: orderTimeline(o),
    sellerOrderNumber: o.sellerOrderNumber,
    expectedShipDate: o.expectedShipDate,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    complaint: toComplaintView(o),
    cancelledBy: o.cancelledBy,
    cancelReason: o.cancelReason,
    rating: toAdminRatingView(o.rating),
  };
}
