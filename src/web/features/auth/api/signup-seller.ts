import { useMutation, useQuery } from '@tanstack/react-query';
import type { SellerSignupInput } from '#shared/auth/schema.ts';
import type { CountryView } from '#shared/catalog/schema.ts';
import { api } from '../../../lib/api-client.ts';

export function useSignupSeller() {
  return useMutation({
    mutationFn: (input: SellerSignupInput) =>
      api.post<{ email: string; verificationRequired: true }>('/auth/signup/seller', input),
  });
}

export function useSignupCountries() {
  return useQuery({
    queryKey: ['catalog', 'countries'],
    queryFn: () => api.get<{ items: CountryView[] }>('/countries'),
    staleTime: 10 * 60_000,
  });
}
