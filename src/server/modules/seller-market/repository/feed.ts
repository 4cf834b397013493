import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { requestAudience } from '#server/db/schema/derived.ts';
import { offers, orders, requestPhotos, requests } from '#server/db/schema/marketplace.ts';
import { notExpired, sellerKeys, sellerRegionKeys, type SellerParam } from '#server/db/sql/relevance.ts';
import { perShape, preparedStatement } from '#server/db/prepared.ts';
import { stockMatches } from '#server/db/schema/stock.ts';
import { autoOffers, autoOfferSkips } from '#server/db/schema/auto-offers.ts';
import type { AutoOfferSkipReason } from '#shared/stock/auto-offer.ts';
import type { Urgency } from '#shared/constants.ts';
import type { RelevantRequestsQuery } from '#shared/seller-market/schema.ts';
import { assigneeJson } from '#server/modules/teams/read.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import {
  countFeed,
  feed,
  isPlainFeed,
  maintainedCount,
  sellerMatches,
  sortSql,
  type FeedFilter,
} from './feed-sql.ts';

interface PageRow {
  id: string;
  manufacturer: string | null;
  part_number: string;
  second_part_number: string | null;
  alternatives_welcome: boolean;
  description: string | null;
  quantity: number;
  urgency: Urgency;
  needed_by: string | null;
  created_at: string | Date;
  expires_at: string | Date | null;
  region_keys: string[] | string | null;
  my_offer_id: string | null;
  my_offer_automatic: boolean | null;
  auto_offer_skip: AutoOfferSkipReason | null;
  order_id: string | null;
  photo_ids: string[] | string | null;
  stock_part_number: string | null;
  stock_manufacturer: string | null;
  stock_quantity: number | null;
  stock_price: string | null;
  stock_delivery_unit: string | null;
  stock_delivery_days: number | null;
  assignee: MemberRef | null;
  /** The plain list's total, read in the page's own statement (decision 083). */
  total?: number | string;
}

/** A uuid[] or text[] without commas or quotes (ids, region keys) as the drivers return it from a raw statement: an array, or its text form. */
function plainList(v: string[] | string | null): string[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  return v === '{}' ? [] : v.slice(1, -1).split(',');
}

/**
 * The page: the feed's first `depth` rows per key in the sort's order, cut to the page, joined to
 * the part's columns, this seller's offer and order, the photo ids and the company's assignee
 * (decision 071). Only the part's columns: the requester's identity is never selected. `total`,
 * when given, is a scalar sub-query read as the column `total` (decision 083: the plain list's
 * count in the same statement, evaluated once).
 */
function pageStatement(
  sellerId: SellerParam,
  f: FeedFilter,
  sort: RelevantRequestsQuery['sort'],
  depth: number | Placeholder,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total: SQL | null = null,
): SQL {
  const me = sql`${sellerId}::uuid`;
  return sql`
    select ${total === null ? sql`` : sql`(${total}) as total,`} r.id, r.manufacturer, r.part_number, r.second_part_number, r.alternatives_welcome, r.description,
      r.quantity, r.urgency, r.needed_by::text as needed_by, r.created_at,
      r.expires_at, r.region_keys,
      mo.id as my_offer_id, (ao.offer_id is not null) as my_offer_automatic, od.id as order_id,
      sk.reason as auto_offer_skip,
      sm.part_number as stock_part_number, sm.manufacturer as stock_manufacturer, sm.quantity as stock_quantity,
      sm.price as stock_price, sm.delivery_unit as stock_delivery_unit, sm.delivery_days as stock_delivery_days,
      array(select p.id from ${requestPhotos} p where p.request_id = r.id order by p.position) as photo_ids,
      ${assigneeJson(me, sql`r.id`)} as assignee
    from (select * from (${feed(sellerId, f, sort, depth)}) f
          order by ${sortSql(sort)} limit ${limit} offset ${offset}) f
    join ${requests} r on r.id = f.request_id
    left join ${offers} mo on mo.request_id = r.id and mo.seller_id = ${me} and mo.status <> 'zurueckgezogen'
    -- Decision 062: whether that offer was submitted automatically from stock (by the offer's id).
    left join ${autoOffers} ao on ao.offer_id = mo.id
    left join ${orders} od on od.request_id = r.id and od.seller_id = ${me}
    -- Issue 31: the stored 'Auf Lager' match (decided at write time), one primary-key probe a row.
    left join ${stockMatches} sm on sm.request_id = r.id and sm.seller_id = ${me}
    -- Decision 069: why that match got no automatic offer, one primary-key probe a row.
    left join ${autoOfferSkips} sk on sk.request_id = r.id and sk.seller_id = ${me}
    order by ${sortSql(sort, 'f.')}`;
}

