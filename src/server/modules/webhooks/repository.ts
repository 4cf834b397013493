import { and, arrayContains, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import type { WebhookEvent } from '#shared/webhooks/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function countEndpoints(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: Db,
  row: { ownerId: string; url: string; secret: string; events: WebhookEvent[]; createdBy: string },
): Promise<EndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

/** The owner's endpoints with the last delivery of each (the settings list). */
export async function listEndpoints(db: Db, ownerId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  const last = await Promise.all(
    rows.map(async (e) => {
      const [d] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, e.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(1);
      return d ?? null;
    }),
  );
  return rows.map((endpoint, i) => ({ endpoint, last: last[i] ?? null }));
}

export async function findOwnEndpoint(db: Db, ownerId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function updateEndpoint(
  db: Db,
  id: string,
  patch: { events?: WebhookEvent[]; isActive?: boolean },
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id));
}

/** A new secret; the current one becomes the previous one, signing beside it until `until`. */
export async function rotateSecret(db: Db, id: string, secret: string, until: Date): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: until,
      secret,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function listDeliveries(db: Db, endpointId: string, limit = 50): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * Sets a settled delivery (delivered or failed) of this endpoint pending again for a redelivery.
 * The status condition makes two presses at once one redelivery: the second finds it pending.
 */
export async function reopenDelivery(
  db: Db,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', deliveredAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        sql`${webhookDeliveries.status} <> 'pending'`,
      ),
    )
    .returning();
  return row;
}

export async function findDelivery(
  db: Db,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  return row;
}

/** Active endpoints of these owners that subscribed to the event. */
export async function subscribedEndpoints(db: Db, ownerIds: readonly string[], event: WebhookEvent) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ id: webhookEndpoints.id, ownerId: webhookEndpoints.ownerId })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.ownerId, [...ownerIds]),
        eq(webhookEndpoints.isActive, true),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
}

export async function insertDelivery(
  db: Db,
  row: { endpointId: string; eventId: string; eventType: string; body: string },
): Promise<string | null> {
  const [created] = await db
    .insert(webhookDeliveries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return created?.id ?? null;
}

/** Many deliveries in one statement (decision 068: a batch of a fan-out); existing ones are kept. */
export async function insertDeliveries(
  db: Db,
  rows: readonly { endpointId: string; eventId: string; eventType: string; body: string }[],
): Promise<{ id: string; endpointId: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
}

/** A delivery with what sending it needs: the endpoint and its owner's contact. */
export async function findDeliveryForSending(db: Db, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
      ownerEmail: profiles.email,
      ownerLanguage: profiles.language,
      ownerRole: profiles.role,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(profiles, eq(profiles.id, webhookEndpoints.ownerId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  return row;
}

/** One attempt's outcome, appended to the delivery's log (kept to the last 30 attempts). */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { statusCode: number | null; error: string | null; status: DeliveryRow['status'] },
): Promise<void> {
  const now = new Date();
  const entry = JSON.stringify([
    { at: now.toISOString(), statusCode: outcome.statusCode, error: outcome.error },
  ]);
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error?.slice(0, 500) ?? null,
      lastAttemptAt: now,
      deliveredAt: outcome.status === 'delivered' ? now : null,
      log: sql`(case when jsonb_array_length(${webhookDeliveries.log}) >= 30
        then ${webhookDeliveries.log} - 0 else ${webhookDeliveries.log} end) || ${entry}::jsonb`,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The part's columns of a request (a seller's view never selects the requester). */
export async function findRequestPart(db: Db, requestId: string) {
  const [row] = await db
    .select({
      id: requests.id,
      manufacturer: requests.manufacturer,
      partNumber: requests.partNumber,
      secondPartNumber: requests.secondPartNumber,
      alternativesWelcome: requests.alternativesWelcome,
      description: requests.description,
      quantity: requests.quantity,
      urgency: requests.urgency,
      neededBy: requests.neededBy,
      expiresAt: requests.expiresAt,
      regionKeys: requests.regionKeys,
      createdAt: requests.createdAt,
      buyerId: requests.buyerId,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}
