import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  PartRelationImportResult,
  PartRelationInput,
  PartRelationListQuery,
  PartRelationView,
} from '#shared/catalog/part-relations.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminCatalogKeys } from './keys.ts';
import { downloadCsv } from '#web/lib/download-csv.ts';

type PartRelationFilters = ListFilters<PartRelationListQuery>;

/** Issue 30: the cross-reference table (confirmed, proposed by sellers, rejected). */
export const partRelationList = adminPagedList<PartRelationView, PartRelationFilters>(
  '/admin/part-relations',
  adminCatalogKeys.partRelationList,
);
export const usePartRelationsList = (filters: PartRelationFilters) =>
  useQuery(partRelationList.queryOptions(filters));

export function usePartRelationActions() {
  const { t } = useTranslation();
  return {
    create: useAdminMutation({
      run: (input: PartRelationInput) => api.post<PartRelationView>('/admin/part-relations', input),
      invalidate: [adminCatalogKeys.partRelations],
      success: t('admin.xref.saved'),
      failure: t('admin.xref.saveFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`/admin/part-relations/${id}`),
      invalidate: [adminCatalogKeys.partRelations],
      success: t('admin.xref.deleted'),
      failure: t('admin.xref.deleteFailed'),
    }),
    decide: useAdminMutation({
      run: ({ id, status }: { id: string; status: 'confirmed' | 'rejected' }) =>
        api.post<PartRelationView>(`/admin/part-relations/${id}/decision`, { status }),
      invalidate: [adminCatalogKeys.partRelations],
      success: (r) => t(r.status === 'confirmed' ? 'admin.xref.confirmedToast' : 'admin.xref.rejectedToast'),
      failure: t('admin.xref.decideFailed'),
    }),
    importCsv: useAdminMutation({
      run: (file: File) => {
        const body = new FormData();
        body.set('file', file);
        return api.post<PartRelationImportResult>('/admin/part-relations/import', body);
      },
      invalidate: [adminCatalogKeys.partRelations],
      success: (r) => t('admin.xref.importResult', r),
      failure: t('admin.xref.importFailed'),
    }),
  };
}

/** The cross-reference import template as CSV: a browser save, not cached data. */
export const downloadPartRelationsTemplate = () =>
  downloadCsv('/admin/part-relations/template.csv', {}, 'querverweise_vorlage.csv');
