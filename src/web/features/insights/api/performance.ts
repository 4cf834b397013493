import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerPerformance } from '#shared/seller-performance/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** Issue 35: the signed-in seller's stored performance figures; the previous stay while a period loads. */
export function useSellerPerformance(weeks: number) {
  return useQuery({
    queryKey: ['seller', 'performance', weeks],
    queryFn: ({ signal }) =>
      api.get<SellerPerformance>(withQuery('/seller/performance', { weeks }), { signal }),
    placeholderData: keepPreviousData,
  });
}
