import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';
import type { ApprovalPendingResult } from '#shared/approvals/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from './keys.ts';
import { ORDER_SIDES, type OrderSide } from './side.ts';

/** The order (201), or decision 070's 'Freigabe ausstehend' (202): nothing ordered yet. */
export type PlaceOrderResult = { id: string; orderNumber: string } | ApprovalPendingResult;

export const isPendingApproval = (r: PlaceOrderResult): r is ApprovalPendingResult => 'approvalId' in r;

export const placeOrder = (side: OrderSide, input: PlaceOrderInput) =>
  api.post<PlaceOrderResult>(ORDER_SIDES[side].ordersPath, input);

export function usePlaceOrder(side: OrderSide) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(side, input),
    // The request leaves the list and the order joins Bestellungen; the summary counts follow.
    // The order page's own checkout query is left alone: refetching it now would only answer
    // 409 (already ordered) while the page navigates away (issue 13).
    onSuccess: () =>
      qc.invalidateQueries({
        queryKey: orderKeys.side(side),
        predicate: (q) => q.queryKey[1] !== 'checkout',
      }),
  });
}
