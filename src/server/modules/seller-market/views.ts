import type { SellerRequestView } from '../../../shared/seller-market/schema.ts';
import type { listRelevantRequests } from './repository.ts';

type RequestRow = Awaited<ReturnType<typeof listRelevantRequests>>['rows'][number];

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
