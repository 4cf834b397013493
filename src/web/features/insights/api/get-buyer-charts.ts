import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerCharts } from '#shared/charts/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { insightKeys } from './keys.ts';

export const getBuyerCharts = (months: number, signal?: AbortSignal) =>
  api.get<BuyerCharts>(withQuery('/buyer/charts', { months }), { signal });

/** The buyer's own dashboard figures per month (issue 35); the previous stay while a period loads. */
export const buyerChartsQueryOptions = (months: number) =>
  queryOptions({
    queryKey: insightKeys.buyerCharts(months),
    queryFn: ({ signal }) => getBuyerCharts(months, signal),
    placeholderData: keepPreviousData,
  });

export const useBuyerCharts = (months: number) => useQuery(buyerChartsQueryOptions(months));
