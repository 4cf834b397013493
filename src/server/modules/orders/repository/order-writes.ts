import { sql, type SQL } from 'drizzle-orm';
import { recordEventsSql } from '#server/events/record.ts';

/*
 * What both statements that write orders share (placement.ts: the checked write, decision 033;
 * at-once.ts: the one statement, decision 035): batches of orders as VALUES rows, and the same
 * end — the offers decided, the order's event recorded, the placed orders returned.
 */

/**
 * Orders placed at the same moment, each batch in one statement (db/batch.ts, decision 034); a
 * second statement starts beside a running one only for four or more orders (decision 036).
 */
export const BATCH = { max: 16, concurrency: 2, beside: 4 };

export const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The VALUES columns `<prefix>_<key>` of `keys`, as a statement names them. */
export const inputColumns = (prefix: string, keys: readonly string[]): SQL[] =>
  keys.map((key) => sql`${sql.identifier(`${prefix}_${key}`)}`);

/** `names` comma-separated, each qualified by `table` when given. */
export const listOf = (names: SQL[], table?: string) =>
  sql.join(
    names.map((name) => (table ? sql`${sql.identifier(table)}.${name}` : name)),
    sql`, `,
  );

/**
 * The statement's end after its `placed` CTE (id, order_number, request_id, offer_id, buyer_id,
 * seller_id): every offer on each placed order's request decided (hp_decide_offers: the ordered
 * one accepted, every other pending one rejected, issue 14), each order's `order.placed` event
 * recorded with its consumers' jobs (decision 038: two inserts in the statement, as recordEvent
 * does them in one of its own), and the placed orders returned. `input` is the statement's CTE of
 * wished orders: its `order_id` and `trace_parent` (the request's, when tracing is on; issue 33).
 */
export const decideAndRecord = (input: string) => sql`decided as (
      select placed.id, hp_decide_offers(placed.request_id, placed.offer_id) as n from placed
    ), ${recordEventsSql(
      'order.placed',
      sql`placed`,
      {
        orderId: sql`placed.id`,
        buyerId: sql`placed.buyer_id`,
        sellerId: sql`placed.seller_id`,
        requestId: sql`placed.request_id`,
        offerId: sql`placed.offer_id`,
      },
      sql`placed.buyer_id`,
      sql`(select ${sql.identifier(input)}.trace_parent from ${sql.identifier(input)}
        where ${sql.identifier(input)}.order_id = placed.id)`,
    )}
    select placed.id, placed.order_number from placed inner join decided on decided.id = placed.id`;

/** The parameters of a batch: each item's, numbered by its place in the batch. */
export function batchValues<T>(
  items: readonly T[],
  valuesOf: (item: T, i: number) => Record<string, unknown>,
): Record<string, unknown> {
  return Object.assign({}, ...items.map(valuesOf)) as Record<string, unknown>;
}

/** Each item's placed order, in the items' order; undefined for one the statement did not write. */
export function placedIn(
  items: readonly { order: { id: string } }[],
  rows: readonly { id: string; order_number: string }[],
): ({ id: string; orderNumber: string } | undefined)[] {
  return items.map(({ order }) => {
    const row = rows.find((r) => r.id === order.id);
    return row && { id: row.id, orderNumber: row.order_number };
  });
}
