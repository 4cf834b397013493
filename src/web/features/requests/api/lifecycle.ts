import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { api } from '#web/lib/api-client.ts';
import { requestKeys } from './keys.ts';

/*
 * The owner's actions on an active request (issues 14 and 30, decision 053): close, cancel with a
 * reason, send to the next ring, extend the deadline. `base` is the owner's request path
 * (/buyer/requests or /seller/my-requests). A request's end or widening shows in lists, counts and
 * offers of several domains, so every query is asked again (as before the move).
 */

export type EndRequestVariables = { verb: 'close' | 'cancel'; reason?: string | undefined };
export const endRequest = (base: string, requestId: string, { verb, reason }: EndRequestVariables) =>
  api.post(`${base}/${requestId}/${verb}`, reason ? { reason } : {});
export const useEndRequest = (base: string, requestId: string) =>
  useRefreshingMutation((v: EndRequestVariables) => endRequest(base, requestId, v), requestKeys.everything);

export type WidenRequestVariables = { verb: 'widen' } | { verb: 'extend'; days: number };
export const widenRequest = (base: string, requestId: string, body: WidenRequestVariables) =>
  body.verb === 'widen'
    ? api.post(`${base}/${requestId}/widen`, {})
    : api.post(`${base}/${requestId}/extend`, { days: body.days });
export const useWidenRequest = (base: string, requestId: string) =>
  useRefreshingMutation(
    (v: WidenRequestVariables) => widenRequest(base, requestId, v),
    requestKeys.everything,
  );
