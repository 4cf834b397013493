import { useTranslation } from 'react-i18next';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-api.ts';

/** An admin's export and erasure for a user (issue 32, decision 052); both audited on the server. */
export function usePrivacyActions(invalidate: string[]) {
  const { t } = useTranslation();
  return {
    exportData: useAdminMutation({
      run: (id: string) => api.post(`/admin/users/${id}/privacy/export`),
      invalidate,
      success: t('privacy.admin.exportQueued'),
      failure: t('privacy.failed'),
    }),
    erase: useAdminMutation({
      run: (id: string) => api.post(`/admin/users/${id}/privacy/erasure`),
      invalidate,
      success: t('privacy.admin.erased'),
      failure: t('privacy.failed'),
    }),
  };
}
