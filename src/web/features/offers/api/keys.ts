import type { RelevantRequestsQuery } from '#shared/seller-market/schema.ts';
import { queryRoots } from '#web/lib/query-roots.ts';
import { requestKeys, type OwnerSide } from '#web/features/requests/index.ts';

/**
 * The offers domain's query keys, one factory (issue 28): the seller's market and own offers
 * under the roots live updates make stale, the offers on an own request under that request.
 */
export const offerKeys = {
  /** Every seller list: a new or withdrawn offer changes the market, the offers and the counts. */
  all: queryRoots.seller,
  summary: queryRoots.sellerSummary,
  market: queryRoots.market,
  marketList: (q: RelevantRequestsQuery) => [...queryRoots.market, q] as const,
  ownOffers: (page: number) => [...queryRoots.sellerOffers, page] as const,
  ownOffer: (id: string) => [...queryRoots.sellerOffer, id] as const,
  declines: [...queryRoots.seller, 'declines'] as const,
  onRequest: (side: OwnerSide, requestId: string) =>
    [...requestKeys.ownRequest(side, requestId), 'offers'] as const,
  /** The documents of a request or an offer (decision 067). */
  attachments: (kind: 'request' | 'offer', id: string) => ['attachments', kind, id] as const,
};
