import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#shared/auth/schema.ts';
import { api } from '#web/lib/api-client.ts';

/** Sends the reset mail (DESIGN.md §7); the server answers 200 whether or not the address exists. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<unknown>('/auth/forgot-password', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
