import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatedWebhook, WebhookDelivery, WebhookEvent, WebhookView } from '#shared/webhooks/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { integrationKeys } from './keys.ts';

/*
 * Issue 15: the account's webhooks and their delivery log; decision 042: rotating a signing
 * secret — fetcher, typed queryOptions and hook per endpoint (issue 28).
 */

export const listWebhooks = (signal?: AbortSignal) =>
  api.get<{ items: WebhookView[] }>('/webhooks', { signal });
export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.webhooks, queryFn: ({ signal }) => listWebhooks(signal) });
export const useWebhooks = () => useQuery(webhooksQueryOptions());

export const listWebhookDeliveries = (id: string, signal?: AbortSignal) =>
  api.get<{ items: WebhookDelivery[] }>(`/webhooks/${id}/deliveries`, { signal });
export const webhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: integrationKeys.webhookDeliveries(id),
    queryFn: ({ signal }) => listWebhookDeliveries(id, signal),
    // Pending deliveries settle within seconds: look again while any is open.
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === 'pending') ? 2000 : false),
  });
export const useWebhookDeliveries = (id: string) => useQuery(webhookDeliveriesQueryOptions(id));

/** Creating, deleting and rotating change the list. The signing secret comes back once, here. */
export const createWebhook = (body: { url: string; events: WebhookEvent[] }) =>
  api.post<CreatedWebhook>('/webhooks', body);
export const useCreateWebhook = () => useRefreshingMutation(createWebhook, integrationKeys.webhooks);

export const deleteWebhook = (id: string) => api.delete(`/webhooks/${id}`);
export const useDeleteWebhook = () => useRefreshingMutation(deleteWebhook, integrationKeys.webhooks);

/** Decision 042: the old secret keeps signing beside the new one for `overlapHours`. */
export const rotateWebhookSecret = ({ id, overlapHours }: { id: string; overlapHours: number }) =>
  api.post<CreatedWebhook>(`/webhooks/${id}/rotate-secret`, { overlapHours });
export const useRotateWebhookSecret = () =>
  useRefreshingMutation(rotateWebhookSecret, integrationKeys.webhooks);

/** A test event, pausing and a redelivery change one webhook and its log: both are asked again. */
const hookAndLog = (id: string) => [integrationKeys.webhooks, integrationKeys.webhookDeliveries(id)];

export const sendTestEvent = (id: string) => api.post<WebhookDelivery>(`/webhooks/${id}/test`);
export const useSendTestEvent = (id: string) =>
  useRefreshingMutation<void, WebhookDelivery>(() => sendTestEvent(id), ...hookAndLog(id));

export const setWebhookActive = (id: string, isActive: boolean) =>
  api.patch<WebhookView>(`/webhooks/${id}`, { isActive });
export const useSetWebhookActive = (id: string) =>
  useRefreshingMutation((isActive: boolean) => setWebhookActive(id, isActive), ...hookAndLog(id));

export const redeliver = (id: string, deliveryId: string) =>
  api.post<WebhookDelivery>(`/webhooks/${id}/deliveries/${deliveryId}/redeliver`);
export const useRedeliver = (id: string) =>
  useRefreshingMutation((deliveryId: string) => redeliver(id, deliveryId), ...hookAndLog(id));
