import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { offers, orders, ratings, requests } from '../../../db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '../../../db/schema/parties.ts';
import type { PageQuery } from '../../../../shared/admin/common.ts';
import type { Urgency } from '../../../../shared/constants.ts';

const page = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

// A seller may order too (spec 1 §3): the ordering company is then a seller profile.
const orderingSeller = alias(sellerProfiles, 'ordering_seller');
const requestSeller = alias(sellerProfiles, 'request_seller');
const buyerCompany = sql<string>`coalesce(${buyerProfiles.company}, ${requestSeller.companyName}, '')`;
const buyerName = sql<string>`coalesce(${buyerProfiles.firstName} || ' ' || ${buyerProfiles.lastName}, ${requestSeller.contactPerson}, '')`;
const offerCount = sql<number>`(select count(*)::int from ${offers} where ${offers.requestId} = ${requests.id})`;

export async function listRequests(db: Db, q: PageQuery & { urgency?: Urgency | undefined }) {
  const conditions: SQL[] = [];
  if (q.urgency) conditions.push(eq(requests.urgency, q.urgency));
  if (q.search) {
    const like = `%${q.search}%`;
    conditions.push(
      sql`(${requests.partNumber} ilike ${like} or ${requests.manufacturer} ilike ${like} or ${requests.description} ilike ${like} or ${buyerCompany} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () =>
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
      .leftJoin(requestSeller, eq(requestSeller.id, requests.buyerId));
  const [items, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(page(q).limit)
      .offset(page(q).offset),
    db
      .select({ n: count() })
      .from(requests)
      .leftJoin(buyerProfiles, eq(buyerProfiles.id, requests.buyerId))
      .leftJoin(requestSeller, eq(requestSeller.id, requests.buyerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function countRequests(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${requests.status} = 'active')::int`,
    })
    .from(requests);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

const offerColumns = {
  id: offers.id,
  requestId: offers.requestId,
  sellerId: offers.sellerId,
  sellerCompany: sql<string>`coalesce(${sellerProfiles.companyName}, '')`,
  partNumber: requests.partNumber,
  price: offers.price,
  currency: offers.currency,
  deliveryTime: offers.deliveryTime,
  warranty: offers.warranty,
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
  const where = q.search
    ? sql`(${requests.partNumber} ilike ${`%${q.search}%`} or ${sellerProfiles.companyName} ilike ${`%${q.search}%`})`
    : undefined;
  const [items, [total]] = await Promise.all([
    offersQuery(db)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(page(q).limit)
      .offset(page(q).offset),
    db
      .select({ n: count() })
      .from(offers)
      .innerJoin(requests, eq(requests.id, offers.requestId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.id, offers.sellerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
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
  if (q.statuses) conditions.push(inArray(orders.status, q.statuses as (typeof orders.status._.data)[]));
  if (q.since) conditions.push(gte(orders.createdAt, q.since));
  if (q.search) {
    const like = `%${q.search}%`;
    conditions.push(
      sql`(${orders.orderNumber} ilike ${like} or ${requests.partNumber} ilike ${like} or ${requests.manufacturer} ilike ${like} or ${orderBuyerCompany} ilike ${like} or ${sellerProfiles.companyName} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
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
      .offset(page(q).offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(requests, eq(requests.id, orders.requestId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.id, orders.buyerId))
      .leftJoin(orderingSeller, eq(orderingSeller.id, orders.buyerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.id, orders.sellerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
