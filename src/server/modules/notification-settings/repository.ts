import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { notificationDigestItems, notificationSettings } from '#server/db/schema/notification-settings.ts';
import type { NotificationSettingsInput } from '#shared/notifications/settings.ts';

const settingsColumns = {
  userId: notificationSettings.userId,
  newRequests: notificationSettings.newRequests,
  urgentOnly: notificationSettings.urgentOnly,
  regions: notificationSettings.regions,
  offers: notificationSettings.offers,
  companyMails: notificationSettings.companyMails,
};

export async function findSettings(db: Db, userId: string) {
  const [row] = await db
    .select(settingsColumns)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row;
}

/** The stored settings of many users at once (a request's audience: one statement, not one per seller). */
export async function findSettingsOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(settingsColumns)
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, [...userIds]));
}

export async function upsertSettings(db: Db, userId: string, s: NotificationSettingsInput): Promise<void> {
  const values = {
    newRequests: s.newRequests,
    urgentOnly: s.urgentOnly,
    regions: s.regions,
    offers: s.offers,
    // Decision 071: left as stored when the client does not send it.
    ...(s.companyMails !== undefined && { companyMails: s.companyMails }),
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** One category off (the one-click unsubscribe), the rest as stored or the default. */
export async function turnOff(db: Db, userId: string, set: { newRequests?: 'off'; offers?: 'off' }) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...set, updatedAt: new Date() } });
}

export async function findUserLanguage(db: Db, userId: string) {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.language;
}

/** A request waiting for these sellers' digests; once per seller and request, whoever adds it again. */
export async function addDigestItems(db: Db, requestId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(notificationDigestItems)
    .values(userIds.map((userId) => ({ userId, requestId })))
    .onConflictDoNothing();
}

/** Users who want a digest, have not had the one of `day` and have requests waiting. */
export async function digestUsersDue(db: Db, day: string) {
  const rows = await db
    .selectDistinct({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .innerJoin(notificationDigestItems, eq(notificationDigestItems.userId, notificationSettings.userId))
    .where(
      and(
        eq(notificationSettings.newRequests, 'digest'),
        or(
          isNull(notificationSettings.lastDigestOn),
          sql`${notificationSettings.lastDigestOn} < ${day}::date`,
        ),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The user's digest marker, locked for this transaction: a second runner waits here and then
 * sees the day the first one stored. Undefined when the user has no settings row.
 */
export async function lockDigestMarker(db: Db, userId: string) {
  const [row] = await db
    .select({
      newRequests: notificationSettings.newRequests,
      lastDigestOn: notificationSettings.lastDigestOn,
      email: profiles.email,
      language: profiles.language,
    })
    .from(notificationSettings)
    .innerJoin(profiles, eq(profiles.id, notificationSettings.userId))
    .where(eq(notificationSettings.userId, userId))
    .for('update', { of: notificationSettings })
    .limit(1);
  return row;
}

/** The requests waiting in a user's digest that still exist, oldest first. */
export async function digestRequests(db: Db, userId: string) {
  return db
    .select({
      id: requests.id,
      partNumber: requests.partNumber,
      manufacturer: requests.manufacturer,
      quantity: requests.quantity,
      urgency: requests.urgency,
      addedAt: notificationDigestItems.addedAt,
    })
    .from(notificationDigestItems)
    .innerJoin(requests, eq(requests.id, notificationDigestItems.requestId))
    .where(eq(notificationDigestItems.userId, userId))
    .orderBy(notificationDigestItems.addedAt, requests.id);
}

/** The digest of `day` is sent up to now: its items go, the day is kept. One transaction with the mail. */
export async function markDigestSent(
  db: Db,
  userId: string,
  requestIds: readonly string[],
  day: string,
  now: Date,
) {
  await db
    .update(notificationSettings)
    .set({ digestSentUpTo: now, lastDigestOn: day })
    .where(eq(notificationSettings.userId, userId));
  if (requestIds.length === 0) return;
  await db
    .delete(notificationDigestItems)
    .where(
      and(
        eq(notificationDigestItems.userId, userId),
        inArray(notificationDigestItems.requestId, [...requestIds]),
      ),
    );
}
