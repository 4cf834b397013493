import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCharts } from '#shared/charts/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** The admin dashboard's weekly figures and seller funnel (issue 35); the previous stay while a period loads. */
export function useAdminCharts(weeks: number) {
  return useQuery({
    queryKey: ['admin', 'charts', weeks],
    queryFn: ({ signal }) => api.get<AdminCharts>(withQuery('/admin/stats/charts', { weeks }), { signal }),
    placeholderData: keepPreviousData,
  });
}
