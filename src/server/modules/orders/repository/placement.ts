import { currentTraceparent } from '#server/telemetry/trace-context.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { batched } from '#server/db/batch.ts';
import {
  castPlaceholders,
  columnNames,
  insertValues,
  perDatabase,
  perSize,
  preparedStatement,
  type Written,
} from '#server/db/prepared.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { ordererVatCheckJson } from '#server/db/sql/vat-rules.ts';
import { activePaymentTermJson, sellerPaymentTermsJson } from '#server/modules/catalog/read.ts';
import {
  BATCH,
  batchValues,
  decideAndRecord,
  indexes,
  inputColumns,
  listOf,
  placedIn,
} from './order-writes.ts';

/* Order placement's statements (decisions 032, 033): the offer as it may be ordered, and the write. */

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
  deliveryDays: offers.deliveryDays,
  deliveryUnit: offers.deliveryUnit,
  validUntil: offers.validUntil,
  status: offers.status,
  warrantyMonths: offers.warrantyMonths,
  condition: offers.condition,
  paymentTermsId: offers.paymentTermsId,
  description: offers.description,
  isAlternative: offers.isAlternative,
  alternativePartNumber: offers.alternativePartNumber,
  alternativeManufacturer: offers.alternativeManufacturer,
  buyerId: requests.buyerId,
  manufacturer: requests.manufacturer,
  partNumber: requests.partNumber,
  quantity: requests.quantity,
  requestStatus: requests.status,
  ordered: sql<boolean>`exists (select 1 from ${orders} where ${orders.requestId} = ${offers.requestId})`,
  sellerTerms: sellerPaymentTermsJson(offers.sellerId),
  offerTerm: activePaymentTermJson(offers.paymentTermsId),
  // The VAT rule's inputs (issue 32): the seller's country and the orderer's VIES answer.
  sellerCountry: sql<
    string | null
  >`(select ${sellerProfiles.billingCountry} from ${sellerProfiles} where ${sellerProfiles.id} = ${offers.sellerId})`,
  ordererVat: ordererVatCheckJson(requests.buyerId),
  offerVersion: sql<string>`${offers}.xmin::text`,
  requestVersion: sql<string>`${requests}.xmin::text`,
};

export type OrderableOffer = NonNullable<Awaited<ReturnType<typeof lockOfferForOrder>>>;

/** Offers with their requests, as order placement reads them; the caller says which. */
function orderableOffers(db: Db) {
  return db.select(orderableOfferColumns).from(offers).innerJoin(requests, eq(requests.id, offers.requestId));
}

const orderableOffersById = perSize((n) =>
  perDatabase((db) =>
    orderableOffers(db)
      .where(
        inArray(
          offers.id,
          indexes(n).map((i) => sql.placeholder(`offerId${i}`)),
        ),
      )
      .prepare(`hp_orderable_offers_${n}`),
  ),
);

/**
 * The offer as committed, without a lock (the order page; order placement's first read). Reads
 * asked for at the same moment are one statement.
 */
export const findOfferWithRequest = batched(async (db: Db, offerIds: string[]) => {
  const rows = await orderableOffersById(offerIds.length)(db).execute(
    Object.fromEntries(offerIds.map((id, i) => [`offerId${i}`, id])),
  );
  return offerIds.map((id) => rows.find((row) => row.id === id));
}, BATCH);

/**
 * findOfferWithRequest's read, locking the request and the offer: order placement when the
 * offer or its request changed after the first read. The request lock serialises every order
 * attempt on the request (DESIGN.md §4; request before offer, as every other writer of both). A
 * row that waited for the lock is read again as committed meanwhile, the rest of the statement
 * (`ordered`) is not: a waiter's offer then is no longer pending, and the caller asks again.
 */
export async function lockOfferForOrder(tx: Db, offerId: string) {
  const [row] = await orderableOffers(tx)
    .where(eq(offers.id, offerId))
    .limit(1)
    .for('update', { of: [requests, offers] });
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
  // Decision 071: the ordering company's member ('erstellt von …').
  'createdBy',
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
  'vatPercent',
  'vatTreatment',
  'vatNote',
] as const satisfies Written<typeof orders>;

