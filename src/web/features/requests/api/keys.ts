import type { BuyerRequestListQuery } from '#shared/requests/schema.ts';
import { queryRoots } from '#web/lib/query-roots.ts';

/**
 * Whose own requests a screen shows: a buyer's, or a seller's acting as buyer (spec 1 §6). The
 * server serves both with one service under two bases, so the web builds the screen once.
 */
export type OwnerSide = 'buyer' | 'seller';

/** The API base of each side's own requests. */
export const OWN_REQUESTS_BASE = { buyer: '/buyer/requests', seller: '/seller/my-requests' } as const;

/**
 * The requests domain's query keys, one factory (issue 28). The own lists sit under the roots the
 * live updates make stale (lib/query-roots.ts), and everything about one own request under its
 * list's root, so a new offer refreshes the request's offers view too.
 */
const own = (side: OwnerSide) =>
  side === 'buyer' ? queryRoots.buyerOwnRequests : queryRoots.sellerOwnRequests;
export const requestKeys = {
  own,
  ownList: (side: OwnerSide, q: Partial<BuyerRequestListQuery>) => [...own(side), 'list', q] as const,
  ownRequest: (side: OwnerSide, requestId: string) => [...own(side), requestId] as const,
  /** What a new own request makes stale: the list, and a seller's counts (the summary counts it). */
  created: (side: OwnerSide) => (side === 'buyer' ? own(side) : queryRoots.seller),
  /** Every question list (a new answer refreshes them all, decision 054). */
  questions: queryRoots.questions,
  questionList: (path: string) => [...queryRoots.questions, path] as const,
  partRelations: (path: string) => ['part-relations', path] as const,
  samePart: (endpoint: string, q: { first: string; second: string; exclude?: string }) =>
    ['same-part', endpoint, q] as const,
  /** The empty prefix: every query. A request's end or widening changes other domains' screens too. */
  everything: [] as const,
};
