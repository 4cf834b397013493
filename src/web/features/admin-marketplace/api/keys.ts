import { queryRoots } from '#web/lib/query-roots.ts';
import type { Params } from '#web/lib/admin-api.ts';

const orders = [...queryRoots.admin, 'orders'] as const;

/** The admin's marketplace domain's query keys, one factory (issue 28): requests, offers, orders. */
export const adminMarketplaceKeys = {
  requestList: (params: Params) => [...queryRoots.admin, 'requests', params] as const,
  requestOffers: (requestId: string | null) => [...queryRoots.admin, 'request-offers', requestId] as const,
  offerList: (params: Params) => [...queryRoots.admin, 'offers', params] as const,
  orders,
  orderList: (params: Params) => [...orders, params] as const,
};
