import { useTranslation } from 'react-i18next';
import type {
  TranslationEdit,
  TranslationImportResult,
  TranslationView,
} from '#shared/admin/translations.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';

export const useTranslationsList = (params: Params) =>
  useAdminPage<TranslationView>('translations', '/admin/translations', params);

export function useTranslationActions() {
  const { t } = useTranslation();
  return {
    edit: useAdminMutation({
      run: ({ id, input }: { id: string; input: TranslationEdit }) =>
        api.put<TranslationView>(`/admin/translations/${id}`, input),
      invalidate: ['translations'],
      success: t('admin.tr.saved'),
      failure: t('admin.tr.saveFailed'),
    }),
    importCsv: useAdminMutation({
      run: ({ file, updateExisting }: { file: File; updateExisting: boolean }) => {
        const body = new FormData();
        body.set('updateExisting', String(updateExisting));
        body.set('file', file);
        return api.post<TranslationImportResult>('/admin/translations/import', body);
      },
      invalidate: ['translations'],
      success: (r) => t('admin.tr.importResult', r),
      failure: t('admin.tr.importFailed'),
    }),
  };
}
