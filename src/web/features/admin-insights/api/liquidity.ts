import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLiquidity, AdminLiquidityQuery } from '#shared/admin/liquidity.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { adminInsightKeys } from './keys.ts';

/** The weekly liquidity figures (issue 30), by the shared query's filters. */
export const getLiquidity = (query: AdminLiquidityQuery, signal?: AbortSignal) =>
  api.get<AdminLiquidity>(
    withQuery('/admin/stats/liquidity', {
      weeks: query.weeks,
      brandId: query.brandId ?? '',
      urgency: query.urgency ?? '',
    }),
    { signal },
  );

/** The previous figures stay while a filter loads. */
export const liquidityQueryOptions = (query: AdminLiquidityQuery) =>
  queryOptions({
    queryKey: adminInsightKeys.liquidity(query),
    queryFn: ({ signal }) => getLiquidity(query, signal),
    placeholderData: keepPreviousData,
  });
export const useLiquidity = (query: AdminLiquidityQuery) => useQuery(liquidityQueryOptions(query));
