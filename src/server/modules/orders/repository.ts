import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '#shared/constants.ts';
import type { OrderListQuery } from '#shared/orders/schema.ts';
import { STORED_STATUSES_BY_KEY } from '#shared/orders/status.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, ratings, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { escapeLike } from '#server/modules/requests/repository.ts';
import { activePaymentTermJson, sellerPaymentTermsJson } from '#server/modules/catalog/repository.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import {
  insertSelect,
  insertValues,
  perDatabase,
  preparedStatement,
  type Written,
} from '#server/db/prepared.ts';
import { JOB_COLUMNS } from '#server/modules/jobs/repository.ts';
import type { followUpJobRow } from '#server/modules/jobs/follow-ups.ts';

export type NewOrderRow = typeof orders.$inferInsert;

/**
 * The offer with what ordering it needs: its request, its seller (for the own-offer rule),
 * whether the request is ordered, and the seller's and the offer's active payment terms. The
 * versions (xmin: the transaction that wrote the row last) let the order's write check that
 * neither row changed since (placeOrderIfUnchanged).
 */
const orderableOfferColumns = {
  id: offers.id,
  requestId: offers.requestId,
  sellerId: offers.sellerId,
  price: offers.price,
  shippingCost: offers.shippingCost,
  currency: offers.currency,
  deliveryTime: offers.deliveryTime,
  validUntil: offers.validUntil,
  status: offers.status,
  warranty: offers.warranty,
  condition: offers.condition,
  paymentTermsId: offers.paymentTermsId,
  description: offers.description,
  buyerId: requests.buyerId,
  manufacturer: requests.manufacturer,
  partNumber: requests.partNumber,
  quantity: requests.quantity,
  requestStatus: requests.status,
  ordered: sql<boolean>`exists (select 1 from ${orders} where ${orders.requestId} = ${offers.requestId})`,
  sellerTerms: sellerPaymentTermsJson(offers.sellerId),
  offerTerm: activePaymentTermJson(offers.paymentTermsId),
  offerVersion: sql<string>`${offers}.xmin::text`,
  requestVersion: sql<string>`${requests}.xmin::text`,
};

export type OrderableOffer = NonNullable<Awaited<ReturnType<typeof findOfferWithRequest>>>;

function orderableOffer(db: Db) {
  return db
    .select(orderableOfferColumns)
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.id, sql.placeholder('offerId')))
    .limit(1);
}

const orderableOfferPrepared = perDatabase((db) => orderableOffer(db).prepare('hp_orderable_offer'));

/** The offer as committed, without a lock (the order page; order placement's first read). */
export async function findOfferWithRequest(db: Db, offerId: string) {
  const [row] = await orderableOfferPrepared(db).execute({ offerId });
  return row;
}

/**
 * findOfferWithRequest's read, locking the request and the offer: order placement when the
 * offer or its request changed after the first read. The request lock serialises every order
 * attempt on the request (DESIGN.md §4; request before offer, as every other writer of both). A
 * row that waited for the lock is read again as committed meanwhile, the rest of the statement
 * (`ordered`) is not: a waiter's offer then is no longer pending, and the caller asks again.
 */
export async function lockOfferForOrder(tx: Db, offerId: string) {
  const [row] = await orderableOffer(tx)
    .for('update', { of: [requests, offers] })
    .execute({ offerId });
  return row;
}

export async function orderExistsForRequest(db: Db, requestId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.requestId, requestId))
    .limit(1);
  return rows.length > 0;
}

/** The columns order placement writes; every other column keeps its default. */
export const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'offerId',
  'requestId',
  'buyerType',
  'buyerId',
  'sellerBuyerId',
  'sellerId',
  'totalAmount',
  'taxAmount',
  'status',
  'paymentMethod',
  'paymentTermsId',
  'internalReference',
  'legalAcceptedAt',
  'legalVersion',
  'billingAddress',
  'shippingAddress',
  'specialInstructions',
  'paymentDueDate',
] as const satisfies Written<typeof orders>;

export type PlacedOrderRow = Pick<Required<NewOrderRow>, (typeof ORDER_COLUMNS)[number]>;

/**
 * The order's one write, one statement (one round trip, all of it or nothing), written only if
 * the offer and its request are still the versions the order was checked against: it locks both
 * (request first), inserts the order, decides every offer on the request (hp_decide_offers: the
 * ordered one accepted, every other pending one rejected, issue 14) and queues the order's
 * follow-up job. A row changed meanwhile — by another order, an edit, a withdrawal — writes
 * nothing and gives no row: the caller then checks again under the lock.
 */
const placeOrderStatement = preparedStatement<{ id: string; order_number: string }>(
  'hp_place_order',
  sql`with locked as (
      select ${requests.id} from ${requests} inner join ${offers} on ${offers.requestId} = ${requests.id}
      where ${offers.id} = ${sql.placeholder('offerId')}
        and ${offers}.xmin = ${sql.placeholder('offerVersion')}::xid
        and ${requests}.xmin = ${sql.placeholder('requestVersion')}::xid
      for update of ${requests}, ${offers}
    ), placed as (
      ${insertSelect(orders, ORDER_COLUMNS, 'order.', sql`from locked`)}
      returning id, order_number, request_id, offer_id
    ), decided as (
      select hp_decide_offers(placed.request_id, placed.offer_id) as n from placed
    ), queued as (
      ${insertSelect(jobs, JOB_COLUMNS, 'job.', sql`from placed`)} on conflict do nothing
    )
    select placed.id, placed.order_number from placed, decided`,
);

export async function placeOrderIfUnchanged(
  db: Db,
  order: PlacedOrderRow,
  versions: { offerVersion: string; requestVersion: string },
  followUp: ReturnType<typeof followUpJobRow>,
): Promise<{ id: string; orderNumber: string } | undefined> {
  const [row] = await placeOrderStatement(db, {
    offerId: order.offerId,
    offerVersion: versions.offerVersion,
    requestVersion: versions.requestVersion,
    ...insertValues(orders, ORDER_COLUMNS, 'order.', order),
    ...insertValues(jobs, JOB_COLUMNS, 'job.', followUp),
  });
  return row && { id: row.id, orderNumber: row.order_number };
}

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
  deliveryTime: offers.deliveryTime,
  termName: paymentTerms.name,
  termDays: paymentTerms.days,
};

const orderSelection = {
  ...orderLineColumns,
  seller: sellerProfiles,
  sellerEmail: profiles.email,
  rating: ratings,
};

function orderQuery(db: Db) {
  return db
    .select(orderSelection)
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

/** Orders the user placed (as buyer, or as a seller ordering: buyer_id is the ordering account). */
export async function listForOrderer(db: Db, userId: string, q: OrderListQuery, since: Date | null) {
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

function receivedQuery(db: Db) {
  return db
    .select({
      ...orderLineColumns,
      buyer: buyerProfiles,
      buyerSeller,
      buyerEmail: buyerAccount.email,
      rating: ratings,
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

/** Orders the seller received (seller_id = the seller), with the ordering party's contact data. */
export async function listForSeller(db: Db, sellerId: string, q: OrderListQuery, since: Date | null) {
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
