import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  DirectEmailTest,
  EmailLogDetail,
  EmailLogListQuery,
  EmailLogView,
  MessageTemplateInput,
  MessageTemplateListQuery,
  MessageTemplateView,
  TemplateEmailTest,
} from '#shared/admin/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { adminPagedList, useAdminMutation, type ListFilters } from '#web/lib/admin-api.ts';
import { adminContentKeys } from './keys.ts';

type MessageTemplateFilters = ListFilters<MessageTemplateListQuery>;
type EmailLogFilters = ListFilters<EmailLogListQuery>;

/** The mail texts (Nachrichten), per type, language and recipient. */
export const messageTemplateList = adminPagedList<MessageTemplateView, MessageTemplateFilters>(
  '/admin/message-templates',
  adminContentKeys.messageTemplateList,
);
export const useMessageTemplates = (filters: MessageTemplateFilters) =>
  useQuery(messageTemplateList.queryOptions(filters));

/** The e-mail log: every mail sent, failed or kept. */
export const emailLogList = adminPagedList<EmailLogView, EmailLogFilters>(
  '/admin/email-logs',
  adminContentKeys.emailLogList,
);
export const useEmailLogs = (filters: EmailLogFilters) => useQuery(emailLogList.queryOptions(filters));

/** One logged mail with its body; nothing is asked while none is open. */
export const getEmailLog = (id: string, signal?: AbortSignal) =>
  api.get<EmailLogDetail>(`/admin/email-logs/${id}`, { signal });
export const emailLogQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: adminContentKeys.emailLog(id),
    queryFn: ({ signal }) => getEmailLog(id ?? '', signal),
    enabled: id !== null,
  });
export const useEmailLog = (id: string | null) => useQuery(emailLogQueryOptions(id));

export function useMessageActions() {
  const { t } = useTranslation();
  const invalidate = [adminContentKeys.messageTemplates];
  const path = '/admin/message-templates';
  return {
    create: useAdminMutation({
      run: (input: MessageTemplateInput) => api.post<MessageTemplateView>(path, input),
      invalidate,
      success: t('admin.messages.created'),
      failure: t('admin.messages.saveFailed'),
    }),
    update: useAdminMutation({
      run: ({ id, input }: { id: string; input: MessageTemplateInput }) =>
        api.put<MessageTemplateView>(`${path}/${id}`, input),
      invalidate,
      success: t('admin.messages.updated'),
      failure: t('admin.messages.saveFailed'),
    }),
    toggle: useAdminMutation({
      run: (id: string) => api.post<MessageTemplateView>(`${path}/${id}/toggle`),
      invalidate,
      failure: t('admin.messages.statusFailed'),
    }),
    remove: useAdminMutation({
      run: (id: string) => api.delete(`${path}/${id}`),
      invalidate,
      success: t('admin.messages.deleted'),
      failure: t('admin.messages.deleteFailed'),
    }),
  };
}

export function useEmailTests() {
  const { t } = useTranslation();
  return {
    direct: useAdminMutation({
      run: (input: DirectEmailTest) => api.post('/admin/email-test/direct', input),
      invalidate: [adminContentKeys.emailLogs],
      success: t('admin.mail.sent'),
      failure: t('admin.mail.failed'),
    }),
    template: useAdminMutation({
      run: (input: TemplateEmailTest) => api.post('/admin/email-test/template', input),
      invalidate: [adminContentKeys.emailLogs],
      success: t('admin.mail.sent'),
      failure: t('admin.mail.failed'),
    }),
  };
}
