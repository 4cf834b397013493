import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminBuyerEdit, AdminBuyerView } from '#shared/admin/buyers.ts';
import type { AdminOfferView, AdminOrderView, AdminRequestView } from '#shared/admin/marketplace.ts';
import type { Page } from '#shared/common/pagination.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';
import { withQuery } from '#web/lib/query-string.ts';

export const useBuyers = (params: Params) => useAdminPage<AdminBuyerView>('buyers', '/admin/buyers', params);

export function useBuyerActions() {
  const { t } = useTranslation();
  const invalidate = ['buyers'];
  return {
    edit: useAdminMutation({
      run: ({ id, input }: { id: string; input: AdminBuyerEdit }) =>
        api.patch<AdminBuyerView>(`/admin/buyers/${id}`, input),
      invalidate,
      success: t('admin.buyers.updated'),
      failure: t('admin.buyers.updateFailed'),
    }),
    deactivate: useAdminMutation({
      run: (id: string) => api.post<AdminBuyerView>(`/admin/buyers/${id}/deactivate`),
      invalidate,
      success: t('admin.buyers.deactivated'),
      failure: t('admin.buyers.deactivateFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`/admin/buyers/${id}`),
      invalidate,
      success: t('admin.buyers.deleted'),
      failure: t('admin.buyers.deleteFailed'),
    }),
  };
}

export function useAdminRequests(params: Params) {
  return useQuery({
    queryKey: ['admin', 'requests', params],
    queryFn: ({ signal }) =>
      api.get<Page<AdminRequestView> & { counts: { total: number; active: number } }>(
        withQuery('/admin/requests', params),
        { signal },
      ),
  });
}

export function useRequestOffers(requestId: string | null) {
  return useQuery({
    queryKey: ['admin', 'request-offers', requestId],
    queryFn: ({ signal }) =>
      api.get<{ items: AdminOfferView[] }>(`/admin/requests/${requestId}/offers`, { signal }),
    enabled: requestId !== null,
  });
}

export const useAdminOffers = (params: Params) =>
  useAdminPage<AdminOfferView>('offers', '/admin/offers', params);
export const useAdminOrders = (params: Params) =>
  useAdminPage<AdminOrderView>('orders', '/admin/orders', params);
