import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '#shared/auth/schema.ts';
import type { Role } from '#shared/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey, type SessionResponse } from '#web/lib/session.ts';

/** Either signed in, or the account has a second factor and the code is asked next. */
export type LoginResult = { user: SessionUser } | { twoFactorRequired: true };

export const login = (input: LoginInput) => api.post<LoginResult>('/auth/login', input);

export const verifyTwoFactor = (input: { code: string; trustDevice: boolean; role: Role }) =>
  api.post<{ user: SessionUser }>('/auth/two-factor/verify', input);

/**
 * The guard reads the user at once; the company (for the header's account menu) follows with
 * the next session read.
 */
function signedIn(queryClient: ReturnType<typeof useQueryClient>, user: SessionUser) {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: { ...user, company: null } });
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The dashboard guard reads this right after the redirect, without another round trip.
    onSuccess: (result) => {
      if ('user' in result) signedIn(queryClient, result.user);
    },
  });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: ({ user }) => signedIn(queryClient, user),
  });
}
