import { useTranslation } from 'react-i18next';
import type {
  AdminBrandView,
  AdminCountryView,
  AdminPaymentTermView,
  BrandInput,
  CountryInput,
  PaymentTermInput,
} from '#shared/admin/catalog.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminList, useAdminMutation } from './admin-api.ts';

export const useCountries = () => useAdminList<AdminCountryView>('countries', '/admin/countries');
export const useBrands = () => useAdminList<AdminBrandView>('brands', '/admin/brands');
export const usePaymentTerms = () =>
  useAdminList<AdminPaymentTermView>('payment-terms', '/admin/payment-terms');

/** The create, update, toggle and delete mutations of one reference-data list. */
export type CrudActions<I, V> = ReturnType<typeof useCrud<I, V>>;

/** Create/update/toggle/delete of one reference-data list with the spec's toasts. */
function useCrud<I, V>(
  path: string,
  key: string,
  msg: {
    added: string;
    addFailed: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
    status?: string;
    statusFailed: string;
  },
) {
  const invalidate = [key];
  return {
    create: useAdminMutation({
      run: (input: I) => api.post<V>(path, input),
      invalidate,
      success: msg.added,
      failure: msg.addFailed,
    }),
    update: useAdminMutation({
      run: ({ id, input }: { id: string; input: I }) => api.put<V>(`${path}/${id}`, input),
      invalidate,
      success: msg.updated,
      failure: msg.updateFailed,
    }),
    toggle: useAdminMutation({
      run: (id: string) => api.post<V>(`${path}/${id}/toggle`),
      invalidate,
      ...(msg.status ? { success: msg.status } : {}),
      failure: msg.statusFailed,
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`${path}/${id}`),
      invalidate,
      success: msg.deleted,
      failure: msg.deleteFailed,
    }),
  };
}

export function useCountryActions() {
  const { t } = useTranslation();
  return useCrud<CountryInput, AdminCountryView>('/admin/countries', 'countries', {
    added: t('admin.countries.added'),
    addFailed: t('admin.countries.addFailed'),
    updated: t('admin.countries.updated'),
    updateFailed: t('admin.countries.updateFailed'),
    deleted: t('admin.countries.deleted'),
    deleteFailed: t('admin.countries.deleteFailed'),
    status: t('admin.countries.statusUpdated'),
    statusFailed: t('admin.statusFailed'),
  });
}

export function useBrandActions() {
  const { t } = useTranslation();
  return useCrud<BrandInput, AdminBrandView>('/admin/brands', 'brands', {
    added: t('admin.brands.added'),
    addFailed: t('admin.brands.addFailed'),
    updated: t('admin.brands.updated'),
    updateFailed: t('admin.brands.updateFailed'),
    deleted: t('admin.brands.deleted'),
    deleteFailed: t('admin.brands.deleteFailed'),
    status: t('admin.brands.statusUpdated'),
    statusFailed: t('admin.statusFailed'),
  });
}

export function usePaymentTermActions() {
  const { t } = useTranslation();
  return useCrud<PaymentTermInput, AdminPaymentTermView>('/admin/payment-terms', 'payment-terms', {
    added: t('admin.terms.saved'),
    addFailed: t('admin.terms.saveFailed'),
    updated: t('admin.terms.saved'),
    updateFailed: t('admin.terms.saveFailed'),
    deleted: t('admin.terms.deleted'),
    deleteFailed: t('admin.terms.deleteFailed'),
    statusFailed: t('admin.statusFailed'),
  });
}
