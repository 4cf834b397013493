import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { offers, orders, ratings, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import type { PageQuery } from '#shared/admin/common.ts';
import type { Urgency } from '#shared/constants.ts';
import { countMatches, countRows, inMatchPage, sumWhere } from '#server/modules/admin/repository.ts';

const page = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

// A seller may order too (spec 1 §3): the ordering company is then a seller profile.
const orderingSeller = alias(sellerProfiles, 'ordering_seller');
const requestSeller = alias(sellerProfiles, 'request_seller');
const buyerCompany = sql<string>`coalesce(${buyerProfiles.company}, ${requestSeller.companyName}, '')`;
const buyerName = sql<string>`coalesce(${buyerProfiles.firstName} || ' ' || ${buyerProfiles.lastName}, ${requestSeller.contactPerson}, '')`;
const offerCount = sql<number>`(select count(*)::int from ${offers} where ${offers.requestId} = ${requests.id} and ${offers.status} <> 'zurueckgezogen')`;

/*
 * Substring search (docs/performance.md, decision 021). An OR across a joined table's column and
 * the list's own columns can only be evaluated row by row (a scan of the whole list); so a search
 * is a union of branches, each filtering one table's columns, which its pg_trgm GIN indexes
 * answer (several columns of one table: a BitmapOr of their indexes), reaching the list's rows
 * through an index on the joining key. The union yields (id, created_at) of the matches with the
 * list's filters applied in every branch: the page takes its 20 ids from it (then joins by primary
 * key), the total counts it. Cost: the matching rows, never the table.
 */

/**
 * Parties whose displayed company matches: a buyer's company, or for a seller acting as buyer
 * (no buyer profile) the seller's company — the `coalesce` of the list columns.
 */
const companyMatches = (like: string) =>
  sql`select bp.id from buyer_profiles bp where bp.company ilike ${like}
      union all
      select sp.id from seller_profiles sp where sp.company_name ilike ${like}
        and not exists (select 1 from buyer_profiles b2 where b2.id = sp.id)`;

// A branch that matches another table reaches the list's rows through LATERAL (`offset 0` keeps
// the planner from flattening it): index probes per matching row, which the planner would
// otherwise trade for a hash join over a scan of the whole list.
const requestMatches = (like: string, urgency: Urgency | undefined) => {
  const filter = urgency ? sql`and r.urgency = ${urgency}` : sql``;
  return sql`select r.id, r.created_at from requests r
        where (r.part_number ilike ${like} or r.manufacturer ilike ${like} or r.description ilike ${like}) ${filter}
      union
      select r.id, r.created_at from (${companyMatches(like)}) c
        cross join lateral (select r.id, r.created_at from requests r where r.buyer_id = c.id ${filter} offset 0) r`;
};

const offerMatches = (like: string) =>
  sql`select o.id, o.created_at from requests r
        cross join lateral (select o.id, o.created_at from offers o where o.request_id = r.id offset 0) o
        where r.part_number ilike ${like}
      union
      select o.id, o.created_at from seller_profiles sp
        cross join lateral (select o.id, o.created_at from offers o where o.seller_id = sp.id offset 0) o
        where sp.company_name ilike ${like}`;

const orderMatches = (like: string, filter: SQL) =>
  sql`select o.id, o.created_at from orders o where o.order_number ilike ${like} ${filter}
      union
      select o.id, o.created_at from requests r
        cross join lateral (select o.id, o.created_at from orders o where o.request_id = r.id ${filter} offset 0) o
        where r.part_number ilike ${like} or r.manufacturer ilike ${like}
      union
      select o.id, o.created_at from (${companyMatches(like)}) c
        cross join lateral (select o.id, o.created_at from orders o where o.buyer_id = c.id ${filter} offset 0) o
      union
      select o.id, o.created_at from seller_profiles sp
        cross join lateral (select o.id, o.created_at from orders o where o.seller_id = sp.id ${filter} offset 0) o
        where sp.company_name ilike ${like}`;

export async function listRequests(db: Db, q: PageQuery & { urgency?: Urgency | undefined }) {
  const matches = q.search ? requestMatches(`%${q.search}%`, q.urgency) : undefined;
  const where = matches
    ? inMatchPage(requests.id, matches, q)
    : q.urgency
      ? eq(requests.urgency, q.urgency)
      : undefined;
  const [items, total] = await Promise.all([
    db
      .select({
        id: requests.id,
        partNumber: requests.partNumber,
        manufacturer: requests.manufacturer,
        description: requests.description,
        buyerName,
        buyerCompany,
        quantity: requests.quantity,
        maxBudget: requests.maxBudget,
        currency: requests.currency,
        urgency: requests.urgency,
        status: requests.status,
        offerCount,
        createdAt: requests.createdAt,
      })
      .from(requests)
      .leftJoin(buyerProfiles, eq(buyerProfiles.id, requests.buyerId))
      .leftJoin(requestSeller, eq(requestSeller.id, requests.buyerId))
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(page(q).limit)
      .offset(matches ? 0 : page(q).offset),
    // Without a search the total is the maintained counters'; with one, the matching rows.
    matches
      ? countMatches(db, matches)
      : countRows(db, 'requests').then((rows) => sumWhere(rows, (r) => !q.urgency || r.sub === q.urgency)),
  ]);
  return { items, total };
}

/** The tab's head counts (all requests, active ones): maintained counters. */
export async function countRequests(db: Db) {
  const rows = await countRows(db, 'requests');
  return { total: sumWhere(rows), active: sumWhere(rows, (r) => r.status === 'active') };
}

const offerColumns = {
  id: offers.id,
  requestId: offers.requestId,
  sellerId: offers.sellerId,
  sellerCompany: sql<string>`coalesce(${sellerProfiles.companyName}, '')`,
  partNumber: requests.partNumber,
  price: offers.price,
  currency: offers.currency,
  deliveryDays: offers.deliveryDays,
  deliveryUnit: offers.deliveryUnit,
  warrantyMonths: offers.warrantyMonths,
  status: offers.status,
  createdAt: offers.createdAt,
};

function offersQuery(db: Db) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, offers.sellerId));
}

