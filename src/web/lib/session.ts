import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionAccount } from '#shared/auth/schema.ts';
import { ACCESS_CHECK_TIMEOUT_MS } from '#shared/constants.ts';
import { api, isApiError } from './api-client.ts';
import { removeStorage } from './storage.ts';

export interface SessionResponse {
  user: SessionAccount | null;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/** Set by the admin login (spec 2 §2 "an admin flag is stored locally"); the server still decides. */
export const ADMIN_FLAG_KEY = 'hydroparts.admin';

const SESSION_RETRIES = 3;
const SESSION_RETRY_STEP_MS = 1000;

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(ACCESS_CHECK_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await api.get<SessionResponse>('/auth/session', { signal: withTimeout(signal) });
  } catch (error) {
    // An expired cookie may be answered with 401; for the UI that simply means "not signed in".
    if (isApiError(error) && error.status === 401) return { user: null };
    throw error;
  }
}

/** Spec 1 §9: 10 s timeout, up to 3 retries, delay 1 s times the attempt number. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 30_000,
    retry: (failureCount, error) =>
      failureCount < SESSION_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
    retryDelay: (failureCount) => SESSION_RETRY_STEP_MS * (failureCount + 1),
  });
}

/** For screens behind a role guard, which has already ensured a signed-in user. */
export function useSessionUser(): SessionAccount {
  const { data } = useSession();
  if (!data?.user) throw new Error('useSessionUser() wird nur hinter einer Rollenprüfung verwendet.');
  return data.user;
}

export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      removeStorage(ADMIN_FLAG_KEY);
      // Nothing of the previous user may stay in the cache for the next one on this device.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    },
  });
}
