import { queryRoots } from '#web/lib/query-roots.ts';
import type { Params } from '#web/lib/admin-api.ts';

const sellers = [...queryRoots.admin, 'sellers'] as const;
const buyers = [...queryRoots.admin, 'buyers'] as const;

/** The admin's accounts domain's query keys, one factory (issue 28): sellers and buyers. */
export const adminAccountKeys = {
  /** Every seller list and detail (a seller's write refreshes them all, the queue's count too). */
  sellers,
  sellerList: (params: Params) => [...sellers, params] as const,
  sellerDetails: (id: string) => [...sellers, 'details', id] as const,
  buyers,
  buyerList: (params: Params) => [...buyers, params] as const,
};
