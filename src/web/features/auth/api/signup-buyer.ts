import { useMutation } from '@tanstack/react-query';
import type { BuyerSignupInput } from '#shared/auth/schema.ts';
import { api } from '#web/lib/api-client.ts';

export const signupBuyer = (input: BuyerSignupInput) =>
  api.post<{ email: string; verificationRequired: true }>('/auth/signup/buyer', input);

export function useSignupBuyer() {
  return useMutation({ mutationFn: signupBuyer });
}
