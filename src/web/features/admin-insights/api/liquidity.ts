import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminLiquidity, AdminLiquidityQuery } from '#shared/admin/liquidity.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** The weekly liquidity figures (issue 30); the previous figures stay while a filter loads. */
export function useLiquidity(query: AdminLiquidityQuery) {
  return useQuery({
    queryKey: ['admin', 'liquidity', query],
    queryFn: ({ signal }) =>
      api.get<AdminLiquidity>(
        withQuery('/admin/stats/liquidity', {
          weeks: query.weeks,
          brandId: query.brandId ?? '',
          urgency: query.urgency ?? '',
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
