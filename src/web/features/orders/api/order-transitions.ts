import type { OrderTransitionResult } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { orderKeys } from './keys.ts';

export type OrderVerb = 'confirm' | 'ship' | 'receipt' | 'cancel';
export type OrderTransitionVariables = { id: string; verb: OrderVerb; body?: unknown };

/** One transition of an order (confirm, ship, receipt, cancel with a reason). */
export const transitionOrder = ({ id, verb, body }: OrderTransitionVariables) =>
  api.post<OrderTransitionResult>(`/orders/${id}/${verb}`, body ?? {});
/** Afterwards every query reloads: the buyer's and the seller's lists, counts and offers. */
export const useOrderTransition = () => useRefreshingMutation(transitionOrder, orderKeys.everything);
