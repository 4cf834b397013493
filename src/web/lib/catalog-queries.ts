import { useQuery } from '@tanstack/react-query';
import type { BrandView, CountryView, PaymentTermView } from '#shared/catalog/schema.ts';
import { api } from './api-client.ts';

/** Reference data changes rarely: one fetch per session is enough, shared by every feature. */
const CATALOG_STALE_MS = 10 * 60_000;

/** Active manufacturers (public /brands): request form, seller brand choice. */
export function useBrands() {
  return useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: ({ signal }) => api.get<{ items: BrandView[] }>('/brands', { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}

/** Active countries (public /countries): every address form. */
export function useCountries() {
  return useQuery({
    queryKey: ['catalog', 'countries'],
    queryFn: ({ signal }) => api.get<{ items: CountryView[] }>('/countries', { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}

/** Active payment terms (public /payment-terms): the seller's choice, the offer form. */
export function usePaymentTerms() {
  return useQuery({
    queryKey: ['catalog', 'payment-terms'],
    queryFn: ({ signal }) => api.get<{ items: PaymentTermView[] }>('/payment-terms', { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
