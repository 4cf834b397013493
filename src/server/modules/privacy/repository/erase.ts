import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  accounts,
  profiles,
  sessions,
  twoFactors,
  usedTotpCodes,
  verifications,
} from '#server/db/schema/auth.ts';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { contactMessages, domainEvents, emailLogs, jobs } from '#server/db/schema/messaging.ts';
import {
  offers,
  orders,
  ratings,
  requestDeclines,
  requestPhotos,
  requests,
} from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { auditLog } from '#server/db/schema/platform.ts';
import { dataExports, erasedOrderParties } from '#server/db/schema/privacy.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';

/*
 * The erasure's statements (decision 052), all in the caller's transaction. What an order and
 * its documents legally need stays (orders, html_order_documents, erased_order_parties); every
 * other trace of the person goes or is overwritten.
 */

export const ERASED = '[gelöscht]';
export const ERASED_NAME = 'Gelöschtes Konto';
const ERASED_ADDRESS = { street: '-', city: '-', zip: '-' };

/** Fields of a profile row the order document prints; timestamps and states are not frozen. */
const NOT_FROZEN = new Set([
  'createdAt',
  'updatedAt',
  'vatCheckedAt',
  'approvedAt',
  'approvedBy',
  'trialEndsAt',
]);

export type Party = {
  role: 'buyer' | 'seller';
  email: string;
  profile: Record<string, unknown>;
};

export async function loadParty(db: Db, userId: string): Promise<Party | undefined> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId)).for('update').limit(1);
  if (!p || p.role === 'admin') return undefined;
  const [row] =
    p.role === 'buyer'
      ? await db.select().from(buyerProfiles).where(eq(buyerProfiles.id, userId))
      : await db.select().from(sellerProfiles).where(eq(sellerProfiles.id, userId));
  return { role: p.role, email: p.email, profile: { ...(row ?? {}), name: p.name } };
}

/** Freezes the party on each of its orders (both roles: a seller may also order). */
export async function freezeOrderParties(db: Db, userId: string, party: Party): Promise<number> {
  const profile = Object.fromEntries(
    Object.entries(party.profile).filter(([k, v]) => !NOT_FROZEN.has(k) && k !== 'name' && v !== undefined),
  );
  let n = 0;
  for (const role of ['buyer', 'seller'] as const) {
    const column = role === 'buyer' ? orders.buyerId : orders.sellerId;
    const ids = await db.select({ id: orders.id }).from(orders).where(eq(column, userId));
    if (ids.length === 0) continue;
    await db
      .insert(erasedOrderParties)
      .values(ids.map((o) => ({ orderId: o.id, party: role, data: { profile, email: party.email } })))
      .onConflictDoNothing();
    n += ids.length;
  }
  return n;
}

/** The account can no longer sign in: no password, no sessions, no factors, no keys, no hooks. */
export async function removeAccess(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accounts).where(eq(accounts.userId, userId));
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(usedTotpCodes).where(eq(usedTotpCodes.userId, userId));
  await db
    .delete(verifications)
    .where(
      sql`${verifications.identifier} ilike ${'%' + email + '%'} or ${verifications.value} ilike ${'%' + userId + '%'}`,
    );
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.ownerId, userId));
}

