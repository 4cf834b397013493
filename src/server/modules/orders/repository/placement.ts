import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { derivedOrderSql, mayBeOrderedSql, orderable } from '#server/db/sql/order-rules.ts';
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

export type OrderableOffer = NonNullable<Awaited<ReturnType<typeof lockOfferForOrder>>>;

/** Offers with their requests, as order placement reads them; the caller says which. */
function orderableOffers(db: Db) {
  return db.select(orderableOfferColumns).from(offers).innerJoin(requests, eq(requests.id, offers.requestId));
}

const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Orders placed at the same moment, each batch in one statement (db/batch.ts, decision 034). */
const BATCH = { max: 16, concurrency: 2 };

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

/** The columns of the wanted orders' rows in the write (placeOrders), one per order column and job column. */
const orderInput = ORDER_COLUMNS.map((key) => sql`${sql.identifier(`order_${key}`)}`);
const jobInput = JOB_COLUMNS.map((key) => sql`${sql.identifier(`job_${key}`)}`);
const listOf = (names: SQL[], table?: string) =>
  sql.join(
    names.map((name) => (table ? sql`${sql.identifier(table)}.${name}` : name)),
    sql`, `,
  );

/**
 * The write of `n` orders, one statement (one round trip, all of it or nothing), each order
 * written only if its offer and the offer's request are still the versions it was checked
 * against: it locks both (requests first, in the order of their ids, as every batch does, so two
 * batches cannot deadlock), inserts the order, decides every offer on the request
 * (hp_decide_offers: the ordered one accepted, every other pending one rejected, issue 14) and
 * queues the order's follow-up job. An order whose rows changed meanwhile — by another order,
 * an edit, a withdrawal — is not written and gives no row: its caller then checks again under
 * the lock. Two orders of one batch on the same request violate orders_request_unique: the
 * batch fails and each order is written alone (db/batch.ts).
 */
const placeOrdersStatement = perSize((n) =>
  preparedStatement<{ id: string; order_number: string }>(
    `hp_place_orders_${n}`,
    sql`with wanted (offer_id, offer_version, request_version, ${listOf(orderInput)}, ${listOf(jobInput)}) as (
      values ${sql.join(
        indexes(n).map(
          (i) =>
            sql`(${sql.placeholder(`${i}.offerId`)}::uuid, ${sql.placeholder(`${i}.offerVersion`)}::xid,
              ${sql.placeholder(`${i}.requestVersion`)}::xid, ${castPlaceholders(orders, ORDER_COLUMNS, `${i}.order.`)},
              ${castPlaceholders(jobs, JOB_COLUMNS, `${i}.job.`)})`,
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
      returning id, order_number, request_id, offer_id
    ), decided as (
      select placed.id, hp_decide_offers(placed.request_id, placed.offer_id) as n from placed
    ), queued as (
      insert into ${jobs} (${columnNames(jobs, JOB_COLUMNS)})
        select ${listOf(jobInput, 'wanted')} from wanted inner join placed on placed.offer_id = wanted.offer_id
      on conflict do nothing
    )
    select placed.id, placed.order_number from placed inner join decided on decided.id = placed.id`,
  ),
);

/** The row versions (xmin) of the offer and its request that the order was checked against. */
type RowVersions = Pick<OrderableOffer, 'offerVersion' | 'requestVersion'>;

interface OrderWrite {
  order: PlacedOrderRow;
  versions: RowVersions;
  followUp: ReturnType<typeof followUpJobRow>;
}

const placeOrders = batched(async (db: Db, writes: OrderWrite[]) => {
  const values: Record<string, unknown> = {};
  writes.forEach(({ order, versions, followUp }, i) => {
    Object.assign(
      values,
      { [`${i}.offerId`]: order.offerId, [`${i}.offerVersion`]: versions.offerVersion },
      { [`${i}.requestVersion`]: versions.requestVersion },
      insertValues(orders, ORDER_COLUMNS, `${i}.order.`, order),
      insertValues(jobs, JOB_COLUMNS, `${i}.job.`, followUp),
    );
  });
  const rows = await placeOrdersStatement(writes.length)(db, values);
  return writes.map(({ order }) => {
    const row = rows.find((r) => r.id === order.id);
    return row && { id: row.id, orderNumber: row.order_number };
  });
}, BATCH);

/**
 * The order's one write: undefined when its offer or the offer's request changed since
 * `versions` were read. Orders written at the same moment share one statement.
 */
export async function placeOrderIfUnchanged(
  db: Db,
  order: PlacedOrderRow,
  versions: RowVersions,
  followUp: ReturnType<typeof followUpJobRow>,
): Promise<{ id: string; orderNumber: string } | undefined> {
  return placeOrders(db, { order, versions, followUp });
}

/*
 * Order placement in one round trip (decision 035): one statement reads the offer, decides
 * whether it may be ordered, and writes the order. It decides by the order's rules stated a
 * second time in SQL (db/sql/order-rules.ts) and writes only what checkedOrder would accept;
 * whatever it refuses (a wrong owner, an expired offer, a lost race, a term that is not the
 * seller's) is placed by the checked path, which gives the exact German answer or the order.
 * A condition there that is too strict costs a second round trip; one too loose would be a bug,
 * which orders/placement-rules.test.ts rules out.
 */

