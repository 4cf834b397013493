import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SellerProfileView, SellerSettingsInput } from '#shared/sellers/schema.ts';
import type { SellerRegions, SellerRegionsInput } from '#shared/regions/regions.ts';
import type { SellerWidening } from '#shared/requests/widening.ts';
import { api } from '#web/lib/api-client.ts';
import { queryRoots } from '#web/lib/query-roots.ts';
import { accountKeys } from './keys.ts';

/*
 * The seller's profile and what decides the market they see (brands, payment terms, regions, the
 * opt-in to widened requests): fetcher, typed queryOptions and hook per endpoint (issue 28).
 */

/** Brands, regions and the opt-in decide which requests are relevant: the market and its counts. */
const refreshMarket = (qc: QueryClient) =>
  qc
    .invalidateQueries({ queryKey: queryRoots.market })
    .then(() => qc.invalidateQueries({ queryKey: queryRoots.sellerSummary }));

export const getSellerProfile = (signal?: AbortSignal) =>
  api.get<SellerProfileView>('/seller/profile', { signal });
export const sellerProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sellerProfile, queryFn: ({ signal }) => getSellerProfile(signal) });
export const useSellerProfile = () => useQuery(sellerProfileQueryOptions());

export const saveSellerSettings = (input: SellerSettingsInput) =>
  api.put<SellerProfileView>('/seller/settings', input);
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSellerSettings,
    onSuccess: (profile) => {
      qc.setQueryData(accountKeys.sellerProfile, profile);
      return refreshMarket(qc);
    },
  });
}

/** The seller's delivery regions (issue 30): the market reads them, so it is refetched. */
export const getSellerRegions = (signal?: AbortSignal) =>
  api.get<SellerRegions>('/seller/regions', { signal });
export const sellerRegionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sellerRegions, queryFn: ({ signal }) => getSellerRegions(signal) });
export const useSellerRegions = () => useQuery(sellerRegionsQueryOptions());

export const saveSellerRegions = (input: SellerRegionsInput) =>
  api.put<SellerRegions>('/seller/regions', input);
export function useSaveRegions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSellerRegions,
    onSuccess: (saved) => {
      qc.setQueryData(accountKeys.sellerRegions, saved);
      return refreshMarket(qc);
    },
  });
}

/** Decision 053: the opt-in to widened requests beyond the seller's brands. */
export const getSellerWidening = (signal?: AbortSignal) =>
  api.get<SellerWidening>('/seller/widening', { signal });
export const sellerWideningQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sellerWidening, queryFn: ({ signal }) => getSellerWidening(signal) });
export const useSellerWidening = () => useQuery(sellerWideningQueryOptions());

export const saveSellerWidening = (input: SellerWidening) =>
  api.put<SellerWidening>('/seller/widening', input);
export function useSaveWidening() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSellerWidening,
    onSuccess: (saved) => {
      qc.setQueryData(accountKeys.sellerWidening, saved);
      return refreshMarket(qc);
    },
  });
}
