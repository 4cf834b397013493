import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '#shared/constants.ts';
import type { OrderListQuery } from '#shared/orders/schema.ts';
import { STORED_STATUSES_BY_KEY } from '#shared/orders/status.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/prepared.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, ratings, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { escapeLike } from '#server/modules/requests/read.ts';
import { inWrittenJoinOrder } from '#server/db/written-join-order.ts';
import { pageAndTotal, totalColumn } from '#server/db/page-total.ts';

/* Orders as their parties and the follow-up job read them: one order, the lists, the rejected offers. */

/** What the follow-up job of an order needs of it. */
export async function findPlacedOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalAmount: orders.totalAmount,
      offerId: orders.offerId,
      requestId: orders.requestId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The offers an order rejected: on an ordered request, every rejected offer. Offers are rejected
 * only by an order or by closing their request, and a closed request cannot be ordered.
 */
export function rejectedOffersOf(db: Db, requestId: string) {
  return db
    .select({ offerId: offers.id, sellerId: offers.sellerId })
    .from(offers)
    .where(and(eq(offers.requestId, requestId), eq(offers.status, 'abgelehnt')));
}

/** What every order list and page shows of the order itself: the part, the offer, the term. */
const orderLineColumns = {
  order: orders,
  manufacturer: requests.manufacturer,
  partNumber: requests.partNumber,
  quantity: requests.quantity,
  price: offers.price,
  shippingCost: offers.shippingCost,
  deliveryDays: offers.deliveryDays,
  deliveryUnit: offers.deliveryUnit,
  termName: paymentTerms.name,
  termDays: paymentTerms.days,
  skontoPercent: paymentTerms.skontoPercent,
  skontoDays: paymentTerms.skontoDays,
};

const orderSelection = {
  ...orderLineColumns,
  // Issue 34: the orderer's own cost centre and machine number (not in the seller's rows).
  costCentre: requests.costCentre,
  machineNumber: requests.machineNumber,
  seller: sellerProfiles,
  sellerEmail: profiles.email,
  rating: ratings,
};

function orderQuery<E extends Record<string, SQL.Aliased> = Record<never, never>>(db: Db, extra?: E) {
  return db
    .select({ ...orderSelection, ...(extra as E) })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orders.sellerId))
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .leftJoin(paymentTerms, eq(paymentTerms.id, orders.paymentTermsId))
    .leftJoin(ratings, eq(ratings.orderId, orders.id));
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findForOrderer>>>;

/** Search, status and period conditions shared by the placed and the received order lists. */
function listConditions(q: OrderListQuery, since: Date | null): SQL[] {
  const where: SQL[] = [];
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(orders.orderNumber, term), ilike(requests.partNumber, term))!);
  }
  if (q.status) where.push(inArray(orders.status, STORED_STATUSES_BY_KEY[q.status] as OrderStatus[]));
  if (since) where.push(gte(orders.createdAt, since));
  if (q.updatedSince) where.push(gte(orders.updatedAt, q.updatedSince));
  return where;
}

function listOrder(q: OrderListQuery): SQL {
  return q.sort === 'oldest'
    ? asc(orders.createdAt)
    : q.sort === 'amount_desc'
      ? desc(orders.totalAmount)
      : q.sort === 'amount_asc'
        ? asc(orders.totalAmount)
        : desc(orders.createdAt);
}

/**
 * Issue 29: the tab as a party opens it — newest first, no filter — is a named prepared
 * statement whose rows carry the tab's total (decision 085; the total alone is a second one, for
 * a page past the end). Their joins (offer, request, both parties, term, rating) took PostgreSQL 10–35 ms to
 * plan and well under a millisecond to run; prepared, each connection plans them a few times and
 * then keeps the generic plan. A filtered, searched or sorted list is a statement of its own each
 * time: it runs in the written join order (decision 081, db/written-join-order.ts), planned in
 * about a millisecond. Fenced here: only these two lists need it.
 */
function isPlainList(q: OrderListQuery, since: Date | null): boolean {
  return !q.search && !q.status && !since && !q.updatedSince && q.sort === 'newest';
}
const byParty = sql.placeholder('party');
const pageLimit = sql.placeholder('limit');
const pageOffset = sql.placeholder('offset');

const plainOrdererPage = perDatabase((db) =>
  orderQuery(db, { listTotal: totalColumn(sql`orders t where t.buyer_id = ${byParty}`) })
    .where(eq(orders.buyerId, byParty))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(pageLimit)
    .offset(pageOffset)
    .prepare('hp_orderer_orders_page'),
);
const plainOrdererTotal = perDatabase((db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.buyerId, byParty))
    .prepare('hp_orderer_orders_total'),
);

