import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '#shared/admin/common.ts';
import type {
  AdminOfferView,
  AdminOrderListQuery,
  AdminOrderView,
  AdminRequestListQuery,
  AdminRequestView,
} from '#shared/admin/marketplace.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { AdminRatingView } from '#shared/ratings/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { adminMarketplaceKeys } from './keys.ts';

type RequestFilters = ListFilters<AdminRequestListQuery>;
type OfferFilters = ListFilters<PageQuery>;
type OrderFilters = ListFilters<AdminOrderListQuery>;

/** Every request, with the counts of all and of the active ones. */
export const listAdminRequests = (params: RequestFilters, signal?: AbortSignal) =>
  api.get<Page<AdminRequestView> & { counts: { total: number; active: number } }>(
    withQuery('/admin/requests', params),
    { signal },
  );
export const adminRequestsQueryOptions = (params: RequestFilters) =>
  queryOptions({
    queryKey: adminMarketplaceKeys.requestList(params),
    queryFn: ({ signal }) => listAdminRequests(params, signal),
  });
export const useAdminRequests = (params: RequestFilters) => useQuery(adminRequestsQueryOptions(params));

/** The offers on one request (its detail dialog); nothing is asked while no request is open. */
export const listRequestOffers = (requestId: string, signal?: AbortSignal) =>
  api.get<{ items: AdminOfferView[] }>(`/admin/requests/${requestId}/offers`, { signal });
export const requestOffersQueryOptions = (requestId: string | null) =>
  queryOptions({
    queryKey: adminMarketplaceKeys.requestOffers(requestId),
    queryFn: ({ signal }) => listRequestOffers(requestId ?? '', signal),
    enabled: requestId !== null,
  });
export const useRequestOffers = (requestId: string | null) => useQuery(requestOffersQueryOptions(requestId));

export const offerList = adminPagedList<AdminOfferView, OfferFilters>(
  '/admin/offers',
  adminMarketplaceKeys.offerList,
);
export const useAdminOffers = (filters: OfferFilters) => useQuery(offerList.queryOptions(filters));

/** Every order with its history and rating (the dialog reads them from the row). */
export const orderList = adminPagedList<AdminOrderView, OrderFilters>(
  '/admin/orders',
  adminMarketplaceKeys.orderList,
);
export const useAdminOrders = (filters: OrderFilters) => useQuery(orderList.queryOptions(filters));

/** Hides or shows a rating's comment (an abusive one); the order list carries the rating. */
export function useRatingVisibility() {
  const { t } = useTranslation();
  return useAdminMutation({
    run: (v: { id: string; hidden: boolean }) =>
      api.patch<AdminRatingView>(`/admin/ratings/${v.id}`, { hidden: v.hidden }),
    invalidate: [adminMarketplaceKeys.orders],
    success: t('rating.admin.updated'),
    failure: t('rating.admin.updateFailed'),
  });
}
