import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { WebhookEnvelope, WebhookEvent, WebhookEventType } from '#shared/webhooks/schema.ts';
import { insertJob, insertJobs } from '#server/modules/jobs/queue.ts';
import * as repo from './repository.ts';

/**
 * Webhook deliveries (issue 15, decision 024): one signed delivery and its job per endpoint, the
 * body fixed when queued. What is told of which domain event is on-events.ts (decision 038).
 */

export const WEBHOOK_JOB = 'webhook.deliver';
/** Retries end 24 h after the event; the runner's attempt cap is never the limit. */
const WEBHOOK_MAX_ATTEMPTS = 1000;

/** Queues one delivery (and its job) per subscribed endpoint; the body is fixed now. */
export async function enqueueDelivery(
  tx: Db,
  endpointId: string,
  type: WebhookEventType,
  data: unknown,
  eventId: string = randomUUID(),
): Promise<string | null> {
  const envelope: WebhookEnvelope = { id: eventId, type, createdAt: new Date().toISOString(), data };
  const deliveryId = await repo.insertDelivery(tx, {
    endpointId,
    eventId,
    eventType: type,
    body: JSON.stringify(envelope),
  });
  if (!deliveryId) return null;
  await insertJob(tx, deliveryJob(deliveryId, endpointId));
  return deliveryId;
}

/** A delivery's job; endpointId: one delivery per endpoint at a time (WEBHOOK_JOB's onePerPayloadKey). */
const deliveryJob = (deliveryId: string, endpointId: string) => ({
  type: WEBHOOK_JOB,
  payload: { deliveryId, endpointId },
  dedupeKey: `webhook:${deliveryId}`,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
});

/**
 * The same data to many owners (decision 068: a batch of a new request's audience): one event id
 * per owner on each of its endpoints, the deliveries in one statement and their jobs in another.
 * `data` is built once, and only if some owner has a subscribed endpoint.
 */
export async function emitToMany(
  tx: Db,
  ownerIds: readonly string[],
  event: WebhookEvent,
  data: () => Promise<unknown>,
): Promise<void> {
  const endpoints = await repo.subscribedEndpoints(tx, ownerIds, event);
  if (endpoints.length === 0) return;
  const payload = await data();
  if (payload === undefined) return;
  const createdAt = new Date().toISOString();
  const eventIds = new Map<string, string>();
  const rows = endpoints.map((e) => {
    let eventId = eventIds.get(e.ownerId);
    if (!eventId) eventIds.set(e.ownerId, (eventId = randomUUID()));
    const envelope: WebhookEnvelope = { id: eventId, type: event, createdAt, data: payload };
    return { endpointId: e.id, eventId, eventType: event, body: JSON.stringify(envelope) };
  });
  const created = await repo.insertDeliveries(tx, rows);
  await insertJobs(
    tx,
    created.map((d) => deliveryJob(d.id, d.endpointId)),
  );
}

/** One event per owner: the same event id on each of the owner's endpoints. */
export async function emit(
  tx: Db,
  ownerIds: readonly string[],
  event: WebhookEvent,
  dataFor: (ownerId: string) => Promise<unknown>,
): Promise<void> {
  const endpoints = await repo.subscribedEndpoints(tx, ownerIds, event);
  const byOwner = new Map<string, string[]>();
  for (const e of endpoints) byOwner.set(e.ownerId, [...(byOwner.get(e.ownerId) ?? []), e.id]);
  for (const [ownerId, ids] of byOwner) {
    const data = await dataFor(ownerId);
    if (data === undefined) continue;
    const eventId = randomUUID();
    for (const id of ids) await enqueueDelivery(tx, id, event, data, eventId);
  }
}
