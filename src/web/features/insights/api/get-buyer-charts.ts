import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BuyerCharts } from '#shared/charts/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** The buyer's own dashboard figures per month (issue 35); the previous stay while a period loads. */
export function useBuyerCharts(months: number) {
  return useQuery({
    queryKey: ['buyer', 'charts', months],
    queryFn: ({ signal }) => api.get<BuyerCharts>(withQuery('/buyer/charts', { months }), { signal }),
    placeholderData: keepPreviousData,
  });
}
