import { sql } from 'drizzle-orm';
import type { SellerFunnel } from '#shared/charts/schema.ts';
import type { Db } from '#server/db/client.ts';
import { liquidityWeeks } from '../liquidity/repository.ts';

/*
 * The admin dashboard's charts (issue 35, decision 059): bounded reads of the period only. Each
 * figure is one range of an index on created_at (requests_created_idx, offers_created_idx,
 * orders_created_idx), of invoices_status_idx (status, issued_on) over the three statuses the
 * check allows, or of seller_profiles_approval_idx (approval_status, created_at) over its three
 * statuses, grouped by week in the same statement: never a scan of a table, never one query per
 * week.
 */

/**
 * Runs the figures' statements in one read transaction without JIT compilation. The planner
 * prices a period's index probes (tens of thousands of requests at 100 k a year) above
 * jit_above_cost, and compiling them cost seconds on a busy machine — more than the reads
 * themselves (EXPLAIN on PostgreSQL 15, decision 059). SET LOCAL ends with the transaction, so
 * it holds behind a transaction pooler too.
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx as unknown as Db);
  });
}

/** A range of calendar weeks by their Mondays ('YYYY-MM-DD'), both included. */
export interface WeekRange {
  firstWeek: string;
  lastWeek: string;
}

/**
 * The first and last Monday of a period of `weeks` calendar weeks ending with the current one
 * (German time), or of an explicit range (decision 069: the recount of one stored week).
 */
const bounds = (weeks: number, range?: WeekRange) =>
  range
    ? sql`select ${range.lastWeek}::date::timestamp as last_week, ${range.firstWeek}::date::timestamp as first_week`
    : sql`
  select date_trunc('week', now() at time zone 'Europe/Berlin') as last_week,
         date_trunc('week', now() at time zone 'Europe/Berlin') - make_interval(weeks => ${weeks - 1}::int) as first_week`;

/** Rows made from the first Monday to the end of the last week (German time). */
const inPeriod = (column: ReturnType<typeof sql>) =>
  sql`${column} >= (b.first_week at time zone 'Europe/Berlin') and ${column} < ((b.last_week + interval '1 week') at time zone 'Europe/Berlin')`;

/** The invoiced fees of a week: net of invoices issued minus credit notes (decision 051). */
const revenueCte = sql`
      select date_trunc('week', i.issued_on::timestamp) as week,
             sum(case when i.kind = 'credit_note' then -i.net_cents else i.net_cents end) as cents
        from invoices i cross join bounds b
       where i.status in ('open', 'paid', 'credited') and i.issued_on >= b.first_week::date
       group by 1`;

export interface ActivityWeek {
  weekStart: string;
  requests: number;
  offers: number;
  orders: number;
  revenueCents: number;
}

interface ActivityRow {
  week_start: string;
  requests: number | string;
  offers: number | string;
  orders: number | string;
  revenue_cents: number | string;
}

/** Requests, offers and orders made (whatever became of them) and the invoiced fees per week, oldest first, empty weeks included. */
export async function activityWeeks(db: Db, weeks: number, range?: WeekRange): Promise<ActivityWeek[]> {
  const res = (await db.execute(sql`
    with bounds as (${bounds(weeks, range)}),
    r as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from requests x cross join bounds b
       where ${inPeriod(sql`x.created_at`)}
       group by 1
    ),
    o as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from offers x cross join bounds b
       where ${inPeriod(sql`x.created_at`)}
       group by 1
    ),
    ord as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from orders x cross join bounds b
       where ${inPeriod(sql`x.created_at`)}
       group by 1
    ),
    rev as (${revenueCte})
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
           coalesce(r.n, 0) as requests,
           coalesce(o.n, 0) as offers,
           coalesce(ord.n, 0) as orders,
           coalesce(rev.cents, 0) as revenue_cents
      from bounds b
     cross join lateral generate_series(b.first_week, b.last_week, interval '1 week') as w(week)
      left join r on r.week = w.week
      left join o on o.week = w.week
      left join ord on ord.week = w.week
      left join rev on rev.week = w.week
     order by w.week
  `)) as unknown as { rows: ActivityRow[] };
  return res.rows.map((r) => ({
    weekStart: r.week_start,
    requests: Number(r.requests),
    offers: Number(r.offers),
    orders: Number(r.orders),
    revenueCents: Number(r.revenue_cents),
  }));
}