export async function anonymiseProfile(db: Db, userId: string, role: 'buyer' | 'seller'): Promise<void> {
  await db
    .update(profiles)
    .set({
      email: `geloescht-${userId}@erased.invalid`,
      name: ERASED_NAME,
      image: null,
      emailVerified: false,
      twoFactorEnabled: false,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
  if (role === 'buyer') {
    const [b] = await db
      .select({ billing: buyerProfiles.billingAddress })
      .from(buyerProfiles)
      .where(eq(buyerProfiles.id, userId));
    await db
      .update(buyerProfiles)
      .set({
        firstName: ERASED_NAME,
        lastName: '',
        company: ERASED_NAME,
        phone: '',
        position: null,
        department: null,
        taxNumber: null,
        vatNumber: '',
        vatCheckStatus: null,
        vatCheckedAt: null,
        registerCourt: null,
        registerNumber: null,
        // The country stays: it says nothing of the person and keeps statistics by country.
        billingAddress: { ...ERASED_ADDRESS, country: b?.billing.country ?? '-' },
        shippingAddress: null,
        description: null,
        isActive: false,
        updatedAt: new Date(),
      })
      .where(eq(buyerProfiles.id, userId));
  } else {
    await db
      .update(sellerProfiles)
      .set({
        firstName: ERASED_NAME,
        lastName: '',
        companyName: ERASED_NAME,
        contactPerson: ERASED_NAME,
        phone: '',
        website: null,
        specialization: null,
        description: null,
        vatNumber: '',
        vatCheckStatus: null,
        vatCheckedAt: null,
        taxNumber: null,
        businessLicense: null,
        registerCourt: null,
        billingStreet: null,
        billingCity: null,
        billingZip: null,
        shippingStreet: null,
        shippingCity: null,
        shippingZip: null,
        activeStatus: 'inactive',
        updatedAt: new Date(),
      })
      .where(eq(sellerProfiles.id, userId));
  }
}

/** Free texts the person wrote; the keys of the photos to delete from the blob store. */
export async function eraseFreeTexts(db: Db, userId: string): Promise<string[]> {
  await db
    .update(requests)
    .set({ description: null, additionalNotes: null, deliveryLocation: null })
    .where(eq(requests.buyerId, userId));
  const photos = await db
    .select({ id: requestPhotos.id, key: requestPhotos.storageKey })
    .from(requestPhotos)
    .innerJoin(requests, eq(requests.id, requestPhotos.requestId))
    .where(eq(requests.buyerId, userId));
  if (photos.length > 0)
    await db.delete(requestPhotos).where(
      inArray(
        requestPhotos.id,
        photos.map((p) => p.id),
      ),
    );
  await db.update(ratings).set({ comment: null }).where(eq(ratings.buyerId, userId));
  await db.update(requestDeclines).set({ note: null }).where(eq(requestDeclines.sellerId, userId));
  // An accepted offer is part of its order's record; the others are the seller's free text.
  await db
    .update(offers)
    .set({ notes: null, description: null })
    .where(and(eq(offers.sellerId, userId), ne(offers.status, 'angenommen')));
  return photos.map((p) => p.key);
}

/**
 * Decision 072: the PDF documents go like the photos — those the person uploaded (on requests and
 * on offers; a datasheet is not a booking record) and the own documents of the person's requests
 * (not the sellers' on them). Rows here, the files (keys returned) after the commit.
 */
export async function eraseDocuments(db: Db, userId: string): Promise<string[]> {
  const ownRequests = db.select({ id: requests.id }).from(requests).where(eq(requests.buyerId, userId));
  const removed = await db
    .delete(attachments)
    .where(
      or(
        eq(attachments.uploadedBy, userId),
        and(isNull(attachments.offerId), inArray(attachments.requestId, ownRequests)),
      ),
    )
    .returning({ key: attachments.storageKey });
  return removed.map((r) => r.key);
}

/** Mails to the person and its contact messages go; its exports' rows (keys returned) too. */
export async function removeMailsAndExports(db: Db, userId: string, email: string): Promise<string[]> {
  await db.delete(emailLogs).where(sql`lower(${emailLogs.recipientEmail}) = lower(${email})`);
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${email})`);
  // Mails still waiting in the outbox for this address would carry it on.
  await db
    .delete(jobs)
    .where(
      and(eq(jobs.type, 'mail.send'), sql`${jobs.payload}->>'to' = ${email}`, ne(jobs.status, 'running')),
    );
  const exports = await db
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  return exports.flatMap((e) => (e.key ? [e.key] : []));
}

/**
 * Other rows that may quote the person (mails to the other party, webhook bodies sent to the
 * seller's system, job payloads, events, the audit trail's snapshots): each identifier is
 * replaced where it occurs. A scan of free text, run once per erasure.
 */
export async function scrubIdentifiers(db: Db, identifiers: readonly string[]): Promise<void> {
  const needles = [...new Set(identifiers.map((s) => s.trim()).filter((s) => s.length >= 4))];
  if (needles.length === 0) return;
  const replaced = (column: SQL) =>
    needles.reduce<SQL>((acc, n) => sql`replace(${acc}, ${n}, ${ERASED})`, column);
  const hit = (column: SQL) => or(...needles.map((n) => sql`strpos(${column}, ${n}) > 0`))!;
  const texts: [SQL, string][] = [
    [sql`${emailLogs}`, 'subject'],
    [sql`${emailLogs}`, 'content'],
    [sql`${webhookDeliveries}`, 'body'],
    [sql`${jobs}`, 'last_error'],
  ];
  for (const [table, name] of texts) {
    const column = sql.identifier(name);
    await db.execute(
      sql`update ${table} set ${column} = ${replaced(sql`${column}`)} where ${hit(sql`${column}`)}`,
    );
  }
  const jsons: [SQL, string][] = [
    [sql`${emailLogs}`, 'variables_used'],
    [sql`${jobs}`, 'payload'],
    [sql`${domainEvents}`, 'payload'],
    [sql`${auditLog}`, 'before'],
    [sql`${auditLog}`, 'after'],
    [sql`${webhookDeliveries}`, 'log'],
  ];
  for (const [table, name] of jsons) {
    const asText = sql`${sql.identifier(name)}::text`;
    await db.execute(
      sql`update ${table} set ${sql.identifier(name)} = (${replaced(asText)})::jsonb where ${hit(asText)}`,
    );
  }
}
