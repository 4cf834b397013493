import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerRequestView } from '#shared/requests/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

export interface RequestFilters {
  search: string;
  urgency: string;
  offers: string;
  /** Issue 34: open (default), ordered or all. */
  state: string;
  /** Issue 37 (decision 071): 'me' — only the requests assigned to the caller. */
  assigned: string;
  sort: string;
  page: number;
}

export const requestsKey = ['buyer', 'requests'] as const;

export const listRequests = (f: RequestFilters, signal?: AbortSignal) =>
  api.get<Page<BuyerRequestView>>(withQuery('/buyer/requests', { ...f, pageSize: 10 }), { signal });

export function useRequests(filters: RequestFilters) {
  return useQuery({
    queryKey: [...requestsKey, filters],
    queryFn: ({ signal }) => listRequests(filters, signal),
    placeholderData: keepPreviousData,
    // Offer counts change when sellers offer: asked again on every visit and each minute (issue 13).
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
