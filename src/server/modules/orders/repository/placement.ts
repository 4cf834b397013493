import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import {
  insertSelect,
  insertValues,
  perDatabase,
  preparedStatement,
  type Written,
} from '#server/db/prepared.ts';
import { activePaymentTermJson, sellerPaymentTermsJson } from '#server/modules/catalog/repository.ts';
import { JOB_COLUMNS } from '#server/modules/jobs/repository.ts';
import type { followUpJobRow } from '#server/modules/jobs/follow-ups.ts';

/* Order placement's statements (decisions 032, 033): the offer as it may be ordered, and the write. */

type NewOrderRow = typeof orders.$inferInsert;

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
