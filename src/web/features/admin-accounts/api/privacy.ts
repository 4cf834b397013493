import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from '#web/lib/admin-api.ts';

/**
 * An admin's export and erasure for a user (issue 32, decision 052); both audited on the server.
 * `list` is the account list to refresh (adminAccountKeys.buyers or .sellers).
 */
export function usePrivacyActions(list: QueryKey) {
  const { t } = useTranslation();
  return {
    exportData: useAdminMutation({
      run: (id: string) => api.post(`/admin/users/${id}/privacy/export`),
      invalidate: [list],
      success: t('privacy.admin.exportQueued'),
      failure: t('privacy.failed'),
    }),
    erase: useAdminMutation({
      run: (id: string) => api.post(`/admin/users/${id}/privacy/erasure`),
      invalidate: [list],
      success: t('privacy.admin.erased'),
      failure: t('privacy.failed'),
    }),
  };
}