/** The columns of an order that the caller knows before the offer is read. */
export const WISHED_ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'offerId',
  'buyerType',
  'buyerId',
  'sellerBuyerId',
  'status',
  'paymentTermsId',
  'internalReference',
  'legalAcceptedAt',
  'legalVersion',
  'billingAddress',
  'shippingAddress',
  'specialInstructions',
] as const satisfies Written<typeof orders>;

export interface OrderWish {
  order: Pick<Required<NewOrderRow>, (typeof WISHED_ORDER_COLUMNS)[number]>;
  /** The calendar day in Germany when the order is placed (germanDay): expiry and due date. */
  today: string;
  /** VAT_RATE_PERCENT. */
  vatPercent: number;
  followUp: ReturnType<typeof followUpJobRow>;
}

const wish = (key: string) => sql`w.${sql.identifier(key)}`;
const wishInput = WISHED_ORDER_COLUMNS.map((key) => sql`${sql.identifier(`order_${key}`)}`);
const { offer: o, request: r, term: t } = orderable;
const derived = Object.entries(derivedOrderSql(wish('today'), wish('vat_percent')));
const derivedColumns = sql.join(
  derived.map(([key]) => sql.identifier(`derived_${key}`)),
  sql`, `,
);

/**
 * The order of each wish, read, decided and written in one statement. The offer and its request
 * are locked (requests in the order of their ids, as placeOrders does) only if the order may be
 * placed; a row that changed while the statement waited for its lock is decided again as it is
 * now (an order committed meanwhile has decided the offer, which then is no longer pending, and
 * orders_request_unique backs that up). The offers are decided and the follow-up job queued as
 * in placeOrders. A wish that is not written gives no row.
 */
const placeAtOnceStatement = perSize((n) =>
  preparedStatement<{ id: string; order_number: string }>(
    `hp_order_at_once_${n}`,
    sql`with w (today, vat_percent, ${listOf(wishInput)}, ${listOf(jobInput)}) as (
      values ${sql.join(
        indexes(n).map(
          (i) =>
            sql`(${sql.placeholder(`${i}.today`)}::date, ${sql.placeholder(`${i}.vatPercent`)}::integer,
              ${castPlaceholders(orders, WISHED_ORDER_COLUMNS, `${i}.order.`)},
              ${castPlaceholders(jobs, JOB_COLUMNS, `${i}.job.`)})`,
        ),
        sql`, `,
      )}
    ), orderable as (
      select ${wish('order_id')} as order_id,
        ${sql.join(
          derived.map(([key, value]) => sql`${value} as ${sql.identifier(`derived_${key}`)}`),
          sql`, `,
        )}
      from w
        inner join ${offers} ${o} on ${o.id} = ${wish('order_offerId')}
        inner join ${requests} ${r} on ${r.id} = ${o.requestId}
        inner join ${paymentTerms} ${t} on ${t.id} = ${wish('order_paymentTermsId')}
      where ${mayBeOrderedSql(wish('order_buyerId'), wish('today'))}
      order by ${r.id}
      for update of ${r}, ${o}
    ), placed as (
      insert into ${orders} (${columnNames(orders, WISHED_ORDER_COLUMNS)}, ${columnNames(
        orders,
        derived.map(([key]) => key as keyof NewOrderRow & string),
      )})
        select ${listOf(wishInput, 'w')}, ${derivedColumns}
        from w inner join orderable on orderable.order_id = ${wish('order_id')}
      returning id, order_number, request_id, offer_id
    ), decided as (
      select placed.id, hp_decide_offers(placed.request_id, placed.offer_id) as n from placed
    ), queued as (
      insert into ${jobs} (${columnNames(jobs, JOB_COLUMNS)})
        select ${listOf(jobInput, 'w')} from w inner join placed on placed.id = ${wish('order_id')}
      on conflict do nothing
    )
    select placed.id, placed.order_number from placed inner join decided on decided.id = placed.id`,
  ),
);

/**
 * Orders placed at once (decision 035), each written only if the checked path would write it
 * too; undefined for a wish that is not written, which the caller then places by the checked
 * path. Orders wished at the same moment share one statement (db/batch.ts).
 */
export const placeOrderAtOnce = batched(async (db: Db, wishes: OrderWish[]) => {
  const values: Record<string, unknown> = {};
  wishes.forEach(({ order, today, vatPercent, followUp }, i) => {
    Object.assign(
      values,
      { [`${i}.today`]: today, [`${i}.vatPercent`]: vatPercent },
      insertValues(orders, WISHED_ORDER_COLUMNS, `${i}.order.`, order),
      insertValues(jobs, JOB_COLUMNS, `${i}.job.`, followUp),
    );
  });
  const rows = await placeAtOnceStatement(wishes.length)(db, values);
  return wishes.map(({ order }) => {
    const row = rows.find((r) => r.id === order.id);
    return row && { id: row.id, orderNumber: row.order_number };
  });
}, BATCH);
