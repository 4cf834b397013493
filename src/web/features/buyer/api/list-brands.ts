import { useQuery } from '@tanstack/react-query';
import type { BrandView } from '#shared/catalog/schema.ts';
import { api } from '../../../lib/api-client.ts';

export const listBrands = (signal?: AbortSignal) => api.get<{ items: BrandView[] }>('/brands', { signal });

export function useBrands() {
  return useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: ({ signal }) => listBrands(signal),
    staleTime: 10 * 60_000,
  });
}
