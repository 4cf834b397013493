import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  AdminSellerDetailView,
  AdminSellerEdit,
  AdminSellerListQuery,
  AdminSellerView,
} from '#shared/admin/sellers.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminAccountKeys } from './keys.ts';

type SellerFilters = ListFilters<AdminSellerListQuery>;

/** The approved sellers (Verkäufer) or the pending ones (Warteschlange), paged and searched. */
export const sellerList = adminPagedList<AdminSellerView, SellerFilters>(
  '/admin/sellers',
  adminAccountKeys.sellerList,
);
export const useSellers = (filters: SellerFilters) => useQuery(sellerList.queryOptions(filters));

/**
 * Issue 34: how many sellers wait for approval, for the count beside 'Admin-Verwaltung' and
 * 'Warteschlange' (the queue's own list, one row asked for; its total is the count).
 */
export function usePendingSellerCount(): number {
  return useSellers({ approval: 'pending', page: 1, pageSize: 1 }).data?.total ?? 0;
}

/** The full registration for the detail view (approve, reject, edit). */
export const getSellerDetails = (id: string, signal?: AbortSignal) =>
  api.get<AdminSellerDetailView>(`/admin/sellers/${id}`, { signal });
export const sellerDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminAccountKeys.sellerDetails(id),
    queryFn: ({ signal }) => getSellerDetails(id, signal),
  });
export const useSellerDetails = (id: string) => useQuery(sellerDetailsQueryOptions(id));

const seller = (action: string) => (id: string) =>
  api.post<AdminSellerView>(`/admin/sellers/${id}/${action}`);

export function useSellerActions() {
  const { t } = useTranslation();
  const invalidate = [adminAccountKeys.sellers];
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
