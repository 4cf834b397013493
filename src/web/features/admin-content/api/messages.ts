import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  DirectEmailTest,
  EmailLogDetail,
  EmailLogView,
  MessageTemplateInput,
  MessageTemplateView,
  TemplateEmailTest,
} from '#shared/admin/messages.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation, useAdminPage, type Params } from './admin-api.ts';

export const useMessageTemplates = (params: Params) =>
  useAdminPage<MessageTemplateView>('message-templates', '/admin/message-templates', params);
export const useEmailLogs = (params: Params) =>
  useAdminPage<EmailLogView>('email-logs', '/admin/email-logs', params);

export function useEmailLog(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'email-logs', 'detail', id],
    queryFn: ({ signal }) => api.get<EmailLogDetail>(`/admin/email-logs/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useMessageActions() {
  const { t } = useTranslation();
  const invalidate = ['message-templates'];
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
      invalidate: ['email-logs'],
      success: t('admin.mail.sent'),
      failure: t('admin.mail.failed'),
    }),
    template: useAdminMutation({
      run: (input: TemplateEmailTest) => api.post('/admin/email-test/template', input),
      invalidate: ['email-logs'],
      success: t('admin.mail.sent'),
      failure: t('admin.mail.failed'),
    }),
  };
}
