import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
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
import { getAdminList, useAdminMutation } from '#web/lib/admin-api.ts';
import { adminCatalogKeys } from './keys.ts';

/** All countries, active or not (the public /countries has the active ones). */
export const listAdminCountries = (signal?: AbortSignal) =>
  getAdminList<AdminCountryView>('/admin/countries', signal);
export const adminCountriesQueryOptions = () =>
  queryOptions({ queryKey: adminCatalogKeys.countries, queryFn: ({ signal }) => listAdminCountries(signal) });
export const useAdminCountries = () => useQuery(adminCountriesQueryOptions());

/** All manufacturers, active or not. */
export const listAdminBrands = (signal?: AbortSignal) =>
  getAdminList<AdminBrandView>('/admin/brands', signal);
export const adminBrandsQueryOptions = () =>
  queryOptions({ queryKey: adminCatalogKeys.brands, queryFn: ({ signal }) => listAdminBrands(signal) });
export const useAdminBrands = () => useQuery(adminBrandsQueryOptions());

/** All payment terms, active or not. */
export const listAdminPaymentTerms = (signal?: AbortSignal) =>
  getAdminList<AdminPaymentTermView>('/admin/payment-terms', signal);
export const adminPaymentTermsQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogKeys.paymentTerms,
    queryFn: ({ signal }) => listAdminPaymentTerms(signal),
  });
export const useAdminPaymentTerms = () => useQuery(adminPaymentTermsQueryOptions());

/** The create, update, toggle and delete mutations of one reference-data list. */
export type CrudActions<I, V> = ReturnType<typeof useCrud<I, V>>;

/** Create/update/toggle/delete of one reference-data list with the spec's toasts. */
function useCrud<I, V>(
  path: string,
  key: QueryKey,
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
  return useCrud<CountryInput, AdminCountryView>('/admin/countries', adminCatalogKeys.countries, {
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
  return useCrud<BrandInput, AdminBrandView>('/admin/brands', adminCatalogKeys.brands, {
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
  return useCrud<PaymentTermInput, AdminPaymentTermView>(
    '/admin/payment-terms',
    adminCatalogKeys.paymentTerms,
    {
      added: t('admin.terms.saved'),
      addFailed: t('admin.terms.saveFailed'),
      updated: t('admin.terms.saved'),
      updateFailed: t('admin.terms.saveFailed'),
      deleted: t('admin.terms.deleted'),
      deleteFailed: t('admin.terms.deleteFailed'),
      statusFailed: t('admin.statusFailed'),
    },
  );
}
