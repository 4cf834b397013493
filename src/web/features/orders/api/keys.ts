import type { OrderListQuery } from '#shared/orders/schema.ts';
import { queryRoots } from '#web/lib/query-roots.ts';

/** Which orders a seller lists: received (/seller/orders) or placed as buyer (/seller/my-orders). */
export type SellerOrderKind = 'received' | 'placed';

/** The orders domain's query keys, one factory (issue 28), under the roots live updates refresh. */
export const orderKeys = {
  buyerList: (q: Partial<OrderListQuery>) => [...queryRoots.buyerOrders, q] as const,
  sellerList: (kind: SellerOrderKind, q: Partial<OrderListQuery>) => [...queryRoots.sellerOrders, kind, q] as const,
};