/** Orders the user placed (as buyer, or as a seller ordering: buyer_id is the ordering account). */
export async function listForOrderer(db: Db, userId: string, q: OrderListQuery, since: Date | null) {
  if (isPlainList(q, since)) {
    const values = { party: userId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
    return pageAndTotal(await plainOrdererPage(db).execute(values), q.page, async () => {
      const [totalRow] = await plainOrdererTotal(db).execute(values);
      return totalRow?.n ?? 0;
    });
  }
  return inWrittenJoinOrder(db, (tx) => filteredOrdererPage(tx, userId, q, since));
}

async function filteredOrdererPage(db: Db, userId: string, q: OrderListQuery, since: Date | null) {
  const cond = and(eq(orders.buyerId, userId), ...listConditions(q, since));
  const [rows, [totalRow]] = await Promise.all([
    orderQuery(db)
      .where(cond)
      .orderBy(listOrder(q), desc(orders.createdAt), asc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(requests, eq(requests.id, orders.requestId)).where(cond),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

// The ordering account is a buyer or (buyer_type 'seller') another seller: both are joined.
const buyerAccount = alias(profiles, 'buyer_account');
const buyerSeller = alias(sellerProfiles, 'buyer_seller');

function receivedQuery<E extends Record<string, SQL.Aliased> = Record<never, never>>(db: Db, extra?: E) {
  return db
    .select({
      ...orderLineColumns,
      buyer: buyerProfiles,
      buyerSeller,
      buyerEmail: buyerAccount.email,
      rating: ratings,
      ...(extra as E),
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(buyerAccount, eq(buyerAccount.id, orders.buyerId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.id, orders.buyerId))
    .leftJoin(buyerSeller, eq(buyerSeller.id, orders.buyerId))
    .leftJoin(paymentTerms, eq(paymentTerms.id, orders.paymentTermsId))
    .leftJoin(ratings, eq(ratings.orderId, orders.id));
}

const plainReceivedPage = perDatabase((db) =>
  receivedQuery(db, { listTotal: totalColumn(sql`orders t where t.seller_id = ${byParty}`) })
    .where(eq(orders.sellerId, byParty))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(pageLimit)
    .offset(pageOffset)
    .prepare('hp_received_orders_page'),
);
const plainReceivedTotal = perDatabase((db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.sellerId, byParty))
    .prepare('hp_received_orders_total'),
);

/** Orders the seller received (seller_id = the seller), with the ordering party's contact data. */
export async function listForSeller(db: Db, sellerId: string, q: OrderListQuery, since: Date | null) {
  if (isPlainList(q, since)) {
    const values = { party: sellerId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
    return pageAndTotal(await plainReceivedPage(db).execute(values), q.page, async () => {
      const [totalRow] = await plainReceivedTotal(db).execute(values);
      return totalRow?.n ?? 0;
    });
  }
  return inWrittenJoinOrder(db, (tx) => filteredReceivedPage(tx, sellerId, q, since));
}

async function filteredReceivedPage(db: Db, sellerId: string, q: OrderListQuery, since: Date | null) {
  const cond = and(eq(orders.sellerId, sellerId), ...listConditions(q, since));
  const [rows, [totalRow]] = await Promise.all([
    receivedQuery(db)
      .where(cond)
      .orderBy(listOrder(q), desc(orders.createdAt), asc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(requests, eq(requests.id, orders.requestId)).where(cond),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** One order the seller received (webhook payloads: the same row as the list). */
export async function findReceived(db: Db, orderId: string, sellerId: string) {
  const [row] = await receivedQuery(db)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    .limit(1);
  return row;
}
export type ReceivedOrderRow = Awaited<ReturnType<typeof listForSeller>>['rows'][number];

export async function findForOrderer(db: Db, orderId: string, userId: string) {
  const [row] = await orderQuery(db)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, userId)))
    .limit(1);
  return row;
}

/**
 * The order of a request, for the request's owner only (issue 34, the Preisspiegel kept with the
 * order): which offer was accepted, from whom, and the VAT the order was decided with.
 */
export async function findOrderOfRequest(db: Db, requestId: string, userId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      offerId: orders.offerId,
      createdAt: orders.createdAt,
      vatPercent: orders.vatPercent,
      taxAmount: orders.taxAmount,
      totalAmount: orders.totalAmount,
      sellerCompany: sellerProfiles.companyName,
    })
    .from(orders)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orders.sellerId))
    .where(and(eq(orders.requestId, requestId), eq(orders.buyerId, userId)))
    .limit(1);
  return row;
}
export type OrderOfRequest = NonNullable<Awaited<ReturnType<typeof findOrderOfRequest>>>;
