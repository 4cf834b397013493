import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { pushDeliveries, pushSettings, pushSubscriptions } from '#server/db/schema/push.ts';
import type { PushKind } from '#shared/push/kinds.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
type DeliveryRow = typeof pushDeliveries.$inferSelect;

export async function countSubscriptions(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.ownerId, ownerId));
  return row?.n ?? 0;
}

/**
 * A device's subscription, new or renewed: the browser's endpoint is unique, so subscribing it
 * again (new keys, or another account signed in on the device) takes the row over.
 */
export async function upsertSubscription(
  db: Db,
  row: { ownerId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<SubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ownerId: row.ownerId,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
        createdAt: sql`case when ${pushSubscriptions.ownerId} = ${row.ownerId}
          then ${pushSubscriptions.createdAt} else now() end`,
        lastSuccessAt: sql`case when ${pushSubscriptions.ownerId} = ${row.ownerId}
          then ${pushSubscriptions.lastSuccessAt} else null end`,
      },
    })
    .returning();
  return saved!;
}

export async function findSubscriptionByEndpoint(db: Db, endpoint: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id, ownerId: pushSubscriptions.ownerId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row;
}

/** The owner's devices, newest first. */
export function listSubscriptions(db: Db, ownerId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.ownerId, ownerId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Deletes the owner's subscription; false when it is not theirs (or gone). */
export async function deleteOwnSubscription(
  db: Db,
  ownerId: string,
  where: { id: string } | { endpoint: string },
) {
  const match =
    'id' in where ? eq(pushSubscriptions.id, where.id) : eq(pushSubscriptions.endpoint, where.endpoint);
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.ownerId, ownerId), match))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSettings(db: Db, ownerId: string) {
  const [row] = await db
    .select({ kinds: pushSettings.kinds, urgentOnly: pushSettings.urgentOnly })
    .from(pushSettings)
    .where(eq(pushSettings.ownerId, ownerId))
    .limit(1);
  return row;
}

export async function saveSettings(db: Db, ownerId: string, s: { kinds: PushKind[]; urgentOnly: boolean }) {
  await db
    .insert(pushSettings)
    .values({ ownerId, kinds: s.kinds, urgentOnly: s.urgentOnly })
    .onConflictDoUpdate({
      target: pushSettings.ownerId,
      set: { kinds: s.kinds, urgentOnly: s.urgentOnly, updatedAt: new Date() },
    });
}

/**
 * The subscriptions of these accounts that want this kind (no settings row: every kind), with
 * each owner's language and role for the text and the link. `urgent`: false for a request that
 * is not 'dringend' (owners who want urgent requests only are left out).
 */
export function subscriptionsWanting(db: Db, ownerIds: string[], kind: PushKind, urgent = true) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: pushSubscriptions.id,
      ownerId: pushSubscriptions.ownerId,
      language: profiles.language,
      role: profiles.role,
    })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.ownerId))
    .leftJoin(pushSettings, eq(pushSettings.ownerId, pushSubscriptions.ownerId))
    .where(
      and(
        inArray(pushSubscriptions.ownerId, ownerIds),
        sql`(${pushSettings.ownerId} is null or (${kind} = any(${pushSettings.kinds})
          and (${urgent} or not ${pushSettings.urgentOnly})))`,
      ),
    );
}

/** Queues one delivery per subscription; a delivery of this event to it that exists is kept. */
export async function insertDeliveries(
  db: Db,
  rows: { subscriptionId: string; eventId: number; kind: PushKind; payload: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(pushDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [pushDeliveries.eventId, pushDeliveries.subscriptionId] })
    .returning({ id: pushDeliveries.id });
  return created.map((r) => r.id);
}

export async function findDeliveryForSending(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: pushDeliveries, subscription: pushSubscriptions })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushDeliveries.id, id))
    .limit(1);
  return row;
}

/**
 * An attempt's outcome; a delivered one also stamps the device's last success. Only a pending
 * delivery changes: a second run of the same job (a retry, another runner) records nothing twice.
 */
export async function recordAttempt(
  db: Db,
  delivery: Pick<DeliveryRow, 'id' | 'subscriptionId'>,
  outcome: { statusCode: number | null; error: string | null; status: DeliveryRow['status'] },
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(pushDeliveries)
      .set({
        status: outcome.status,
        attempts: sql`${pushDeliveries.attempts} + 1`,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error?.slice(0, 500) ?? null,
        deliveredAt: outcome.status === 'delivered' ? now : null,
      })
      .where(and(eq(pushDeliveries.id, delivery.id), eq(pushDeliveries.status, 'pending')));
    if (outcome.status === 'delivered')
      await tx
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now })
        .where(eq(pushSubscriptions.id, delivery.subscriptionId));
  });
}

/** The push service said the subscription is gone (404/410): it and its deliveries go. */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
