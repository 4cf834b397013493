import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const resendVerification = (email: string) =>
  api.post<{ ok: true }>('/auth/resend-verification', { email });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