export type PlacedOrderRow = Pick<Required<NewOrderRow>, (typeof ORDER_COLUMNS)[number]>;

/** The columns of the wanted orders' rows in the write (placeOrders), one per order column. */
const orderInput = inputColumns('order', ORDER_COLUMNS);

/**
 * The write of `n` orders, one statement (one round trip, all of it or nothing), each order
 * written only if its offer and the offer's request are still the versions it was checked
 * against: it locks both (requests first, in the order of their ids, as every batch does, so two
 * batches cannot deadlock), inserts the order, decides every offer on the request
 * (hp_decide_offers: the ordered one accepted, every other pending one rejected, issue 14) and
 * records the order's event (decision 038). An order whose rows changed meanwhile — by another order,
 * an edit, a withdrawal — is not written and gives no row: its caller then checks again under
 * the lock. Two orders of one batch on the same request violate orders_request_unique: the
 * batch fails and each order is written alone (db/batch.ts).
 */
const placeOrdersStatement = perSize((n) =>
  preparedStatement<{ id: string; order_number: string }>(
    `hp_place_orders_${n}`,
    sql`with wanted (offer_id, offer_version, request_version, trace_parent, ${listOf(orderInput)}) as (
      values ${sql.join(
        indexes(n).map(
          (i) =>
            sql`(${sql.placeholder(`${i}.offerId`)}::uuid, ${sql.placeholder(`${i}.offerVersion`)}::xid,
              ${sql.placeholder(`${i}.requestVersion`)}::xid, ${sql.placeholder(`${i}.traceParent`)}::text,
              ${castPlaceholders(orders, ORDER_COLUMNS, `${i}.order.`)})`,
        ),
        sql`, `,
      )}
    ), locked as (
      select ${offers.id} as offer_id from ${requests}
        inner join ${offers} on ${offers.requestId} = ${requests.id}
        inner join wanted on wanted.offer_id = ${offers.id}
          and ${offers}.xmin = wanted.offer_version and ${requests}.xmin = wanted.request_version
      order by ${requests.id}
      for update of ${requests}, ${offers}
    ), placed as (
      insert into ${orders} (${columnNames(orders, ORDER_COLUMNS)})
        select ${listOf(orderInput, 'wanted')} from wanted inner join locked on locked.offer_id = wanted.offer_id
      returning id, order_number, request_id, offer_id, buyer_id, seller_id
    ), ${decideAndRecord('wanted')}`,
  ),
);

/** The row versions (xmin) of the offer and its request that the order was checked against. */
type RowVersions = Pick<OrderableOffer, 'offerVersion' | 'requestVersion'>;

interface OrderWrite {
  order: PlacedOrderRow;
  versions: RowVersions;
  /** The placing request's traceparent (tracing on): the order's event and jobs carry it. */
  traceParent: string | null;
}

const placeOrders = batched(
  async (db: Db, writes: OrderWrite[]) =>
    placedIn(
      writes,
      await placeOrdersStatement(writes.length)(
        db,
        batchValues(writes, ({ order, versions, traceParent }, i) => ({
          [`${i}.traceParent`]: traceParent,
          [`${i}.offerId`]: order.offerId,
          [`${i}.offerVersion`]: versions.offerVersion,
          [`${i}.requestVersion`]: versions.requestVersion,
          ...insertValues(orders, ORDER_COLUMNS, `${i}.order.`, order),
        })),
      ),
    ),
  BATCH,
);

/**
 * The order's one write: undefined when its offer or the offer's request changed since
 * `versions` were read. Orders written at the same moment share one statement.
 */
export async function placeOrderIfUnchanged(
  db: Db,
  order: PlacedOrderRow,
  versions: RowVersions,
): Promise<{ id: string; orderNumber: string } | undefined> {
  return placeOrders(db, { order, versions, traceParent: currentTraceparent() });
}
