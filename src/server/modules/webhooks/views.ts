import type { WebhookDelivery, WebhookEvent, WebhookView } from '#shared/webhooks/schema.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import { webhookFailureOf } from '#shared/webhooks/failures.ts';
import type { DeliveryRow, EndpointRow } from './repository.ts';

/** An endpoint as its owner sees it: never the secret (shown once, at creation). */
export function toWebhookView(
  e: EndpointRow,
  last: DeliveryRow | null,
  createdBy: MemberRef | null,
): WebhookView {
  return {
    id: e.id,
    url: e.url,
    events: e.events as WebhookEvent[],
    isActive: e.isActive,
    createdAt: e.createdAt.toISOString(),
    previousSecretExpiresAt:
      e.previousSecretExpiresAt && e.previousSecretExpiresAt.getTime() > Date.now()
        ? e.previousSecretExpiresAt.toISOString()
        : null,
    createdBy,
    lastDelivery: last
      ? {
          status: last.status,
          statusCode: last.lastStatusCode,
          at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
        }
      : null,
  };
}

export function toDeliveryView(d: DeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    // The failed attempt's kind (decision 078); a delivered one has none.
    failure: d.status === 'delivered' ? null : webhookFailureOf(d.lastError, d.lastStatusCode),
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}
