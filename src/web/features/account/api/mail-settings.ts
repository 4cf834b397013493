import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettingsInput, NotificationSettingsView } from '#shared/notifications/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { useStoringMutation } from '#web/lib/mutations.ts';
import { accountKeys } from './keys.ts';

/** Issue 35 (decision 060): which mails the user wants — fetcher, typed queryOptions, hooks (issue 28). */
export const getMailSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettingsView>('/notification-settings', { signal });
export const mailSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.mailSettings, queryFn: ({ signal }) => getMailSettings(signal) });
export const useMailSettings = () => useQuery(mailSettingsQueryOptions());

export const saveMailSettings = (next: NotificationSettingsInput) =>
  api.put<NotificationSettingsView>('/notification-settings', next);
export const useSaveMailSettings = () => useStoringMutation(saveMailSettings, accountKeys.mailSettings);
