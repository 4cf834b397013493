import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminBuyerEdit, AdminBuyerView } from '#shared/admin/buyers.ts';
import type { PageQuery } from '#shared/admin/common.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminAccountKeys } from './keys.ts';

type BuyerFilters = ListFilters<PageQuery>;

/** The buyers (Käufer), paged and searched. */
export const buyerList = adminPagedList<AdminBuyerView, BuyerFilters>(
  '/admin/buyers',
  adminAccountKeys.buyerList,
);
export const useBuyers = (filters: BuyerFilters) => useQuery(buyerList.queryOptions(filters));

export function useBuyerActions() {
  const { t } = useTranslation();
  const invalidate = [adminAccountKeys.buyers];
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
