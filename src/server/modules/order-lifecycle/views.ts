import type { OrderTransitionResult } from '#shared/orders/schema.ts';
import { orderStatusView } from '#server/modules/orders/views.ts';

/** What a transition answers: the order's new status, as the order card shows it. */
export function toOrderTransitionResult(orderId: string, stored: string): OrderTransitionResult {
  return { id: orderId, ...orderStatusView(stored) };
}
