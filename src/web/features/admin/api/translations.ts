import { useTranslation } from 'react-i18next';
import type {
  TranslationEdit,
  TranslationImportResult,
  TranslationView,
} from '#shared/admin/translations.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';
import { withQuery } from '#web/lib/query-string.ts';

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

/** Downloads a CSV through fetch (session cookie), named by the server's Content-Disposition. */
export async function downloadCsv(path: string, params: Params, fallbackName: string): Promise<void> {
  const response = await fetch(withQuery(`/api/v1${path}`, params), { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
