import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';
import { api } from '../../../lib/api-client.ts';

export const placeOrder = (input: PlaceOrderInput) =>
  api.post<{ id: string; orderNumber: string }>('/buyer/orders', input);

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The request leaves the list and the order joins Bestellungen.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['buyer'] }),
  });
}
