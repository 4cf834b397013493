import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

export interface OrderFilters {
  search: string;
  period: string;
  sort: string;
  page: number;
}

export const listOrders = (f: OrderFilters, signal?: AbortSignal) =>
  api.get<Page<BuyerOrderView>>(withQuery('/buyer/orders', { ...f, pageSize: 10 }), { signal });

export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: ['buyer', 'orders', filters],
    queryFn: ({ signal }) => listOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}
