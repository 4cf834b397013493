import { useMutation } from '@tanstack/react-query';
import type { SellerSignupInput } from '#shared/auth/schema.ts';
import { api } from '#web/lib/api-client.ts';

export function useSignupSeller() {
  return useMutation({
    mutationFn: (input: SellerSignupInput) =>
      api.post<{ email: string; verificationRequired: true }>('/auth/signup/seller', input),
  });
}
