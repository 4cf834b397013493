import type { AdminStats } from '#shared/admin/schema.ts';
import type { AdminSellerDetailView, AdminSellerEdit, AdminSellerView } from '#shared/admin/sellers.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';

export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  });
}

export const useSellers = (params: Params) =>
  useAdminPage<AdminSellerView>('sellers', '/admin/sellers', params);

/**
 * Issue 34: how many sellers wait for approval, for the count beside 'Admin-Verwaltung' and
 * 'Warteschlange' (the queue's own list, one row asked for; its total is the count).
 */
export function usePendingSellerCount(): number {
  return useSellers({ approval: 'pending', page: 1, pageSize: 1 }).data?.total ?? 0;
}

/** The full registration for the detail view (approve, reject, edit). */
export function useSellerDetails(id: string) {
  return useQuery({
    queryKey: ['admin', 'sellers', 'details', id],
    queryFn: ({ signal }) => api.get<AdminSellerDetailView>(`/admin/sellers/${id}`, { signal }),
  });
}

const seller = (action: string) => (id: string) =>
  api.post<AdminSellerView>(`/admin/sellers/${id}/${action}`);

export function useSellerActions() {
  const { t } = useTranslation();
  const invalidate = ['sellers'];
  return {
    approve: useAdminMutation({
      run: seller('approve'),
      invalidate,
      success: t('admin.sellers.approved'),
      failure: t('admin.sellers.approveFailed'),
    }),
    reject: useAdminMutation({
      run: seller('reject'),
      invalidate,
      success: t('admin.sellers.rejected'),
      failure: t('admin.sellers.rejectFailed'),
    }),
    togglePayment: useAdminMutation({
      run: seller('toggle-payment'),
      invalidate,
      success: t('admin.sellers.paymentUpdated'),
      failure: t('admin.sellers.paymentFailed'),
    }),
    toggleActive: useAdminMutation({
      run: seller('toggle-active'),
      invalidate,
      success: t('admin.sellers.activeUpdated'),
      failure: t('admin.sellers.activeFailed'),
    }),
    edit: useAdminMutation({
      run: ({ id, input }: { id: string; input: AdminSellerEdit }) =>
        api.patch<AdminSellerView>(`/admin/sellers/${id}`, input),
      invalidate,
      success: t('admin.sellers.updated'),
      failure: t('admin.sellers.updateFailed'),
    }),
  };
}
