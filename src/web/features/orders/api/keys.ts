import { queryRoots } from '#web/lib/query-roots.ts';

/** Which orders a seller lists: received (/seller/orders) or placed as buyer (/seller/my-orders). */
export type SellerOrderKind = 'received' | 'placed';

/** The orders domain's query keys, one factory (issue 28), under the roots live updates refresh. */
/** A list's key holds its filters as the form holds them ('' for "all"). */
type Filters = Readonly<Record<string, string | number>>;

export const orderKeys = {
  /** Everything of one side's screens (after an order: the lists and the counts). */
  side: (side: 'buyer' | 'seller') => [side] as const,
  /** The empty prefix: every query. An order's transition or rating changes both sides' screens. */
  everything: [] as const,
  checkout: (side: 'buyer' | 'seller', offerId: string) => [side, 'checkout', offerId] as const,
  buyerList: (filters: Filters) => [...queryRoots.buyerOrders, filters] as const,
  sellerList: (kind: SellerOrderKind, filters: Filters) =>
    [...queryRoots.sellerOrders, kind, filters] as const,
};