export async function listOffers(db: Db, q: PageQuery) {
  const matches = q.search ? offerMatches(`%${q.search}%`) : undefined;
  const [items, total] = await Promise.all([
    offersQuery(db)
      .where(matches ? inMatchPage(offers.id, matches, q) : undefined)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(page(q).limit)
      .offset(matches ? 0 : page(q).offset),
    matches ? countMatches(db, matches) : countRows(db, 'offers').then((rows) => sumWhere(rows)),
  ]);
  return { items, total };
}

export function listOffersOfRequest(db: Db, requestId: string) {
  return offersQuery(db).where(eq(offers.requestId, requestId)).orderBy(desc(offers.createdAt));
}

export async function listOrders(
  db: Db,
  q: PageQuery & { statuses?: string[] | undefined; since?: Date | undefined },
) {
  const orderBuyerCompany = sql<string>`coalesce(${buyerProfiles.company}, ${orderingSeller.companyName}, '')`;
  const conditions: SQL[] = [];
  const branch: SQL[] = [];
  if (q.statuses) {
    conditions.push(inArray(orders.status, q.statuses as (typeof orders.status._.data)[]));
    branch.push(
      sql`and o.status in (${sql.join(
        q.statuses.map((st) => sql`${st}`),
        sql`, `,
      )})`,
    );
  }
  if (q.since) {
    conditions.push(gte(orders.createdAt, q.since));
    branch.push(sql`and o.created_at >= ${q.since.toISOString()}::timestamptz`);
  }
  const matches = q.search ? orderMatches(`%${q.search}%`, sql.join(branch, sql` `)) : undefined;
  const where = matches
    ? inMatchPage(orders.id, matches, q)
    : conditions.length
      ? and(...conditions)
      : undefined;
  const statuses = q.statuses;
  const [items, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalAmount: orders.totalAmount,
        partNumber: requests.partNumber,
        manufacturer: requests.manufacturer,
        description: requests.description,
        quantity: requests.quantity,
        buyerCompany: orderBuyerCompany,
        sellerCompany: sql<string>`coalesce(${sellerProfiles.companyName}, '')`,
        createdAt: orders.createdAt,
        // The lifecycle (issue 14) for the timeline, and the buyer's rating.
        confirmedAt: orders.confirmedAt,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
        cancelledAt: orders.cancelledAt,
        cancelledBy: orders.cancelledBy,
        cancelReason: orders.cancelReason,
        sellerOrderNumber: orders.sellerOrderNumber,
        expectedShipDate: orders.expectedShipDate,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
        trackingUrl: orders.trackingUrl,
        complaintKind: orders.complaintKind,
        complaintDescription: orders.complaintDescription,
        complaintAt: orders.complaintAt,
        rating: {
          id: ratings.id,
          stars: ratings.stars,
          comment: ratings.comment,
          commentHidden: ratings.commentHidden,
          createdAt: ratings.createdAt,
        },
      })
      .from(orders)
      .innerJoin(requests, eq(requests.id, orders.requestId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.id, orders.buyerId))
      .leftJoin(orderingSeller, eq(orderingSeller.id, orders.buyerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.id, orders.sellerId))
      .leftJoin(ratings, eq(ratings.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page(q).limit)
      .offset(matches ? 0 : page(q).offset),
    // Status filters alone: the maintained counters. A period (an index range on created_at) or
    // a search (the matching rows): counted, bounded by the period's or the search's rows.
    matches
      ? countMatches(db, matches)
      : q.since
        ? db
            .select({ n: count() })
            .from(orders)
            .where(where)
            .then(([row]) => row?.n ?? 0)
        : countRows(db, 'orders').then((rows) =>
            sumWhere(rows, (r) => !statuses || statuses.includes(r.status)),
          ),
  ]);
  return { items, total };
}
