import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentTerms } from '../../db/schema/catalog.ts';
import {
  offers,
  orders,
  requestAudience,
  requestAudienceCounts,
  requestPhotos,
  requests,
  sellerRatingStats,
} from '../../db/schema/marketplace.ts';
import { ratingSummary } from '../../../shared/ratings/rules.ts';
import { brandKeysMatch, notExpired, sellerKeys } from '../../db/sql/relevance.ts';
import { SELLER_URGENCY_WEIGHT, type Urgency } from '../../../shared/constants.ts';
import type { RelevantRequestsQuery } from '../../../shared/seller-market/schema.ts';

/**
 * The seller's Anfragen list reads the stored relevance relation (docs/decisions/009): per
 * audience key an index range scan of request_audience in the page's sort order, merged; plus
 * the few requests ordered on this seller's own offer, which stay visible as 'Bestellt' while
 * the request is still listed (spec 1 §5). Never the requester's identity.
 */
type Sort = RelevantRequestsQuery['sort'];

const SORT_COLUMNS: Record<Sort, readonly (readonly [string, 'asc' | 'desc'])[]> = {
  newest: [
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['request_id', 'asc'],
  ],
  urgency: [
    ['urgency_weight', 'desc'],
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
  quantity: [
    ['quantity', 'desc'],
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
};

/** The page's order over the feed's columns, optionally qualified by a table alias. */
function sortSql(sort: Sort, alias = ''): SQL {
  return sql.raw(SORT_COLUMNS[sort].map(([c, d]) => `${alias}${c} ${d}`).join(', '));
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface FeedFilter {
  search?: string | undefined;
  urgency?: RelevantRequestsQuery['urgency'];
  updatedSince?: Date | undefined;
}

/** (request_id, sort columns) of every request this seller sees; `depth` rows per key at most. */
function feed(sellerId: string, f: FeedFilter, sort: Sort, depth: number | null): SQL {
  const me = sql`${sellerId}::uuid`;
  const keys = sellerKeys(sellerId);
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const since = f.updatedSince ? f.updatedSince.toISOString() : null;
  const searchOn = (id: SQL) =>
    sql`${
      pattern
        ? sql`and exists (select 1 from ${requests} s where s.id = ${id}
              and (s.part_number ilike ${pattern} or s.description ilike ${pattern}))`
        : sql``
    } ${
      since
        ? sql`and exists (select 1 from ${requests} u where u.id = ${id} and u.updated_at >= ${since}::timestamptz)`
        : sql``
    }`;
  const weight = f.urgency ? SELLER_URGENCY_WEIGHT[f.urgency] : null;
  return sql`
    select a.request_id, a.created_at, a.urgency_weight, a.quantity
    from unnest(${keys}) k(key)
    cross join lateral (
      select ra.request_id, ra.created_at, ra.urgency_weight, ra.quantity
      from ${requestAudience} ra
      where ra.key = k.key and ra.buyer_id <> ${me} and ${notExpired(sql`ra.expires_at`)}
        ${weight === null ? sql`` : sql`and ra.urgency_weight = ${weight}`}
        ${searchOn(sql`ra.request_id`)}
      order by ${sortSql(sort)}
      ${depth === null ? sql`` : sql`limit ${depth}`}
    ) a
    union
    select r.id, r.created_at, hp_seller_urgency_weight(r.urgency), r.quantity
    from ${orders} o join ${requests} r on r.id = o.request_id
    where o.seller_id = ${me} and r.listed and r.buyer_id <> ${me} and ${notExpired(sql`r.expires_at`)}
      and ${brandKeysMatch(keys, sql`r.brand_keys`)}
      ${f.urgency ? sql`and r.urgency = ${f.urgency}` : sql``}
      ${searchOn(sql`r.id`)}`;
}

/**
 * The unfiltered count from maintained per-signature counters (a few rows, whatever the size of
 * the market), corrected by small indexed sets: the seller's own open requests, open requests
 * whose expiry has passed, and the requests ordered on the seller's offers.
 */
function plainCount(sellerId: string): SQL {
  const me = sql`${sellerId}::uuid`;
  const keys = sellerKeys(sellerId);
  const matches = (col: SQL) => brandKeysMatch(keys, col);
  return sql`select (
      (select coalesce(sum(n), 0) from ${requestAudienceCounts} c where ${matches(sql`c.signature`)})
      - (select count(*) from ${requests} r
          where r.buyer_id = ${me} and r.open_to_sellers and ${matches(sql`r.brand_keys`)})
      - (select count(*) from ${requests} r
          where r.open_to_sellers and r.expires_at is not null and r.expires_at <= now()
            and r.buyer_id <> ${me} and ${matches(sql`r.brand_keys`)})
      + (select count(*) from ${orders} o join ${requests} r on r.id = o.request_id
          where o.seller_id = ${me} and r.listed and r.buyer_id <> ${me}
            and ${notExpired(sql`r.expires_at`)} and ${matches(sql`r.brand_keys`)})
    )::int as n`;
}

async function countFeed(db: Db, sellerId: string, f: FeedFilter): Promise<number> {
  const query =
    f.search || f.urgency || f.updatedSince
      ? sql`select count(*)::int as n from (${feed(sellerId, f, 'newest', null)}) f`
      : plainCount(sellerId);
  const res = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]?.n ?? 0);
}

interface PageRow {
  id: string;
  manufacturer: string | null;
  part_number: string;
  description: string | null;
  quantity: number;
  urgency: Urgency;
  created_at: string | Date;
  my_offer_id: string | null;
  order_id: string | null;
  photo_ids: string[] | string | null;
}

/** A uuid[] as the drivers return it from a raw statement: an array, or its text form. */
function uuidList(v: string[] | string | null): string[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  return v === '{}' ? [] : v.slice(1, -1).split(',');
}

/**
 * One page and its total in two parallel statements: the page joins the part's columns, this
 * seller's offer and order, and the photo ids. Only the part's columns: the requester's
 * identity is never selected.
 */
export async function listRelevantRequests(db: Db, sellerId: string, q: RelevantRequestsQuery) {
  const me = sql`${sellerId}::uuid`;
  const offset = (q.page - 1) * q.pageSize;
  const pageSql = sql`
    select r.id, r.manufacturer, r.part_number, r.description, r.quantity, r.urgency, r.created_at,
      mo.id as my_offer_id, od.id as order_id,
      array(select p.id from ${requestPhotos} p where p.request_id = r.id order by p.position) as photo_ids
    from (select * from (${feed(sellerId, q, q.sort, offset + q.pageSize)}) f
          order by ${sortSql(q.sort)} limit ${q.pageSize} offset ${offset}) f
    join ${requests} r on r.id = f.request_id
    left join ${offers} mo on mo.request_id = r.id and mo.seller_id = ${me}
    left join ${orders} od on od.request_id = r.id and od.seller_id = ${me}
    order by ${sortSql(q.sort, 'f.')}`;
  const [page, total] = await Promise.all([
    db.execute(pageSql) as unknown as Promise<{ rows: PageRow[] }>,
    countFeed(db, sellerId, q),
  ]);
  const rows = page.rows.map((r) => ({
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.part_number,
    description: r.description,
    quantity: Number(r.quantity),
    urgency: r.urgency,
    createdAt: new Date(r.created_at),
    myOfferId: r.my_offer_id,
    orderId: r.order_id,
    photoIds: uuidList(r.photo_ids),
  }));
  return { rows, total };
}

export async function countRelevantRequests(db: Db, sellerId: string): Promise<number> {
  return countFeed(db, sellerId, {});
}

/** The list's own relation, for one request: photos and offer creation read exactly this. */
export async function isVisibleToSeller(db: Db, sellerId: string, requestId: string): Promise<boolean> {
  const keys = sellerKeys(sellerId);
  const me = sql`${sellerId}::uuid`;
  const id = sql`${requestId}::uuid`;
  const res = (await db.execute(sql`select (
      exists (select 1 from ${requestAudience} ra
        where ra.request_id = ${id} and ra.key = any(${keys})
          and ra.buyer_id <> ${me} and ${notExpired(sql`ra.expires_at`)})
      or exists (select 1 from ${orders} o join ${requests} r on r.id = o.request_id
        where o.request_id = ${id} and o.seller_id = ${me} and r.listed and r.buyer_id <> ${me}
          and ${notExpired(sql`r.expires_at`)} and ${brandKeysMatch(keys, sql`r.brand_keys`)})
    ) as ok`)) as unknown as { rows: { ok: boolean }[] };
  return res.rows[0]?.ok === true;
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
    validUntil: string;
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

export async function listOwnOffers(
  db: Db,
  sellerId: string,
  page: number,
  pageSize: number,
  updatedSince?: Date,
) {
  const where = and(
    eq(offers.sellerId, sellerId),
    updatedSince ? gte(offers.updatedAt, updatedSince) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ownOffers(db)
      .where(where)
      .orderBy(desc(offers.createdAt), asc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function summaryCounts(db: Db, sellerId: string) {
  const [relevant, [mine], [received], [placed], [stats]] = await Promise.all([
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
    db
      .select({ count: sellerRatingStats.ratingCount, starsSum: sellerRatingStats.starsSum })
      .from(sellerRatingStats)
      .where(eq(sellerRatingStats.sellerId, sellerId)),
  ]);
  return {
    relevantRequests: relevant,
    myRequests: mine?.n ?? 0,
    receivedOrders: received?.n ?? 0,
    myOrders: placed?.n ?? 0,
    rating: ratingSummary(stats?.count ?? 0, stats?.starsSum ?? 0),
  };
}
