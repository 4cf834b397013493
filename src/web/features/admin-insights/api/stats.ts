import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/admin/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { adminInsightKeys } from './keys.ts';

/** Spec 2 §2: the five counts of the statistics strip; every admin write refreshes them. */
export const getAdminStats = (signal?: AbortSignal) => api.get<AdminStats>('/admin/stats', { signal });
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminInsightKeys.stats, queryFn: ({ signal }) => getAdminStats(signal) });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
