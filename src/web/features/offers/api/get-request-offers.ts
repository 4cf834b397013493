import { useQuery } from '@tanstack/react-query';
import type { BuyerRequestOffers } from '#shared/offers/schema.ts';
import { api } from '#web/lib/api-client.ts';

export const getRequestOffers = (requestId: string, signal?: AbortSignal) =>
  api.get<BuyerRequestOffers>(`/buyer/requests/${requestId}/offers`, { signal });

export function useRequestOffers(requestId: string) {
  return useQuery({
    queryKey: ['buyer', 'requests', requestId, 'offers'],
    queryFn: ({ signal }) => getRequestOffers(requestId, signal),
  });
}
