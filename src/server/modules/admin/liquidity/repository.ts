import { sql } from 'drizzle-orm';
import type { AdminLiquidityQuery, LiquidityWeek } from '#shared/admin/liquidity.ts';
import type { Db } from '#server/db/client.ts';
import type { StoredChartWeek } from '../charts/repository.ts';

interface Row {
  week_start: string;
  requests: number | string;
  with_two: number | string;
  without_offer: number | string;
  median_minutes: number | string | null;
  widened: number | string;
  declines: number | string;
}

/**
 * The weekly liquidity figures (decision 050). Bounded: the requests are one range of
 * requests_created_idx (or requests_urgency_created_idx with an urgency) over at most 26 weeks;
 * each request's offers not withdrawn are read through offers_request_seller_withdrawn_unique (request_id
 * first, decision 054) and its
 * declines through request_declines_request_idx, whether it was widened through the primary key
 * of request_widenings (request_id first, decision 053) — a few index probes per request, never a
 * scan of offers, declines or widenings. Weeks are calendar weeks in German time; empty weeks are listed too.
 */
export async function liquidityWeeks(
  db: Db,
  q: AdminLiquidityQuery,
  /** Decision 069: explicit Mondays ('YYYY-MM-DD') instead of the period ending this week (the charts' recount). */
  range?: { firstWeek: string; lastWeek: string },
): Promise<LiquidityWeek[]> {
  const urgency = q.urgency ? sql`and r.urgency = ${q.urgency}` : sql``;
  const brand = q.brandId ? sql`and ${q.brandId}::uuid = any(r.brand_keys)` : sql``;
  const bounds = range
    ? sql`select ${range.lastWeek}::date::timestamp as last_week, ${range.firstWeek}::date::timestamp as first_week`
    : sql`select date_trunc('week', now() at time zone 'Europe/Berlin') as last_week,
             date_trunc('week', now() at time zone 'Europe/Berlin') - make_interval(weeks => ${q.weeks - 1}::int) as first_week`;
  const res = (await db.execute(sql`
    with bounds as (${bounds}),
    facts as (
      select date_trunc('week', r.created_at at time zone 'Europe/Berlin') as week,
             o.n as offers,
             extract(epoch from (o.first_at - r.created_at)) / 60 as first_minutes,
             (select count(*) from request_declines d where d.request_id = r.id) as declines,
             exists (select 1 from request_widenings w where w.request_id = r.id) as widened
        from requests r
        cross join bounds b
        left join lateral (
          select count(*) as n, min(x.created_at) as first_at from offers x
           where x.request_id = r.id and x.status <> 'zurueckgezogen'
        ) o on true
       where r.created_at >= (b.first_week at time zone 'Europe/Berlin')
         and r.created_at < ((b.last_week + interval '1 week') at time zone 'Europe/Berlin') ${urgency} ${brand}
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
           count(f.week)::int as requests,
           (count(*) filter (where f.offers >= 2))::int as with_two,
           (count(*) filter (where f.offers = 0))::int as without_offer,
           percentile_cont(0.5) within group (order by f.first_minutes) as median_minutes,
           (count(*) filter (where f.widened))::int as widened,
           coalesce(sum(f.declines), 0)::int as declines
      from bounds b
     cross join lateral generate_series(b.first_week, b.last_week, interval '1 week') as w(week)
      left join facts f on f.week = w.week
     group by w.week
     order by w.week
  `)) as unknown as { rows: Row[] };
  return res.rows.map((r) => {
    const requests = Number(r.requests);
    const withTwo = Number(r.with_two);
    return {
      weekStart: r.week_start,
      requests,
      withTwoOffers: withTwo,
      withoutOffer: Number(r.without_offer),
      twoOfferShare: requests > 0 ? withTwo / requests : null,
      medianFirstOfferMinutes: r.median_minutes === null ? null : Math.round(Number(r.median_minutes)),
      widened: Number(r.widened),
      declines: Number(r.declines),
    };
  });
}

/** A week the charts consumer keeps, as the liquidity figures (the same share as above). */
export function keptLiquidityWeek(w: StoredChartWeek): LiquidityWeek {
  return {
    weekStart: w.weekStart,
    requests: w.requests,
    withTwoOffers: w.withTwoOffers,
    withoutOffer: w.withoutOffer,
    twoOfferShare: w.requests > 0 ? w.withTwoOffers / w.requests : null,
    medianFirstOfferMinutes: w.medianFirstOfferMinutes,
    widened: w.widened,
    declines: w.declines,
  };
}