/**
 * Issue 29: the page of a plain list (no search, part number or 'changed since': how the list is
 * opened nearly always) as a named prepared statement per sort and urgency filter. PostgreSQL
 * took 1.2–3.2 ms to plan its per-key scans and joins and 1.5–2.7 ms to run them (100 k
 * requests); prepared, each connection plans it once. At most 4 sorts × 5 filters statements.
 * Decision 083: with its maintained count as a column — one round trip for the whole list.
 */
const plainPage = perShape((shape) => {
  const [sort, urgency] = shape.split('|') as [RelevantRequestsQuery['sort'], string];
  const seller = sql.placeholder('seller');
  const filter = { urgency: urgency === 'all' ? undefined : (urgency as Urgency) };
  return preparedStatement<PageRow>(
    `hp_feed_page_${sort}_${urgency}`,
    pageStatement(
      seller,
      filter,
      sort,
      sql.placeholder('depth'),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
      maintainedCount(seller, filter.urgency),
    ),
  );
});

/**
 * A plain list's page and total in one statement. A page past the end has no row to carry the
 * total: then the count alone (the same maintained figures).
 */
async function plainPageAndTotal(
  db: Db,
  sellerId: string,
  q: RelevantRequestsQuery,
  offset: number,
): Promise<[PageRow[], number]> {
  const rows = await plainPage(`${q.sort}|${q.urgency ?? 'all'}`)(db, {
    seller: sellerId,
    depth: offset + q.pageSize,
    limit: q.pageSize,
    offset,
  });
  if (rows.length > 0) return [rows, Number(rows[0]!.total)];
  return [rows, q.page === 1 ? 0 : await countFeed(db, sellerId, q)];
}

/** One page and its total: one statement for a plain list, else two in parallel. */
export async function listRelevantRequests(
  db: Db,
  sellerId: string,
  query: RelevantRequestsQuery,
  /** Decision 071: 'Mir zugewiesen' — only the company's requests assigned to this member. */
  assignee: string | null = null,
) {
  const q = { ...query, assignee };
  const offset = (q.page - 1) * q.pageSize;
  const [pageRows, total] = isPlainFeed(q)
    ? await plainPageAndTotal(db, sellerId, q, offset)
    : await Promise.all([
        (
          db.execute(
            pageStatement(sellerId, q, q.sort, offset + q.pageSize, q.pageSize, offset),
          ) as unknown as Promise<{
            rows: PageRow[];
          }>
        ).then((r) => r.rows),
        countFeed(db, sellerId, q),
      ]);
  const rows = pageRows.map((r) => ({
    id: r.id,
    manufacturer: r.manufacturer,
    partNumber: r.part_number,
    secondPartNumber: r.second_part_number,
    alternativesWelcome: r.alternatives_welcome,
    description: r.description,
    quantity: Number(r.quantity),
    urgency: r.urgency,
    neededBy: r.needed_by,
    createdAt: new Date(r.created_at),
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    // The stored region keys, not the postcode: the view keeps only country and first digit.
    regionKeys: plainList(r.region_keys),
    myOfferId: r.my_offer_id,
    myOfferAutomatic: r.my_offer_automatic === true,
    autoOfferSkip: r.auto_offer_skip,
    orderId: r.order_id,
    photoIds: plainList(r.photo_ids),
    assignee: r.assignee,
    stock:
      r.stock_part_number === null
        ? null
        : {
            partNumber: r.stock_part_number,
            manufacturer: r.stock_manufacturer ?? '',
            quantity: Number(r.stock_quantity),
            price: Number(r.stock_price).toFixed(2),
            deliveryUnit: r.stock_delivery_unit,
            deliveryDays: r.stock_delivery_days,
          },
  }));
  return { rows, total };
}

export async function countRelevantRequests(db: Db, sellerId: string): Promise<number> {
  return countFeed(db, sellerId, {});
}

/**
 * The list's own relation, for one request: photos and offer creation read exactly this. A
 * request the seller declined stays visible here (the list hides it; undo and an offer bring it
 * back).
 */
export async function isVisibleToSeller(db: Db, sellerId: string, requestId: string): Promise<boolean> {
  const keys = sellerKeys(sellerId);
  const me = sql`${sellerId}::uuid`;
  const id = sql`${requestId}::uuid`;
  const res = (await db.execute(sql`select (
      exists (select 1 from ${requestAudience} ra
        where ra.request_id = ${id} and ra.key = any(${keys}) and ra.region = any(${sellerRegionKeys(sellerId)})
          and ra.buyer_id <> ${me} and ${notExpired(sql`ra.expires_at`)})
      or exists (select 1 from ${orders} o join ${requests} r on r.id = o.request_id
        where o.request_id = ${id} and o.seller_id = ${me} and r.listed and r.buyer_id <> ${me}
          and ${notExpired(sql`r.expires_at`)} and ${sellerMatches(sellerId, 'r')})
    ) as ok`)) as unknown as { rows: { ok: boolean }[] };
  return res.rows[0]?.ok === true;
}
