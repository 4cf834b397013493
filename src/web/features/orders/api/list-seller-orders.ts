import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerOrderView, OrderListQuery, ReceivedOrderView } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { orderKeys, type SellerOrderKind } from './keys.ts';

export type { SellerOrderKind } from './keys.ts';

/** The seller's order filters as the form holds them: the shared query's types, '' for "all". */
export type SellerOrderFilter = {
  search: string;
  status: NonNullable<OrderListQuery['status']> | '';
  period: NonNullable<OrderListQuery['period']> | '';
} & Pick<OrderListQuery, 'sort' | 'page'>;

/** Received orders (/seller/orders) or the orders the seller placed (/seller/my-orders). */
export const listSellerOrders = (kind: SellerOrderKind, f: SellerOrderFilter, signal?: AbortSignal) =>
  api.get<Page<ReceivedOrderView | BuyerOrderView>>(
    withQuery(kind === 'received' ? '/seller/orders' : '/seller/my-orders', {
      sort: f.sort,
      page: f.page,
      pageSize: 10,
      search: f.search,
      status: f.status,
      period: f.period,
    }),
    { signal },
  );

export const sellerOrdersQueryOptions = (kind: SellerOrderKind, f: SellerOrderFilter) =>
  queryOptions({
    queryKey: orderKeys.sellerList(kind, f),
    queryFn: ({ signal }) => listSellerOrders(kind, f, signal),
    placeholderData: (previous) => previous,
  });

export const useSellerOrders = (kind: SellerOrderKind, f: SellerOrderFilter) =>
  useQuery(sellerOrdersQueryOptions(kind, f));
