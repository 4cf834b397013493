import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TranslationEdit,
  TranslationImportResult,
  TranslationListQuery,
  TranslationView,
} from '#shared/admin/translations.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminContentKeys } from './keys.ts';
import { downloadCsv } from '#web/lib/download-csv.ts';

type TranslationFilters = ListFilters<TranslationListQuery>;

/** The UI texts with their translations, by language and category. */
export const translationList = adminPagedList<TranslationView, TranslationFilters>(
  '/admin/translations',
  adminContentKeys.translationList,
);
export const useTranslationsList = (filters: TranslationFilters) =>
  useQuery(translationList.queryOptions(filters));

export function useTranslationActions() {
  const { t } = useTranslation();
  return {
    edit: useAdminMutation({
      run: ({ id, input }: { id: string; input: TranslationEdit }) =>
        api.put<TranslationView>(`/admin/translations/${id}`, input),
      invalidate: [adminContentKeys.translations],
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
      invalidate: [adminContentKeys.translations],
      success: (r) => t('admin.tr.importResult', r),
      failure: t('admin.tr.importFailed'),
    }),
  };
}

/** The translation template as CSV: a browser save, not cached data. */
export const downloadTranslationsTemplate = () =>
  downloadCsv('/admin/translations/template.csv', {}, 'translations_template.csv');

/** The translations of a language and category as CSV with the chosen separator. */
export const downloadTranslationsExport = (params: {
  language?: string;
  category?: string;
  separator?: string;
}) => downloadCsv('/admin/translations/export.csv', params, 'translations.csv');
