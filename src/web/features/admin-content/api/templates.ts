import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  HtmlTemplateInput,
  HtmlTemplateView,
  PdfTemplateTestResult,
  PdfTemplateView,
} from '#shared/admin/templates.ts';
import { api, uploadForm, type UploadOptions } from '#web/lib/api-client.ts';
import type { PageQuery } from '#shared/admin/common.ts';
import { adminPagedList, getAdminList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminContentKeys } from './keys.ts';

type HtmlTemplateFilters = ListFilters<PageQuery>;

/** The HTML templates of the order mails and documents. */
export const htmlTemplateList = adminPagedList<HtmlTemplateView, HtmlTemplateFilters>(
  '/admin/html-templates',
  adminContentKeys.htmlTemplateList,
);
export const useHtmlTemplates = (filters: HtmlTemplateFilters) =>
  useQuery(htmlTemplateList.queryOptions(filters));

export function useHtmlTemplateActions() {
  const { t } = useTranslation();
  const invalidate = [adminContentKeys.htmlTemplates];
  const path = '/admin/html-templates';
  return {
    save: useAdminMutation({
      run: ({ id, input }: { id?: string; input: HtmlTemplateInput }) =>
        id ? api.put<HtmlTemplateView>(`${path}/${id}`, input) : api.post<HtmlTemplateView>(path, input),
      invalidate,
      success: t('admin.html.saved'),
      failure: t('admin.html.saveFailed'),
    }),
    duplicate: useAdminMutation({
      run: (id: string) => api.post<HtmlTemplateView>(`${path}/${id}/duplicate`),
      invalidate,
      success: t('admin.html.duplicated'),
      failure: t('admin.html.saveFailed'),
    }),
    setDefault: useAdminMutation({
      run: (id: string) => api.post<HtmlTemplateView>(`${path}/${id}/default`),
      invalidate,
      success: t('admin.html.defaultSet'),
      failure: t('admin.html.defaultFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`${path}/${id}`),
      invalidate,
      success: t('admin.html.deleted'),
      failure: t('admin.html.deleteFailed'),
    }),
  };
}

/** The uploaded PDF templates (one list, not paged). */
export const listPdfTemplates = (signal?: AbortSignal) =>
  getAdminList<PdfTemplateView>('/admin/pdf-templates', signal);
export const pdfTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: adminContentKeys.pdfTemplates,
    queryFn: ({ signal }) => listPdfTemplates(signal),
  });
export const usePdfTemplates = () => useQuery(pdfTemplatesQueryOptions());

export function usePdfTemplateActions() {
  const { t } = useTranslation();
  const invalidate = [adminContentKeys.pdfTemplates];
  return {
    upload: useAdminMutation({
      run: ({ body, ...options }: { body: FormData } & UploadOptions) =>
        uploadForm<PdfTemplateView>('/admin/pdf-templates', body, options),
      invalidate,
      success: t('admin.pdf.uploaded'),
      failure: t('admin.pdf.uploadFailed'),
    }),
    setActive: useAdminMutation({
      run: ({ id, active }: { id: string; active: boolean }) =>
        api.post<PdfTemplateView>(`/admin/pdf-templates/${id}/${active ? 'activate' : 'deactivate'}`),
      invalidate,
      success: t('admin.pdf.statusUpdated'),
      failure: t('admin.pdf.statusFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`/admin/pdf-templates/${id}`),
      invalidate,
      success: t('admin.pdf.deleted'),
      failure: t('admin.pdf.deleteFailed'),
    }),
  };
}

export function usePdfTemplateTest() {
  const { t } = useTranslation();
  return useAdminMutation({
    run: ({ id, orderId }: { id: string; orderId: string }) =>
      api.post<PdfTemplateTestResult>(`/admin/pdf-templates/${id}/test`, { orderId }),
    invalidate: [],
    success: (r) => (r.htmlPreview ? t('admin.pdf.testOk') : t('admin.pdf.testWarning')),
    failure: t('admin.pdf.testFailed'),
  });
}
