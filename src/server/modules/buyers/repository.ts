import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { buyerProfiles } from '#server/db/schema/parties.ts';

export async function findBuyerProfile(db: Db, userId: string) {
  const rows = await db
    .select({ profile: buyerProfiles, email: profiles.email })
    .from(buyerProfiles)
    .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
    .where(eq(buyerProfiles.id, userId))
    .limit(1);
  return rows[0];
}

export type BuyerProfileChanges = Partial<
  Pick<
    typeof buyerProfiles.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'position'
    | 'department'
    | 'company'
    | 'vatNumber'
    | 'taxNumber'
    | 'billingAddress'
    | 'shippingAddress'
  >
>;

export async function updateBuyerProfile(
  db: Db,
  userId: string,
  values: BuyerProfileChanges,
): Promise<boolean> {
  const rows = await db
    .update(buyerProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buyerProfiles.id, userId))
    .returning({ id: buyerProfiles.id });
  return rows.length > 0;
}

interface ChartRow {
  month: string;
  orders: number | string;
  spend_cents: number | string;
  savings_cents: number | string;
  requests: number | string;
  offers: number | string;
}

/**
 * The buyer's dashboard charts per calendar month (issue 35, decision 059), oldest first, empty
 * months included. Scoped to the buyer and bounded by the period: one range of
 * orders_buyer_created_idx and one of requests_buyer_created_idx, and per order or request one
 * probe of offers_request_seller_withdrawn_unique (request_id first) for its offers — never a scan.
 */
export async function buyerChartMonths(db: Db, buyerId: string, months: number) {
  const res = (await db.execute(sql`
    with bounds as (
      select date_trunc('month', now() at time zone 'Europe/Berlin') as last_month,
             date_trunc('month', now() at time zone 'Europe/Berlin') - make_interval(months => ${months - 1}::int) as first_month
    ),
    ord as (
      select date_trunc('month', o.created_at at time zone 'Europe/Berlin') as month,
             count(*) as orders,
             sum(o.total_amount) as spend,
             sum(a.avg_total - (acc.price + acc.shipping_cost)) as savings
        from orders o
        cross join bounds b
        join offers acc on acc.id = o.offer_id
        cross join lateral (
          select avg(x.price + x.shipping_cost) as avg_total from offers x
           where x.request_id = o.request_id and x.status <> 'zurueckgezogen'
        ) a
       where o.buyer_id = ${buyerId}
         and o.created_at >= (b.first_month at time zone 'Europe/Berlin')
         and o.status <> 'storniert'
       group by 1
    ),
    req as (
      select date_trunc('month', r.created_at at time zone 'Europe/Berlin') as month,
             count(*) as requests,
             sum(x.n) as offers
        from requests r
        cross join bounds b
        cross join lateral (
          select count(*) as n from offers x where x.request_id = r.id and x.status <> 'zurueckgezogen'
        ) x
       where r.buyer_id = ${buyerId}
         and r.created_at >= (b.first_month at time zone 'Europe/Berlin')
       group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month,
           coalesce(ord.orders, 0) as orders,
           round(coalesce(ord.spend, 0) * 100) as spend_cents,
           round(coalesce(ord.savings, 0) * 100) as savings_cents,
           coalesce(req.requests, 0) as requests,
           coalesce(req.offers, 0) as offers
      from bounds b
     cross join lateral generate_series(b.first_month, b.last_month, interval '1 month') as m(month)
      left join ord on ord.month = m.month
      left join req on req.month = m.month
     order by m.month
  `)) as unknown as { rows: ChartRow[] };
  return res.rows.map((r) => ({
    month: r.month,
    orders: Number(r.orders),
    spendCents: Number(r.spend_cents),
    savingsCents: Number(r.savings_cents),
    requests: Number(r.requests),
    offers: Number(r.offers),
  }));
}
