import type { OrderRatingView, RateOrderInput } from '#shared/ratings/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { orderKeys } from './keys.ts';

/** The buyer's rating of a delivered order: given the first time, changed afterwards. */
export const saveOrderRating = (orderId: string, exists: boolean, body: RateOrderInput) =>
  exists
    ? api.patch<OrderRatingView>(`/orders/${orderId}/rating`, body)
    : api.post<OrderRatingView>(`/orders/${orderId}/rating`, body);
/** The rating shows on the order, the seller's figures and the admin's lists: every query reloads. */
export const useSaveOrderRating = (orderId: string, exists: boolean) =>
  useRefreshingMutation(
    (body: RateOrderInput) => saveOrderRating(orderId, exists, body),
    orderKeys.everything,
  );
