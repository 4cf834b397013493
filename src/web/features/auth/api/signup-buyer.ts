import { useMutation, useQuery } from '@tanstack/react-query';
import type { BuyerSignupInput } from '#shared/auth/schema.ts';
import type { CountryView } from '#shared/catalog/schema.ts';
import { api } from '../../../lib/api-client.ts';

export const signupBuyer = (input: BuyerSignupInput) =>
  api.post<{ email: string; verificationRequired: true }>('/auth/signup/buyer', input);

export function useSignupBuyer() {
  return useMutation({ mutationFn: signupBuyer });
}

export const listCountries = (signal?: AbortSignal) =>
  api.get<{ items: CountryView[] }>('/countries', { signal });

export function useCountries() {
  return useQuery({
    queryKey: ['catalog', 'countries'],
    queryFn: ({ signal }) => listCountries(signal),
    staleTime: 10 * 60_000,
  });
}
