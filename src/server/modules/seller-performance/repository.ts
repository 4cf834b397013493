import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
export { runBackfill } from '#server/db/sql/backfill-progress.ts';
import { CONFIRM_ON_TIME_HOURS } from '#shared/seller-performance/rules.ts';
import type { Bid, StoredFeedback } from '#shared/seller-performance/feedback.ts';

/*
 * Seller performance (decision 058): the performance consumer's writes and the dashboard's reads.
 * Every figure is stored when an event happens: an offer's row when it is made, its outcome when
 * its request is decided, a seller's week recounted from that week's rows (one index range of
 * offer_performance and one of orders_seller_created_idx), the seller's totals as the sum of its
 * weeks plus the exact median (an offset into offer_performance_seller_response_idx).
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The Monday (German time) of a timestamp expression, as a date. */
const weekOf = (ts: ReturnType<typeof sql>) =>
  sql`(date_trunc('week', ${ts} at time zone 'Europe/Berlin'))::date`;

/** Sellers a widening ring newly reached, with the ring's time (decision 053). */
export async function storeReach(tx: Db, requestId: string, ring: number, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return;
  await tx.execute(sql`
    insert into seller_request_reach (request_id, seller_id, reached_at)
    select ${requestId}::uuid, s.id,
           coalesce((select w.created_at from request_widenings w
                      where w.request_id = ${requestId}::uuid and w.ring = ${ring}), now())
      from (values ${sql.join(
        sellerIds.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      )}) as s(id)
    on conflict (request_id, seller_id) do nothing`);
}

/**
 * The stored row of each offer given (made before this table or not yet stored: the consumer of
 * its decision stores it first). Response time: from the request reaching the seller — its
 * creation, or the widening ring that reached it — to the offer.
 */
export async function storeOffers(tx: Db, offerIds: readonly string[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`
    insert into offer_performance (offer_id, seller_id, request_id, week, response_seconds, withdrawn)
    select o.id, o.seller_id, o.request_id, ${weekOf(sql`o.created_at`)},
           greatest(0, floor(extract(epoch from (o.created_at - coalesce(rr.reached_at, r.created_at)))))::int,
           case when o.status = 'zurueckgezogen' then 1 else 0 end
      from offers o
      join requests r on r.id = o.request_id
      left join seller_request_reach rr on rr.request_id = o.request_id and rr.seller_id = o.seller_id
     where o.id in (${sql.join(
       offerIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
    on conflict (offer_id) do nothing`);
}

export interface SellerWeek {
  sellerId: string;
  week: string;
}

/** The offer's seller and week. */
export async function weekOfOffer(tx: Db, offerId: string): Promise<SellerWeek | undefined> {
  const rows = rowsOf<{ seller_id: string; week: string }>(
    await tx.execute(sql`select seller_id, to_char(week, 'YYYY-MM-DD') as week
                           from offer_performance where offer_id = ${offerId}::uuid`),
  );
  return rows[0] && { sellerId: rows[0].seller_id, week: rows[0].week };
}

export async function markWithdrawn(tx: Db, offerId: string): Promise<void> {
  await tx.execute(sql`update offer_performance set withdrawn = 1 where offer_id = ${offerId}::uuid`);
}

/** The order's seller and the week it counts in. */
export async function weekOfOrder(tx: Db, orderId: string): Promise<SellerWeek | undefined> {
  const rows = rowsOf<{ seller_id: string; week: string }>(
    await tx.execute(sql`select seller_id, to_char(${weekOf(sql`created_at`)}, 'YYYY-MM-DD') as week
                           from orders where id = ${orderId}::uuid`),
  );
  return rows[0] && { sellerId: rows[0].seller_id, week: rows[0].week };
}

/** The bids of a request (offers not withdrawn) and its ordered offer, if any. */
export async function bidsOfRequest(
  db: Db,
  requestId: string,
): Promise<{ bids: Bid[]; chosenOfferId: string | null }> {
  const rows = rowsOf<{ id: string; cents: string | number }>(
    await db.execute(sql`
      select o.id, (round((o.price + o.shipping_cost) * 100))::bigint as cents
        from offers o
       where o.request_id = ${requestId}::uuid and o.status <> 'zurueckgezogen'
       order by o.id`),
  );
  const ordered = await db.execute(
    sql`select offer_id from orders where request_id = ${requestId}::uuid limit 1`,
  );
  const chosen = rowsOf<{ offer_id: string }>(ordered)[0]?.offer_id ?? null;
  return { bids: rows.map((r) => ({ offerId: r.id, totalCents: Number(r.cents) })), chosenOfferId: chosen };
}

