import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  RelevantRequestsQuery,
  SellerOfferView,
  SellerRequestListItem,
  SellerSummary,
} from '#shared/seller-market/schema.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { SellerDeclineList } from '#shared/seller-market/decline.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { offerKeys } from './keys.ts';

/*
 * The seller's market (issue 28's one shape): per endpoint a fetcher, its typed queryOptions
 * (keys from offerKeys, queries typed by the shared schemas) and a hook.
 */

/**
 * Offers and orders arrive from other users: the counts are asked again whenever the dashboard
 * shows them and every minute while it is open (issue 13), not kept for the default 30 s.
 */
const LIVE = { staleTime: 0, refetchInterval: 60_000 } as const;

/** The seller's own declines ('Kann ich nicht liefern', issue 30), newest first, for undo. */
export const getOwnDeclines = (signal?: AbortSignal) =>
  api.get<SellerDeclineList>('/seller/declines', { signal });
export const ownDeclinesQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.declines, queryFn: ({ signal }) => getOwnDeclines(signal) });
export const useOwnDeclines = () => useQuery(ownDeclinesQueryOptions());

export const getSellerSummary = (signal?: AbortSignal) =>
  api.get<SellerSummary>('/seller/summary', { signal });
export const sellerSummaryQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.summary, queryFn: ({ signal }) => getSellerSummary(signal), ...LIVE });
export const useSellerSummary = () => useQuery(sellerSummaryQueryOptions());

export const listRelevantRequests = (q: RelevantRequestsQuery, signal?: AbortSignal) =>
  api.get<Page<SellerRequestListItem>>(
    withQuery('/seller/requests', {
      sort: q.sort,
      page: q.page,
      pageSize: q.pageSize,
      search: q.search,
      part: q.part,
      urgency: q.urgency,
    }),
    { signal },
  );
export const relevantRequestsQueryOptions = (q: RelevantRequestsQuery) =>
  queryOptions({
    queryKey: offerKeys.marketList(q),
    queryFn: ({ signal }) => listRelevantRequests(q, signal),
    placeholderData: (previous) => previous,
  });
export const useRelevantRequests = (q: RelevantRequestsQuery) => useQuery(relevantRequestsQueryOptions(q));

export const listOwnOffers = (page: number, signal?: AbortSignal) =>
  api.get<Page<SellerOfferView>>(withQuery('/seller/offers', { page, pageSize: 20 }), { signal });
export const ownOffersQueryOptions = (page: number) =>
  queryOptions({ queryKey: offerKeys.ownOffers(page), queryFn: ({ signal }) => listOwnOffers(page, signal) });
export const useOwnOffers = (page: number, enabled: boolean) =>
  useQuery({ ...ownOffersQueryOptions(page), enabled });

export const getOwnOffer = (id: string, signal?: AbortSignal) =>
  api.get<SellerOfferView>(`/seller/offers/${id}`, { signal });
export const ownOfferQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.ownOffer(id), queryFn: ({ signal }) => getOwnOffer(id, signal) });
export const useOwnOffer = (id: string) => useQuery(ownOfferQueryOptions(id));
