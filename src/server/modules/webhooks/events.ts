import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { RequestStatus } from '#shared/constants.ts';
import type { WebhookEnvelope, WebhookEvent, WebhookEventType } from '#shared/webhooks/schema.ts';
import { insertJob } from '#server/modules/jobs/repository.ts';
import { publishLive } from '#server/modules/live/repository.ts';
import { sellersToNotifyOfRequest, findRequest } from '#server/modules/notifications/repository.ts';
import { findForOrderer, findReceived } from '#server/modules/orders/repository/orders.ts';
import { toBuyerOrderView, toReceivedOrderView } from '#server/modules/orders/views.ts';
import { photosOfRequest } from '#server/modules/seller-market/repository/photos.ts';
import { sellerOfferView } from '#server/modules/seller-market/service.ts';
import { toSellerRequestView } from '#server/modules/seller-market/views.ts';
import * as repo from './repository.ts';

/**
 * What happens in the marketplace, told to the parties' systems (webhooks) and open screens
 * (live events), in the transaction of the change (issue 15, decision 024). Every payload is
 * the view the recipient's own screen shows, built by that screen's view function, so the
 * anonymity promise holds exactly as there.
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
  await insertJob(tx, {
    type: WEBHOOK_JOB,
    payload: { deliveryId },
    dedupeKey: `webhook:${deliveryId}`,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
  return deliveryId;
}

/** One event per owner: the same event id on each of the owner's endpoints. */
async function emit(
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

/** A new request: every seller it is relevant to (the new-request mail's relation). */
export async function requestCreated(tx: Db, requestId: string): Promise<void> {
  const request = await findRequest(tx, requestId);
  if (!request) return;
  const sellers = (await sellersToNotifyOfRequest(tx, request)).map((s) => s.id);
  await publishLive(tx, sellers, { type: 'request.created', requestId });
  let view: unknown;
  await emit(tx, sellers, 'request.created', async () => {
    if (view) return view;
    const part = await repo.findRequestPart(tx, requestId);
    if (!part) return undefined;
    const photoIds = (await photosOfRequest(tx, requestId)).map((p) => p.id);
    view = toSellerRequestView({ ...part, myOfferId: null, orderId: null, photoIds }, photoIds);
    return view;
  });
}

/** A new offer: the request's owner sees it appear (the count and offers come from the views). */
export async function offerCreated(tx: Db, requestId: string, buyerId: string): Promise<void> {
  await publishLive(tx, [buyerId], { type: 'offer.created', requestId });
}

/** A seller's offer accepted (an order) or rejected (another offer ordered). */
export async function offerDecided(
  tx: Db,
  sellerId: string,
  offerId: string,
  outcome: 'accepted' | 'rejected',
): Promise<void> {
  await publishLive(tx, [sellerId], { type: 'offer.changed', offerId });
  await emit(tx, [sellerId], outcome === 'accepted' ? 'offer.accepted' : 'offer.rejected', async () => ({
    offer: await sellerOfferView(tx, { sellerId, offerId }),
  }));
}

/** Each party's own view of the order (the orderer's, the seller's with the orderer's contact). */
async function orderEvent(tx: Db, orderId: string, event: 'order.placed' | 'order.status_changed') {
  const parties = await repo.findOrderParties(tx, orderId);
  if (!parties) return;
  await publishLive(tx, [parties.buyerId, parties.sellerId], { type: 'order.changed', orderId });
  await emit(tx, [parties.buyerId, parties.sellerId], event, async (ownerId) => {
    if (ownerId === parties.sellerId) {
      const row = await findReceived(tx, orderId, ownerId);
      return row ? { order: toReceivedOrderView(row), as: 'seller' } : undefined;
    }
    const row = await findForOrderer(tx, orderId, ownerId);
    return row ? { order: toBuyerOrderView(row), as: 'buyer' } : undefined;
  });
}

export function orderPlaced(tx: Db, orderId: string): Promise<void> {
  return orderEvent(tx, orderId, 'order.placed');
}

export function orderStatusChanged(tx: Db, orderId: string): Promise<void> {
  return orderEvent(tx, orderId, 'order.status_changed');
}

/** A request closed, cancelled or expired: the sellers whose pending offers it rejected. */
export async function requestClosed(
  tx: Db,
  requestId: string,
  status: RequestStatus,
  rejected: readonly { sellerId: string; offerId: string }[],
): Promise<void> {
  for (const { sellerId, offerId } of rejected) {
    await publishLive(tx, [sellerId], { type: 'offer.changed', offerId });
    await emit(tx, [sellerId], 'request.closed', async () => ({
      request: { id: requestId, status },
      offer: await sellerOfferView(tx, { sellerId, offerId }),
    }));
  }
}
