import { useQuery } from '@tanstack/react-query';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { api } from '../../../lib/api-client.ts';

export const getCheckout = (offerId: string, signal?: AbortSignal) =>
  api.get<CheckoutView>(`/buyer/checkout/${offerId}`, { signal });

export function useCheckout(offerId: string) {
  return useQuery({
    queryKey: ['buyer', 'checkout', offerId],
    queryFn: ({ signal }) => getCheckout(offerId, signal),
    // The offer may expire or be ordered meanwhile: always ask the server when the page opens.
    staleTime: 0,
  });
}