/**
 * The sellers who signed up in the period, how many of them were approved and how many of those
 * paid (an invoice marked paid — one probe of invoices_seller_idx — or marked 'bezahlt' by an admin).
 */
export async function sellerFunnel(db: Db, weeks: number): Promise<SellerFunnel> {
  const res = (await db.execute(sql`
    with bounds as (${bounds(weeks)})
    select count(*) as signed_up,
           count(*) filter (where s.approval_status = 'approved') as approved,
           count(*) filter (
             where s.approval_status = 'approved'
               and (s.payment_status = 'paid'
                    or exists (select 1 from invoices i
                                where i.seller_id = s.id and i.kind = 'invoice' and i.status = 'paid'))
           ) as paid
      from seller_profiles s cross join bounds b
     where s.approval_status in ('pending', 'approved', 'rejected')
       and s.created_at >= (b.first_week at time zone 'Europe/Berlin')
  `)) as unknown as {
    rows: { signed_up: string | number; approved: string | number; paid: string | number }[];
  };
  const row = res.rows[0];
  return {
    signedUp: Number(row?.signed_up ?? 0),
    approved: Number(row?.approved ?? 0),
    paid: Number(row?.paid ?? 0),
  };
}

/*
 * Decision 069: the 'Kennzahlen' weeks kept in admin_chart_weeks by the charts consumer. A week is
 * recounted from the raw rows by the very statements above (activityWeeks, liquidityWeeks) over a
 * range of that one week, so the stored figures are what the on-demand read gives.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The database's time (the consumers' buckets follow one clock, not each instance's). */
export async function databaseNow(tx: Db): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await tx.execute(sql`select now() as now`));
  return new Date(row!.now);
}

const monday = (ts: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('week', ${ts} at time zone 'Europe/Berlin'), 'YYYY-MM-DD')`;

/** The week a request was made in. */
export async function weeksOfRequest(tx: Db, requestId: string): Promise<string[]> {
  return rowsOf<{ week: string }>(
    await tx.execute(
      sql`select ${monday(sql`created_at`)} as week from requests where id = ${requestId}::uuid`,
    ),
  ).map((r) => r.week);
}

/** The weeks an offer counts in: its own (offers made) and its request's (liquidity). */
export async function weeksOfOffer(tx: Db, offerId: string): Promise<string[]> {
  return rowsOf<{ own: string; request: string }>(
    await tx.execute(sql`select ${monday(sql`o.created_at`)} as own, ${monday(sql`r.created_at`)} as request
                           from offers o join requests r on r.id = o.request_id where o.id = ${offerId}::uuid`),
  ).flatMap((r) => [r.own, r.request]);
}

/** The week an order was made in. */
export async function weeksOfOrder(tx: Db, orderId: string): Promise<string[]> {
  return rowsOf<{ week: string }>(
    await tx.execute(sql`select ${monday(sql`created_at`)} as week from orders where id = ${orderId}::uuid`),
  ).map((r) => r.week);
}

/** Serialises two recounts of the same week (the later one must see the earlier one's rows). */
async function lockWeek(tx: Db, week: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'admin-chart-week:' + week}, 0))`);
}

