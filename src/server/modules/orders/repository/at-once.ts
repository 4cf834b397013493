import { sql } from 'drizzle-orm';
import { currentTraceparent } from '#server/telemetry/trace-context.ts';
import type { Db } from '#server/db/client.ts';
import { batched } from '#server/db/batch.ts';
import {
  castPlaceholders,
  columnNames,
  insertValues,
  perSize,
  preparedStatement,
  type Written,
} from '#server/db/prepared.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { derivedOrderSql, mayBeOrderedSql, orderable } from '#server/db/sql/order-rules.ts';
import { sellerInCountrySql, vatIdConfirmedSql } from '#server/db/sql/vat-rules.ts';
import type { VatDecision } from '#shared/legal/vat-rule.ts';
import {
  BATCH,
  batchValues,
  decideAndRecord,
  indexes,
  inputColumns,
  listOf,
  placedIn,
} from './order-writes.ts';
import type { NewOrderRow } from './placement.ts';

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
  'createdBy',
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
  /**
   * The order's VAT (issue 32) as decideVat decides it for a seller in Germany (SELLER_COUNTRY)
   * and the order's delivery country (`country`, an ISO code or '' if unknown): with the
   * orderer's VAT id confirmed for that country and without. The statement takes the one that
   * holds; an order from a seller elsewhere is left to the checked path.
   */
  vat: { country: string; confirmed: VatDecision; notConfirmed: VatDecision };
}

/** The seller country the statement decides VAT for; others take the checked path. */
export const AT_ONCE_SELLER_COUNTRY = 'DE';

const wish = (key: string) => sql`w.${sql.identifier(key)}`;
const wishInput = inputColumns('order', WISHED_ORDER_COLUMNS);
const { offer: o, request: r, term: t } = orderable;
const confirmed = vatIdConfirmedSql(wish('order_buyerId'), wish('vat_country'));
const chosen = (key: string) =>
  sql`case when ${confirmed} then ${wish(`vat_yes_${key}`)} else ${wish(`vat_no_${key}`)} end`;
const derived = Object.entries(
  derivedOrderSql(wish('today'), {
    percent: chosen('percent'),
    treatment: chosen('treatment'),
    note: chosen('note'),
  }),
);
const VAT_COLUMNS = [
  'country',
  'yes_percent',
  'yes_treatment',
  'yes_note',
  'no_percent',
  'no_treatment',
  'no_note',
];
const derivedColumns = sql.join(
  derived.map(([key]) => sql.identifier(`derived_${key}`)),
  sql`, `,
);

/**
 * The order of each wish, read, decided and written in one statement. The offer and its request
 * are locked (requests in the order of their ids, as the checked write in placement.ts does)
 * only if the order may be placed; a row that changed while the statement waited for its lock
 * is decided again as it is now (an order committed meanwhile has decided the offer, which then
 * is no longer pending, and orders_request_unique backs that up). The offers are decided and the
 * order's event recorded as in the checked write (order-writes.ts). A wish that is not written
 * gives no row.
 */
const placeAtOnceStatement = perSize((n) =>
  preparedStatement<{ id: string; order_number: string }>(
    `hp_order_at_once_${n}`,
    sql`with w (today, ${sql.raw(VAT_COLUMNS.map((c) => `vat_${c}`).join(', '))}, trace_parent, ${listOf(wishInput)}) as (
      values ${sql.join(
        indexes(n).map(
          (i) =>
            sql`(${sql.placeholder(`${i}.today`)}::date, ${sql.placeholder(`${i}.vat.country`)}::text,
              ${sql.placeholder(`${i}.vat.yes.percent`)}::numeric, ${sql.placeholder(`${i}.vat.yes.treatment`)}::text,
              ${sql.placeholder(`${i}.vat.yes.note`)}::text, ${sql.placeholder(`${i}.vat.no.percent`)}::numeric,
              ${sql.placeholder(`${i}.vat.no.treatment`)}::text, ${sql.placeholder(`${i}.vat.no.note`)}::text,
              ${sql.placeholder(`${i}.traceParent`)}::text,
              ${castPlaceholders(orders, WISHED_ORDER_COLUMNS, `${i}.order.`)})`,
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
        and ${sellerInCountrySql(o.sellerId, AT_ONCE_SELLER_COUNTRY)}
      order by ${r.id}
      for update of ${r}, ${o}
    ), placed as (
      insert into ${orders} (${columnNames(orders, WISHED_ORDER_COLUMNS)}, ${columnNames(
        orders,
        derived.map(([key]) => key as keyof NewOrderRow & string),
      )})
        select ${listOf(wishInput, 'w')}, ${derivedColumns}
        from w inner join orderable on orderable.order_id = ${wish('order_id')}
      returning id, order_number, request_id, offer_id, buyer_id, seller_id
    ), ${decideAndRecord('w')}`,
  ),
);

/**
 * Orders placed at once (decision 035), each written only if the checked path would write it
 * too; undefined for a wish that is not written, which the caller then places by the checked
 * path. Orders wished at the same moment share one statement (db/batch.ts).
 */
const placeAtOnce = batched(
  async (db: Db, wishes: (OrderWish & { traceParent: string | null })[]) =>
    placedIn(
      wishes,
      await placeAtOnceStatement(wishes.length)(
        db,
        batchValues(wishes, ({ order, today, vat, traceParent }, i) => ({
          [`${i}.traceParent`]: traceParent,
          [`${i}.today`]: today,
          [`${i}.vat.country`]: vat.country,
          [`${i}.vat.yes.percent`]: String(vat.confirmed.ratePercent),
          [`${i}.vat.yes.treatment`]: vat.confirmed.treatment,
          [`${i}.vat.yes.note`]: vat.confirmed.note,
          [`${i}.vat.no.percent`]: String(vat.notConfirmed.ratePercent),
          [`${i}.vat.no.treatment`]: vat.notConfirmed.treatment,
          [`${i}.vat.no.note`]: vat.notConfirmed.note,
          ...insertValues(orders, WISHED_ORDER_COLUMNS, `${i}.order.`, order),
        })),
      ),
    ),
  BATCH,
);

/** The placing request's traceparent (tracing on) goes with its wish: the event's jobs carry it. */
export const placeOrderAtOnce = (db: Db, wish: OrderWish) =>
  placeAtOnce(db, { ...wish, traceParent: currentTraceparent() });
