import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureConfirmInput, PrivacyStatus } from '#shared/privacy/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useStoringMutation } from '#web/lib/mutations.ts';
import { accountKeys } from './keys.ts';

/*
 * The account's privacy (issue 32, decision 052): the data export and the erasure — fetcher,
 * typed queryOptions and hook per endpoint (issue 28). Every write answers with the new status,
 * which replaces the cached one.
 */

export const getPrivacyStatus = (signal?: AbortSignal) =>
  api.get<PrivacyStatus>('/account/privacy', { signal });
export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.privacy,
    queryFn: ({ signal }) => getPrivacyStatus(signal),
    // While the export is built, look again now and then.
    refetchInterval: (q) => (q.state.data?.export?.status === 'building' ? 3000 : false),
  });
export const usePrivacyStatus = () => useQuery(privacyQueryOptions());

/** 'Meine Daten exportieren': a job builds the ZIP. */
export const requestExport = () => api.post<PrivacyStatus>('/account/privacy/export');
export const useRequestExport = () => useStoringMutation(requestExport, accountKeys.privacy);

/** The erasure, confirmed with the password; due after the grace days. */
export const requestErasure = (input: ErasureConfirmInput) =>
  api.post<PrivacyStatus>('/account/privacy/erasure', input);
export const useRequestErasure = () => useStoringMutation(requestErasure, accountKeys.privacy);

export const cancelErasure = () => api.delete<PrivacyStatus>('/account/privacy/erasure');
export const useCancelErasure = () => useStoringMutation(cancelErasure, accountKeys.privacy);
