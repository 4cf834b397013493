import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from './keys.ts';
import { ORDER_SIDES, type OrderSide } from './side.ts';

export const getCheckout = (side: OrderSide, offerId: string, signal?: AbortSignal) =>
  api.get<CheckoutView>(`${ORDER_SIDES[side].checkoutPath}/${offerId}`, { signal });

export const checkoutQueryOptions = (side: OrderSide, offerId: string) =>
  queryOptions({
    queryKey: orderKeys.checkout(side, offerId),
    queryFn: ({ signal }) => getCheckout(side, offerId, signal),
    // The offer may expire or be ordered meanwhile: always ask the server when the page opens.
    staleTime: 0,
  });

export const useCheckout = (side: OrderSide, offerId: string) =>
  useQuery(checkoutQueryOptions(side, offerId));
