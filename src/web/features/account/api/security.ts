import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/auth/schema.ts';
import type { SessionList } from '#shared/auth/sessions.ts';
import type { TwoFactorSetup } from '#shared/auth/two-factor.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { accountKeys } from './keys.ts';

/*
 * The account's security (issues 18 and 34): the second factor, the signed-in sessions and the
 * password — fetcher, typed queryOptions and hook per endpoint (issue 28). The screens add their
 * own toasts and form state; the hooks keep the cache.
 */

/** Whether the signed-in user has TOTP, and whether they must set it up first (admins in production). */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
}
export const getTwoFactorStatus = (signal?: AbortSignal) =>
  api.get<TwoFactorStatus>('/auth/two-factor', { signal });
export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.twoFactor, queryFn: ({ signal }) => getTwoFactorStatus(signal) });
export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions());

/** The first step: the secret, its otpauth link and the backup codes (nothing is on yet). */
export const startTwoFactor = (password: string) =>
  api.post<TwoFactorSetup>('/auth/two-factor/setup', { password });
export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

/** Confirming with a code and switching off change the status (and end the other sessions). */
export const confirmTwoFactor = (code: string) => api.post('/auth/two-factor/confirm', { code });
export const useConfirmTwoFactor = () => useRefreshingMutation(confirmTwoFactor, accountKeys.twoFactor);
export const disableTwoFactor = (password: string) => api.post('/auth/two-factor/disable', { password });
export const useDisableTwoFactor = () => useRefreshingMutation(disableTwoFactor, accountKeys.twoFactor);

/** Where the account is signed in. */
export const listSessions = (signal?: AbortSignal) => api.get<SessionList>('/auth/sessions', { signal });
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => listSessions(signal) });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const endSession = (id: string) => api.delete(`/auth/sessions/${id}`);
export const useEndSession = () => useRefreshingMutation(endSession, accountKeys.sessions);
export const endOtherSessions = () => api.post<{ ended: number }>('/auth/sessions/end-others', {});
export const useEndOtherSessions = () => useRefreshingMutation(endOtherSessions, accountKeys.sessions);

/** Spec 1 §5: the server checks the current password (DESIGN.md §7). */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ ok: true }>('/auth/change-password', input);
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
