import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerPerformance } from '#shared/seller-performance/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { insightKeys } from './keys.ts';

export const getSellerPerformance = (weeks: number, signal?: AbortSignal) =>
  api.get<SellerPerformance>(withQuery('/seller/performance', { weeks }), { signal });

/** Issue 35: the signed-in seller's stored performance figures; the previous stay while a period loads. */
export const sellerPerformanceQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: insightKeys.sellerPerformance(weeks),
    queryFn: ({ signal }) => getSellerPerformance(weeks, signal),
    placeholderData: keepPreviousData,
  });

export const useSellerPerformance = (weeks: number) => useQuery(sellerPerformanceQueryOptions(weeks));
