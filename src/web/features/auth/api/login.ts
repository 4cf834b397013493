import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '#shared/auth/schema.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey, type SessionResponse } from '../../../lib/session.ts';

export const login = (input: LoginInput) => api.post<{ user: SessionUser }>('/auth/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The dashboard guard reads this right after the redirect, without another round trip.
    onSuccess: ({ user }) => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user }),
  });
}
