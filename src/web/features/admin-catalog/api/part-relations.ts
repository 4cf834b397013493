import { useTranslation } from 'react-i18next';
import type {
  PartRelationImportResult,
  PartRelationInput,
  PartRelationView,
} from '#shared/catalog/part-relations.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';

/** Issue 30: the cross-reference table (confirmed, proposed by sellers, rejected). */
export const usePartRelationsList = (params: Params) =>
  useAdminPage<PartRelationView>('part-relations', '/admin/part-relations', params);

export function usePartRelationActions() {
  const { t } = useTranslation();
  return {
    create: useAdminMutation({
      run: (input: PartRelationInput) => api.post<PartRelationView>('/admin/part-relations', input),
      invalidate: ['part-relations'],
      success: t('admin.xref.saved'),
      failure: t('admin.xref.saveFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`/admin/part-relations/${id}`),
      invalidate: ['part-relations'],
      success: t('admin.xref.deleted'),
      failure: t('admin.xref.deleteFailed'),
    }),
    decide: useAdminMutation({
      run: ({ id, status }: { id: string; status: 'confirmed' | 'rejected' }) =>
        api.post<PartRelationView>(`/admin/part-relations/${id}/decision`, { status }),
      invalidate: ['part-relations'],
      success: (r) => t(r.status === 'confirmed' ? 'admin.xref.confirmedToast' : 'admin.xref.rejectedToast'),
      failure: t('admin.xref.decideFailed'),
    }),
    importCsv: useAdminMutation({
      run: (file: File) => {
        const body = new FormData();
        body.set('file', file);
        return api.post<PartRelationImportResult>('/admin/part-relations/import', body);
      },
      invalidate: ['part-relations'],
      success: (r) => t('admin.xref.importResult', r),
      failure: t('admin.xref.importFailed'),
    }),
  };
}
