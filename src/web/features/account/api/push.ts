import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushDevice, PushSettings } from '#shared/push/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation, useStoringMutation } from '#web/lib/mutations.ts';
import { disablePush, enablePush, type EnableResult } from '#web/lib/web-push.ts';
import { accountKeys } from './keys.ts';

/*
 * Web Push (issue 31): the account's devices and which pushes it wants — fetcher, typed
 * queryOptions and hook per endpoint (issue 28).
 */

export const listPushDevices = (signal?: AbortSignal) =>
  api.get<{ items: PushDevice[] }>('/push/subscriptions', { signal });
export const pushDevicesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.pushDevices, queryFn: ({ signal }) => listPushDevices(signal) });
export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

/** This device's switch: subscribes the browser (asking its permission) or unsubscribes it. */
export const setThisDevicePush = async (want: boolean): Promise<EnableResult | 'disabled'> => {
  if (!want) {
    await disablePush();
    return 'disabled';
  }
  return enablePush();
};
export const useSetThisDevicePush = () => useRefreshingMutation(setThisDevicePush, accountKeys.pushDevices);

export const removePushDevice = (id: string) => api.delete(`/push/subscriptions/${id}`);
export const useRemovePushDevice = () => useRefreshingMutation(removePushDevice, accountKeys.pushDevices);

export const getPushSettings = (signal?: AbortSignal) => api.get<PushSettings>('/push/settings', { signal });
export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.pushSettings, queryFn: ({ signal }) => getPushSettings(signal) });
export const usePushSettings = () => useQuery(pushSettingsQueryOptions());

export const savePushSettings = (next: PushSettings) => api.put<PushSettings>('/push/settings', next);
export const useSavePushSettings = () => useStoringMutation(savePushSettings, accountKeys.pushSettings);
