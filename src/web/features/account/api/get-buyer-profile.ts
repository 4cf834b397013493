import { useQuery } from '@tanstack/react-query';
import type { BuyerProfileView } from '#shared/buyers/schema.ts';
import { api } from '#web/lib/api-client.ts';

export const profileKey = ['buyer', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) => api.get<BuyerProfileView>('/buyer/profile', { signal });

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
}