/** Recounts one week from the raw rows and stores it. */
export async function recountChartWeek(tx: Db, week: string): Promise<void> {
  await lockWeek(tx, week);
  await tx.execute(sql`set local jit = off`);
  const range = { firstWeek: week, lastWeek: week };
  const [a] = await activityWeeks(tx, 1, range);
  const [l] = await liquidityWeeks(tx, { weeks: 1 }, range);
  await tx.execute(sql`
    insert into admin_chart_weeks as w (week, requests, offers, orders, with_two_offers, without_offer,
        median_first_offer_minutes, widened, declines, counted_at)
    values (${week}::date, ${a?.requests ?? 0}, ${a?.offers ?? 0}, ${a?.orders ?? 0}, ${l?.withTwoOffers ?? 0},
        ${l?.withoutOffer ?? 0}, ${l?.medianFirstOfferMinutes ?? null}::int, ${l?.widened ?? 0}, ${l?.declines ?? 0}, now())
    on conflict (week) do update set requests = excluded.requests, offers = excluded.offers,
      orders = excluded.orders, with_two_offers = excluded.with_two_offers, without_offer = excluded.without_offer,
      median_first_offer_minutes = excluded.median_first_offer_minutes, widened = excluded.widened,
      declines = excluded.declines, counted_at = now()`);
}

export interface StoredChartWeek {
  weekStart: string;
  requests: number;
  offers: number;
  orders: number;
  withTwoOffers: number;
  withoutOffer: number;
  medianFirstOfferMinutes: number | null;
  widened: number;
  declines: number;
}

/** The stored weeks of the period, oldest first, weeks without a row as zeros: a primary-key range. */
export async function storedChartWeeks(db: Db, weeks: number): Promise<StoredChartWeek[]> {
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      with bounds as (${bounds(weeks)})
      select to_char(g.week, 'YYYY-MM-DD') as week_start, coalesce(w.requests, 0) as requests,
             coalesce(w.offers, 0) as offers, coalesce(w.orders, 0) as orders,
             coalesce(w.with_two_offers, 0) as with_two_offers, coalesce(w.without_offer, 0) as without_offer,
             w.median_first_offer_minutes,
             coalesce(w.widened, 0) as widened, coalesce(w.declines, 0) as declines
        from bounds b
       cross join lateral generate_series(b.first_week, b.last_week, interval '1 week') as g(week)
        left join admin_chart_weeks w on w.week = g.week::date
       order by g.week`),
  );
  return rows.map((r) => ({
    weekStart: String(r.week_start),
    requests: Number(r.requests),
    offers: Number(r.offers),
    orders: Number(r.orders),
    withTwoOffers: Number(r.with_two_offers),
    withoutOffer: Number(r.without_offer),
    medianFirstOfferMinutes:
      r.median_first_offer_minutes === null ? null : Number(r.median_first_offer_minutes),
    widened: Number(r.widened),
    declines: Number(r.declines),
  }));
}

/** The invoiced fees per week of the period (invoices are few: read on demand, decision 069). */
export async function revenueWeeks(db: Db, weeks: number): Promise<Map<string, number>> {
  const rows = rowsOf<{ week_start: string; cents: string | number }>(
    await db.execute(sql`
      with bounds as (${bounds(weeks)}), rev as (${revenueCte})
      select to_char(week, 'YYYY-MM-DD') as week_start, cents from rev`),
  );
  return new Map(rows.map((r) => [r.week_start, Number(r.cents)]));
}

/** Whether the one-time fill of the stored weeks finished (until then the chart reads on demand). */
export async function chartWeeksFilled(db: Db, name: string): Promise<boolean> {
  const rows = rowsOf<{ done: boolean }>(
    await db.execute(sql`select done_at is not null as done from backfill_progress where name = ${name}`),
  );
  return rows[0]?.done === true;
}

/** The Mondays from `first` for `count` weeks, up to `last` (all 'YYYY-MM-DD'). */
export async function mondaysFrom(db: Db, first: string | null, count: number, periodWeeks: number) {
  const rows = rowsOf<{ week: string; last: boolean }>(
    await db.execute(sql`
      with bounds as (${bounds(periodWeeks)})
      select to_char(g.week, 'YYYY-MM-DD') as week, g.week = b.last_week as last
        from bounds b
       cross join lateral generate_series(coalesce(${first}::date::timestamp, b.first_week), b.last_week, interval '1 week') as g(week)
       order by g.week limit ${count}`),
  );
  return rows;
}

export { runBackfill } from '#server/db/sql/backfill-progress.ts';
