import { sql } from 'drizzle-orm';
import type { SellerFunnel } from '#shared/charts/schema.ts';
import type { Db } from '#server/db/client.ts';

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

/** The first Monday of a period of `weeks` calendar weeks ending with the current one (German time). */
const bounds = (weeks: number) => sql`
  select date_trunc('week', now() at time zone 'Europe/Berlin') as last_week,
         date_trunc('week', now() at time zone 'Europe/Berlin') - make_interval(weeks => ${weeks - 1}::int) as first_week`;

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
export async function activityWeeks(db: Db, weeks: number): Promise<ActivityWeek[]> {
  const res = (await db.execute(sql`
    with bounds as (${bounds(weeks)}),
    r as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from requests x cross join bounds b
       where x.created_at >= (b.first_week at time zone 'Europe/Berlin')
       group by 1
    ),
    o as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from offers x cross join bounds b
       where x.created_at >= (b.first_week at time zone 'Europe/Berlin')
       group by 1
    ),
    ord as (
      select date_trunc('week', x.created_at at time zone 'Europe/Berlin') as week, count(*) as n
        from orders x cross join bounds b
       where x.created_at >= (b.first_week at time zone 'Europe/Berlin')
       group by 1
    ),
    rev as (
      select date_trunc('week', i.issued_on::timestamp) as week,
             sum(case when i.kind = 'credit_note' then -i.net_cents else i.net_cents end) as cents
        from invoices i cross join bounds b
       where i.status in ('open', 'paid', 'credited') and i.issued_on >= b.first_week::date
       group by 1
    )
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
