import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerRequestOffers } from '#shared/offers/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { OWN_REQUESTS_BASE, type OwnerSide } from '#web/features/requests/index.ts';
import { offerKeys } from './keys.ts';

/** The offers on an own request, the buyer's or a seller's acting as buyer (one screen, issue 28). */
export const getRequestOffers = (side: OwnerSide, requestId: string, signal?: AbortSignal) =>
  api.get<BuyerRequestOffers>(`${OWN_REQUESTS_BASE[side]}/${requestId}/offers`, { signal });

export const requestOffersQueryOptions = (side: OwnerSide, requestId: string) =>
  queryOptions({
    queryKey: offerKeys.onRequest(side, requestId),
    queryFn: ({ signal }) => getRequestOffers(side, requestId, signal),
    // Other sellers' offers arrive while the view is open (issue 13).
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useRequestOffers = (side: OwnerSide, requestId: string) =>
  useQuery(requestOffersQueryOptions(side, requestId));
