import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentTerms } from '../../db/schema/catalog.ts';
import { offers, orders, requestPhotos, requests } from '../../db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '../../db/schema/parties.ts';
import { sellerServesManufacturer } from '../../db/sql/relevance.ts';
import type { RelevantRequestsQuery } from '../../../shared/seller-market/schema.ts';

/**
 * Spec 1 §5 relevance, as one SQL predicate over `requests` shared by the list, the count, the
 * photos and offer creation, so a seller can never reach a request the list would not show:
 * active, not expired, not the seller's own, the requester active, no order except one placed on
 * this seller's offer, and the brand rule (sellerServesManufacturer, twin of brandMatches).
 */
export function visibleToSeller(sellerId: string): SQL {
  const me = sql`${sellerId}::uuid`;
  // A requester is a buyer (is_active) or a seller acting as buyer (active unless deactivated).
  const requesterActive = sql`(
    exists (select 1 from ${buyerProfiles} where ${buyerProfiles.id} = ${requests.buyerId} and ${buyerProfiles.isActive})
    or (
      not exists (select 1 from ${buyerProfiles} where ${buyerProfiles.id} = ${requests.buyerId})
      and exists (
        select 1 from ${sellerProfiles}
        where ${sellerProfiles.id} = ${requests.buyerId} and ${sellerProfiles.activeStatus} <> 'inactive'
      )
    )
  )`;
  const noOtherSellersOrder = sql`not exists (
    select 1 from ${orders} where ${orders.requestId} = ${requests.id} and ${orders.sellerId} <> ${me}
  )`;
  return and(
    eq(requests.status, 'active'),
    ne(requests.buyerId, sellerId),
    or(isNull(requests.expiresAt), gt(requests.expiresAt, sql`now()`)),
    requesterActive,
    noOtherSellersOrder,
    sellerServesManufacturer(me, requests.manufacturer),
  )!;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listFilter(sellerId: string, q: Pick<RelevantRequestsQuery, 'search' | 'urgency'>): SQL {
  const parts: SQL[] = [visibleToSeller(sellerId)];
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    parts.push(or(ilike(requests.partNumber, pattern), ilike(requests.description, pattern))!);
  }
  if (q.urgency) parts.push(eq(requests.urgency, q.urgency));
  return and(...parts)!;
}

/** Spec 1 §9 seller-side urgency weights: dringend 4, hoch 3, normal 2, niedrig 1. */
const sellerUrgencyWeight = sql`case ${requests.urgency}
  when 'dringend' then 4 when 'hoch' then 3 when 'normal' then 2 when 'niedrig' then 1 else 0 end`;

function orderBy(sort: RelevantRequestsQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(requests.createdAt), asc(requests.id)];
    case 'urgency':
      return [desc(sellerUrgencyWeight), desc(requests.createdAt), asc(requests.id)];
    case 'quantity':
      return [desc(requests.quantity), desc(requests.createdAt), asc(requests.id)];
    case 'newest':
      return [desc(requests.createdAt), asc(requests.id)];
  }
}

/** Only the part's columns: the requester's identity is never selected. */
export async function listRelevantRequests(db: Db, sellerId: string, q: RelevantRequestsQuery) {
  const where = listFilter(sellerId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: requests.id,
        manufacturer: requests.manufacturer,
        partNumber: requests.partNumber,
        description: requests.description,
        quantity: requests.quantity,
        urgency: requests.urgency,
        createdAt: requests.createdAt,
        myOfferId: offers.id,
        orderId: orders.id,
      })
      .from(requests)
      .leftJoin(offers, and(eq(offers.requestId, requests.id), eq(offers.sellerId, sellerId)))
      .leftJoin(orders, eq(orders.requestId, requests.id))
      .where(where)
      .orderBy(...orderBy(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countRelevantRequests(db: Db, sellerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(requests).where(visibleToSeller(sellerId));
  return row?.n ?? 0;
}

export async function photoIdsByRequest(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ id: requestPhotos.id, requestId: requestPhotos.requestId })
    .from(requestPhotos)
    .where(inArray(requestPhotos.requestId, [...requestIds]))
    .orderBy(asc(requestPhotos.position));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.requestId, [...(map.get(r.requestId) ?? []), r.id]);
  return map;
}

export async function isVisibleToSeller(db: Db, sellerId: string, requestId: string): Promise<boolean> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.id, requestId), visibleToSeller(sellerId)))
    .limit(1);
  return rows.length > 0;
}

export function photosOfRequest(db: Db, requestId: string, photoId?: string) {
  return db
    .select({
      id: requestPhotos.id,
      storageKey: requestPhotos.storageKey,
      mimeType: requestPhotos.mimeType,
      position: requestPhotos.position,
    })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.requestId, requestId), photoId ? eq(requestPhotos.id, photoId) : undefined))
    .orderBy(asc(requestPhotos.position));
}

/** The request row, locked against a concurrent order while the offer is written. */
export async function lockRequestOwner(tx: Db, requestId: string) {
  const rows = await tx
    .select({ buyerId: requests.buyerId })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('share');
  return rows[0];
}

export async function isActivePaymentTerm(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(and(eq(paymentTerms.id, id), eq(paymentTerms.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertOffer(
  tx: Db,
  values: {
    requestId: string;
    sellerId: string;
    price: string;
    shippingCost: string;
    deliveryTime: string;
    validUntil: Date;
    warranty: string | null;
    condition: string | null;
    description: string | null;
    notes: string | null;
    paymentTermsId: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

const offerColumns = {
  id: offers.id,
  price: offers.price,
  shippingCost: offers.shippingCost,
  deliveryTime: offers.deliveryTime,
  currency: offers.currency,
  validUntil: offers.validUntil,
  status: offers.status,
  warranty: offers.warranty,
  condition: offers.condition,
  description: offers.description,
  notes: offers.notes,
  createdAt: offers.createdAt,
  requestId: requests.id,
  requestManufacturer: requests.manufacturer,
  requestPartNumber: requests.partNumber,
  requestDescription: requests.description,
  requestQuantity: requests.quantity,
  requestUrgency: requests.urgency,
  termId: paymentTerms.id,
  termName: paymentTerms.name,
  termDays: paymentTerms.days,
  termDescription: paymentTerms.description,
};

function ownOffers(db: Db) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .leftJoin(paymentTerms, eq(paymentTerms.id, offers.paymentTermsId));
}

export async function findOwnOffer(db: Db, sellerId: string, offerId: string) {
  const rows = await ownOffers(db)
    .where(and(eq(offers.id, offerId), eq(offers.sellerId, sellerId)))
    .limit(1);
  return rows[0];
}

export async function listOwnOffers(db: Db, sellerId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    ownOffers(db)
      .where(eq(offers.sellerId, sellerId))
      .orderBy(desc(offers.createdAt), asc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(offers).where(eq(offers.sellerId, sellerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function summaryCounts(db: Db, sellerId: string) {
  const [relevant, [mine], [received], [placed]] = await Promise.all([
    countRelevantRequests(db, sellerId),
    db
      .select({ n: count() })
      .from(requests)
      .where(
        and(
          eq(requests.buyerId, sellerId),
          sql`not exists (select 1 from ${orders} where ${orders.requestId} = ${requests.id})`,
        ),
      ),
    db.select({ n: count() }).from(orders).where(eq(orders.sellerId, sellerId)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.buyerId, sellerId), eq(orders.buyerType, 'seller'))),
  ]);
  return {
    relevantRequests: relevant,
    myRequests: mine?.n ?? 0,
    receivedOrders: received?.n ?? 0,
    myOrders: placed?.n ?? 0,
  };
}
