import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#shared/auth/schema.ts';
import { api } from '#web/lib/api-client.ts';

export const resetPassword = (input: ResetPasswordInput) => api.post<unknown>('/auth/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
