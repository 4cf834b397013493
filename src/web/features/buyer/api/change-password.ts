import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/auth/schema.ts';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ ok: true }>('/auth/change-password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
