import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerProfileView } from '#shared/buyers/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export const getProfile = (signal?: AbortSignal) => api.get<BuyerProfileView>('/buyer/profile', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.buyerProfile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
