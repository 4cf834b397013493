import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

export async function insertAttachment(db: Db, row: NewAttachment): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(row).returning();
  return inserted!;
}

/** A request's own documents (not its offers'), in their order. */
export function requestDocuments(db: Db, requestId: string) {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.requestId, requestId), isNull(attachments.offerId)))
    .orderBy(asc(attachments.position));
}

export function offerDocuments(db: Db, offerId: string) {
  return db
    .select()
    .from(attachments)
    .where(eq(attachments.offerId, offerId))
    .orderBy(asc(attachments.position));
}

/** The documents of several offers at once, each offer's in its order (the buyer's offers view). */
export function documentsOfOffers(db: Db, offerIds: readonly string[]) {
  return db
    .select()
    .from(attachments)
    .where(inArray(attachments.offerId, [...offerIds]))
    .orderBy(asc(attachments.offerId), asc(attachments.position));
}

/** The facts the access rule needs: the request's owner. */
export async function requestFacts(db: Db, requestId: string) {
  const [row] = await db
    .select({
      id: requests.id,
      buyerId: requests.buyerId,
      status: requests.status,
      expiresAt: requests.expiresAt,
    })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row ?? null;
}

/** The offer, its seller and its request's owner. */
export async function offerFacts(db: Db, offerId: string) {
  const [row] = await db
    .select({
      id: offers.id,
      requestId: offers.requestId,
      sellerId: offers.sellerId,
      status: offers.status,
      buyerId: requests.buyerId,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.id, offerId));
  return row ?? null;
}

/** True when the seller has a live (not withdrawn) offer on the request. */
export async function hasLiveOffer(db: Db, sellerId: string, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(offers)
    .where(
      and(
        eq(offers.requestId, requestId),
        eq(offers.sellerId, sellerId),
        ne(offers.status, 'zurueckgezogen'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How many documents the offer has (the next position and the limit). */
export async function offerDocumentCount(db: Db, offerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attachments)
    .where(eq(attachments.offerId, offerId));
  return row?.n ?? 0;
}

/** The next position after the offer's documents (a deleted one leaves a gap; order is kept). */
export async function nextOfferPosition(db: Db, offerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${attachments.position}), 0)::int` })
    .from(attachments)
    .where(eq(attachments.offerId, offerId));
  return (row?.n ?? 0) + 1;
}

/** Removes one document of the request (offerId null) or of the offer; the removed row, if any. */
export async function deleteAttachment(
  db: Db,
  where: { requestId: string; offerId: string | null; attachmentId: string },
): Promise<AttachmentRow | null> {
  const [row] = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.id, where.attachmentId),
        eq(attachments.requestId, where.requestId),
        where.offerId === null ? isNull(attachments.offerId) : eq(attachments.offerId, where.offerId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Holds the request's row while one of its documents is deleted (its status cannot change meanwhile). */
export async function lockRequest(db: Db, requestId: string) {
  const [row] = await db
    .select({
      status: requests.status,
      expiresAt: requests.expiresAt,
      // An ordered request stays 'active'; its documents are then part of what was ordered.
      ordered: sql<boolean>`exists (select 1 from ${orders} where ${orders.requestId} = ${requests.id})`,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('update');
  return row ?? null;
}

/** Holds the offer's row and reads its status inside the deleting transaction. */
export async function lockOfferStatus(db: Db, offerId: string) {
  const [row] = await db
    .select({ status: offers.status })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update');
  return row ?? null;
}

/** Holds the offer's row for the upload's transaction, so two uploads cannot pass the limit together. */
export async function lockOffer(db: Db, offerId: string): Promise<void> {
  await db.execute(sql`select 1 from ${offers} where ${offers.id} = ${offerId} for update`);
}
