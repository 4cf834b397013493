import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderTransitionResult } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';

export type OrderVerb = 'confirm' | 'ship' | 'receipt' | 'cancel';

/** One transition; afterwards every order list (buyer's, seller's both tabs) reloads. */
export function useOrderTransition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb, body }: { id: string; verb: OrderVerb; body?: unknown }) =>
      api.post<OrderTransitionResult>(`/orders/${id}/${verb}`, body ?? {}),
    onSuccess: () => qc.invalidateQueries(),
  });
}
