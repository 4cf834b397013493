import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerOrderView, OrderListQuery } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { orderKeys } from './keys.ts';

/** The buyer's order filters as the form holds them: the shared query's types, '' for "all". */
export type OrderFilters = {
  search: string;
  period: NonNullable<OrderListQuery['period']> | '';
} & Pick<OrderListQuery, 'sort' | 'page'>;

export const listOrders = (f: OrderFilters, signal?: AbortSignal) =>
  api.get<Page<BuyerOrderView>>(withQuery('/buyer/orders', { ...f, pageSize: 10 }), { signal });

export const ordersQueryOptions = (f: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.buyerList(f),
    queryFn: ({ signal }) => listOrders(f, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (f: OrderFilters) => useQuery(ordersQueryOptions(f));
