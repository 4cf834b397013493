import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCharts } from '#shared/charts/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { adminInsightKeys } from './keys.ts';

/** The admin dashboard's weekly figures and seller funnel (issue 35). */
export const getAdminCharts = (weeks: number, signal?: AbortSignal) =>
  api.get<AdminCharts>(withQuery('/admin/stats/charts', { weeks }), { signal });

/** The previous figures stay while a period loads. */
export const adminChartsQueryOptions = (weeks: number) =>
  queryOptions({
    queryKey: adminInsightKeys.charts(weeks),
    queryFn: ({ signal }) => getAdminCharts(weeks, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminCharts = (weeks: number) => useQuery(adminChartsQueryOptions(weeks));