/** Stores each bidder's outcome, rank and gap (once: a decided offer keeps its first feedback). */
export async function storeFeedback(tx: Db, feedback: readonly StoredFeedback[]): Promise<SellerWeek[]> {
  const touched: SellerWeek[] = [];
  for (const f of feedback) {
    const rows = rowsOf<{ seller_id: string; week: string }>(
      await tx.execute(sql`
        update offer_performance
           set outcome = ${f.outcome}, rank = ${f.rank}, bidders = ${f.bidders}, gap_bp = ${f.gapBp},
               decided_at = now()
         where offer_id = ${f.offerId}::uuid and outcome is null
        returning seller_id, to_char(week, 'YYYY-MM-DD') as week`),
    );
    if (rows[0]) touched.push({ sellerId: rows[0].seller_id, week: rows[0].week });
  }
  return touched;
}

/**
 * Serialises the recounts of one seller (two consumer jobs for the same seller's week would
 * otherwise each miss the other's uncommitted row). Callers lock sellers in sorted order.
 */
export async function lockSeller(tx: Db, sellerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${'seller-performance:' + sellerId}, 0))`,
  );
}

/** The figures of one seller's week, recounted from that week's offer and order rows. */
export async function recountWeek(tx: Db, sellerId: string, week: string): Promise<void> {
  await tx.execute(sql`
    insert into seller_performance_weeks as w (seller_id, week, offers, wins, decided, gap_sum_bp, gap_count,
        median_response_seconds, orders, confirmed_measured, confirmed_on_time, shipped_measured,
        shipped_on_time, cancelled_by_seller)
    select ${sellerId}::uuid, ${week}::date, o.offers, o.wins, o.decided, o.gap_sum, o.gap_count, o.median,
           d.orders, d.confirmed_measured, d.confirmed_on_time, d.shipped_measured, d.shipped_on_time,
           d.cancelled_by_seller
      from (select count(*)::int as offers,
                   (count(*) filter (where outcome = 'won'))::int as wins,
                   (count(*) filter (where outcome is not null))::int as decided,
                   coalesce(sum(gap_bp) filter (where outcome = 'lost' and bidders >= 3), 0)::bigint as gap_sum,
                   (count(*) filter (where outcome = 'lost' and bidders >= 3))::int as gap_count,
                   percentile_disc(0.5) within group (order by response_seconds) as median
              from offer_performance
             where seller_id = ${sellerId}::uuid and week = ${week}::date and withdrawn = 0) o,
           (${orderFigures(sql`x.seller_id = ${sellerId}::uuid
               and x.created_at >= (${week}::date::timestamp at time zone 'Europe/Berlin')
               and x.created_at < ((${week}::date + 7)::timestamp at time zone 'Europe/Berlin')`)}) d
    on conflict (seller_id, week) do update set
      offers = excluded.offers, wins = excluded.wins, decided = excluded.decided,
      gap_sum_bp = excluded.gap_sum_bp, gap_count = excluded.gap_count,
      median_response_seconds = excluded.median_response_seconds, orders = excluded.orders,
      confirmed_measured = excluded.confirmed_measured, confirmed_on_time = excluded.confirmed_on_time,
      shipped_measured = excluded.shipped_measured, shipped_on_time = excluded.shipped_on_time,
      cancelled_by_seller = excluded.cancelled_by_seller`);
}

/**
 * The order figures of the orders `where` selects (alias x, with its offer f): confirmed within
 * CONFIRM_ON_TIME_HOURS of the order; shipped by the promised day — the shipping date the seller
 * gave when confirming, else the order's day plus the offer's delivery days — in German time;
 * cancelled by the seller.
 */
export function orderFigures(where: ReturnType<typeof sql>) {
  return sql`
    select count(*)::int as orders,
           (count(*) filter (where x.confirmed_at is not null))::int as confirmed_measured,
           (count(*) filter (where x.confirmed_at <= x.created_at + make_interval(hours => ${CONFIRM_ON_TIME_HOURS}::int)))::int as confirmed_on_time,
           (count(*) filter (where x.shipped_at is not null and p.promised is not null))::int as shipped_measured,
           (count(*) filter (where (x.shipped_at at time zone 'Europe/Berlin')::date <= p.promised))::int as shipped_on_time,
           (count(*) filter (where x.cancelled_by = 'seller'))::int as cancelled_by_seller
      from orders x
      join offers f on f.id = x.offer_id
      cross join lateral (select coalesce(x.expected_ship_date,
                                          (x.created_at at time zone 'Europe/Berlin')::date + f.delivery_days) as promised) p
     where ${where}`;
}

/** The seller's totals: the sum of its weeks and the exact (lower) median of all its response times. */
export async function refreshTotals(tx: Db, sellerId: string): Promise<void> {
  await tx.execute(sql`
    with s as (
      select coalesce(sum(offers), 0)::int as offers, coalesce(sum(wins), 0)::int as wins,
             coalesce(sum(decided), 0)::int as decided, coalesce(sum(gap_sum_bp), 0)::bigint as gap_sum_bp,
             coalesce(sum(gap_count), 0)::int as gap_count, coalesce(sum(orders), 0)::int as orders,
             coalesce(sum(confirmed_measured), 0)::int as confirmed_measured,
             coalesce(sum(confirmed_on_time), 0)::int as confirmed_on_time,
             coalesce(sum(shipped_measured), 0)::int as shipped_measured,
             coalesce(sum(shipped_on_time), 0)::int as shipped_on_time,
             coalesce(sum(cancelled_by_seller), 0)::int as cancelled_by_seller
        from seller_performance_weeks where seller_id = ${sellerId}::uuid
    )
    insert into seller_performance as t (seller_id, offers, wins, decided, gap_sum_bp, gap_count,
        median_response_seconds, orders, confirmed_measured, confirmed_on_time, shipped_measured,
        shipped_on_time, cancelled_by_seller, updated_at)
    select ${sellerId}::uuid, s.offers, s.wins, s.decided, s.gap_sum_bp, s.gap_count,
           (select p.response_seconds from offer_performance p
             where p.seller_id = ${sellerId}::uuid and p.withdrawn = 0
             order by p.response_seconds
            offset greatest((s.offers + 1) / 2 - 1, 0) limit 1),
           s.orders, s.confirmed_measured, s.confirmed_on_time, s.shipped_measured, s.shipped_on_time,
           s.cancelled_by_seller, now()
      from s
    on conflict (seller_id) do update set
      offers = excluded.offers, wins = excluded.wins, decided = excluded.decided,
      gap_sum_bp = excluded.gap_sum_bp, gap_count = excluded.gap_count,
      median_response_seconds = excluded.median_response_seconds, orders = excluded.orders,
      confirmed_measured = excluded.confirmed_measured, confirmed_on_time = excluded.confirmed_on_time,
      shipped_measured = excluded.shipped_measured, shipped_on_time = excluded.shipped_on_time,
      cancelled_by_seller = excluded.cancelled_by_seller, updated_at = now()`);
}

export interface Totals {
  offers: number;
  wins: number;
  decided: number;
  gapSumBp: number;
  gapCount: number;
  medianResponseSeconds: number | null;
  orders: number;
  confirmedMeasured: number;
  confirmedOnTime: number;
  shippedMeasured: number;
  shippedOnTime: number;
  cancelledBySeller: number;
}

const totalsColumns = sql`offers, wins, decided, gap_sum_bp, gap_count, median_response_seconds, orders,
  confirmed_measured, confirmed_on_time, shipped_measured, shipped_on_time, cancelled_by_seller`;

type TotalsRow = Record<string, string | number | null>;
const toTotals = (r: TotalsRow): Totals => ({
  offers: Number(r.offers),
  wins: Number(r.wins),
  decided: Number(r.decided),
  gapSumBp: Number(r.gap_sum_bp),
  gapCount: Number(r.gap_count),
  medianResponseSeconds: r.median_response_seconds === null ? null : Number(r.median_response_seconds),
  orders: Number(r.orders),
  confirmedMeasured: Number(r.confirmed_measured),
  confirmedOnTime: Number(r.confirmed_on_time),
  shippedMeasured: Number(r.shipped_measured),
  shippedOnTime: Number(r.shipped_on_time),
  cancelledBySeller: Number(r.cancelled_by_seller),
});

/** The seller's stored totals (one row by primary key). */
export async function storedTotals(db: Db, sellerId: string): Promise<Totals | undefined> {
  const rows = rowsOf<TotalsRow>(
    await db.execute(
      sql`select ${totalsColumns} from seller_performance where seller_id = ${sellerId}::uuid`,
    ),
  );
  return rows[0] && toTotals(rows[0]);
}

/** The seller's stored weeks from `weeks` weeks ago to this week, empty weeks included. */
export async function storedWeeks(
  db: Db,
  sellerId: string,
  weeks: number,
): Promise<(Totals & { week: string })[]> {
  const rows = rowsOf<TotalsRow & { week: string }>(
    await db.execute(sql`
      with bounds as (
        select (date_trunc('week', now() at time zone 'Europe/Berlin'))::date as last_week
      )
      select to_char(gw.week, 'YYYY-MM-DD') as week,
             coalesce(w.offers, 0) as offers, coalesce(w.wins, 0) as wins, coalesce(w.decided, 0) as decided,
             coalesce(w.gap_sum_bp, 0) as gap_sum_bp, coalesce(w.gap_count, 0) as gap_count,
             w.median_response_seconds, coalesce(w.orders, 0) as orders,
             coalesce(w.confirmed_measured, 0) as confirmed_measured,
             coalesce(w.confirmed_on_time, 0) as confirmed_on_time,
             coalesce(w.shipped_measured, 0) as shipped_measured,
             coalesce(w.shipped_on_time, 0) as shipped_on_time,
             coalesce(w.cancelled_by_seller, 0) as cancelled_by_seller
        from bounds b
       cross join lateral generate_series(${weeks - 1}::int, 0, -1) as g(n)
       cross join lateral (select b.last_week - 7 * g.n as week) as gw
        left join seller_performance_weeks w on w.seller_id = ${sellerId}::uuid and w.week = gw.week
       order by gw.week`),
  );
  return rows.map((r) => ({ ...toTotals(r), week: r.week }));
}

/**
 * The figures recounted from the raw rows (offers, orders, requests, widenings' reach), for the
 * reconciliation test only: what the stored weeks and totals must equal.
 */
export async function recountFromRaw(db: Db, sellerId: string): Promise<Totals> {
  const [offersRow] = rowsOf<TotalsRow>(
    await db.execute(sql`
      with bids as (
        select o.id, o.request_id, o.seller_id, round((o.price + o.shipping_cost) * 100) as cents,
               greatest(0, floor(extract(epoch from (o.created_at - coalesce(rr.reached_at, r.created_at)))))::int as response
          from offers o join requests r on r.id = o.request_id
          left join seller_request_reach rr on rr.request_id = o.request_id and rr.seller_id = o.seller_id
         where o.status <> 'zurueckgezogen'
      ),
      mine as (
        select b.*, x.offer_id as chosen,
               (select count(*) from bids c where c.request_id = b.request_id) as bidders,
               (select c.cents from bids c where c.id = x.offer_id) as chosen_cents,
               r.status as request_status
          from bids b join requests r on r.id = b.request_id
          left join orders x on x.request_id = b.request_id
         where b.seller_id = ${sellerId}::uuid
      )
      select count(*)::int as offers,
             (count(*) filter (where chosen = id))::int as wins,
             (count(*) filter (where chosen is not null or request_status in ('closed', 'cancelled')))::int as decided,
             coalesce(sum(floor((cents - chosen_cents) / chosen_cents * 10000 + 0.5)) filter (where chosen is not null and chosen <> id and bidders >= 3), 0)::bigint as gap_sum_bp,
             (count(*) filter (where chosen is not null and chosen <> id and bidders >= 3))::int as gap_count,
             percentile_disc(0.5) within group (order by response) as median_response_seconds
        from mine`),
  );
  const [orderRow] = rowsOf<TotalsRow>(await db.execute(orderFigures(sql`x.seller_id = ${sellerId}::uuid`)));
  return toTotals({ ...offersRow!, ...orderRow! });
}

/*
 * The backfill (decision 069): offers made before the performance consumer existed, in batches
 * of the offers' primary key, through the consumer's own statements above.
 */

/** The next offers after `cursor` (by id) with their requests. */
export async function offersAfter(
  tx: Db,
  cursor: string | null,
  limit: number,
): Promise<{ id: string; requestId: string }[]> {
  const after = cursor === null ? sql`` : sql`where id > ${cursor}::uuid`;
  const rows = rowsOf<{ id: string; request_id: string }>(
    await tx.execute(sql`select id, request_id from offers ${after} order by id limit ${limit}`),
  );
  return rows.map((r) => ({ id: r.id, requestId: r.request_id }));
}

/**
 * Of the given requests, those decided — ordered (with the order) or ended without an order —
 * which is what the consumer hears as order.placed or request.closed/cancelled/expired.
 */
export async function decisionsOf(
  tx: Db,
  requestIds: readonly string[],
): Promise<{ requestId: string; orderId: string | null }[]> {
  if (requestIds.length === 0) return [];
  const rows = rowsOf<{ id: string; order_id: string | null }>(
    await tx.execute(sql`
      select r.id, x.id as order_id
        from requests r left join orders x on x.request_id = r.id
       where r.id in (${sql.join(
         requestIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
         and (x.id is not null or r.status in ('closed', 'cancelled'))
       order by r.id`),
  );
  return rows.map((r) => ({ requestId: r.id, orderId: r.order_id }));
}

/** The sellers and weeks of the stored rows of the given offers. */
export async function weeksOfOffers(tx: Db, offerIds: readonly string[]): Promise<SellerWeek[]> {
  if (offerIds.length === 0) return [];
  const rows = rowsOf<{ seller_id: string; week: string }>(
    await tx.execute(sql`
      select distinct seller_id, to_char(week, 'YYYY-MM-DD') as week
        from offer_performance
       where offer_id in (${sql.join(
         offerIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`),
  );
  return rows.map((r) => ({ sellerId: r.seller_id, week: r.week }));
}
