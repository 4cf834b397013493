import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerRequestListQuery, BuyerRequestView } from '#shared/requests/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { OWN_REQUESTS_BASE, requestKeys, type OwnerSide } from './keys.ts';

/** The fields of the shared list query the screen filters by, sent as the server reads them. */
export type OwnRequestListQuery = Pick<
  BuyerRequestListQuery,
  'search' | 'urgency' | 'offers' | 'state' | 'assigned' | 'sort' | 'page'
>;

/**
 * The list's filters as its form holds them: the shared query's own types (issue 28), '' for
 * "all" in the selects and an empty search.
 */
export type OwnRequestFilters = {
  search: string;
  urgency: NonNullable<BuyerRequestListQuery['urgency']> | '';
  offers: NonNullable<BuyerRequestListQuery['offers']> | '';
  /** Issue 37 (decision 071): 'me' — only the requests assigned to the caller. */
  assigned: NonNullable<BuyerRequestListQuery['assigned']> | '';
} & Pick<BuyerRequestListQuery, 'state' | 'sort' | 'page'>;

export const OWN_REQUEST_FILTERS: OwnRequestFilters = {
  search: '',
  urgency: '',
  offers: '',
  state: 'open',
  assigned: '',
  sort: 'newest',
  page: 1,
};

/** The filters as a query: "all" and an empty search are left out (the server's defaults). */
export function ownRequestQuery(f: OwnRequestFilters): OwnRequestListQuery {
  return {
    search: f.search || undefined,
    urgency: f.urgency || undefined,
    offers: f.offers || undefined,
    state: f.state,
    assigned: f.assigned || undefined,
    sort: f.sort,
    page: f.page,
  };
}

export const listOwnRequests = (side: OwnerSide, q: OwnRequestListQuery, signal?: AbortSignal) =>
  api.get<Page<BuyerRequestView>>(withQuery(OWN_REQUESTS_BASE[side], { ...q, pageSize: 10 }), { signal });

export const ownRequestsQueryOptions = (side: OwnerSide, q: OwnRequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.ownList(side, q),
    queryFn: ({ signal }) => listOwnRequests(side, q, signal),
    placeholderData: keepPreviousData,
    // Offer counts change when sellers offer: asked again on every visit and each minute (issue 13).
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useOwnRequests = (side: OwnerSide, q: OwnRequestListQuery) =>
  useQuery(ownRequestsQueryOptions(side, q));
