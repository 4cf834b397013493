import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { requestAudience } from '#server/db/schema/derived.ts';
import { autoOffers, autoOfferSkips } from '#server/db/schema/auto-offers.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { stockLines, stockMatches } from '#server/db/schema/stock.ts';
import { notExpired, sellerKeys, sellerRegionKeys } from '#server/db/sql/relevance.ts';

/*
 * 'Auf Lager' as stored facts (issue 31, decision 055): a stock line matches an open request when
 * one of the request's part keys equals the line's key, the line has pieces (quantity > 0), and
 * the manufacturers do not contradict each other: either side left it empty, the same letters
 * and digits, or the line's manufacturer is one of the brands the request's manufacturer matches
 * (hp_brand_keys, the spec's brand rule). Of a seller's lines for one request the one with
 * enough pieces comes first, then the cheaper. Decided when the request is created (the stock
 * consumer) or the stock written (upload, edit), never while a list is read.
 */

const MATCH_COLUMNS = sql.raw(
  'request_id, seller_id, stock_line_id, part_number, manufacturer, quantity, price, delivery_unit, delivery_days',
);

/** The manufacturer rule over a candidate row `c` (request columns r_*, line columns). */
const manufacturersFit = sql`(coalesce(trim(c.r_manufacturer), '') = '' or c.manufacturer_key = ''
  or c.manufacturer_key = lower(regexp_replace(c.r_manufacturer, '[^A-Za-z0-9]', '', 'g'))
  or c.r_brand_keys && hp_brand_keys(c.manufacturer))`;

/** The candidates' columns: the line's, and the request's that the rule and preference need. */
const candidateColumns = sql`sl.id as line_id, sl.seller_id, sl.part_number, sl.manufacturer,
  sl.manufacturer_key, sl.quantity, sl.price, sl.delivery_unit, sl.delivery_days,
  r.id as request_id, r.buyer_id, r.quantity as r_quantity, r.manufacturer as r_manufacturer,
  r.brand_keys as r_brand_keys, r.expires_at as r_expires_at`;

const preference = sql`(c.quantity >= c.r_quantity) desc, c.price asc, c.line_id`;

/**
 * The stock lines of every seller that match one new request: its candidates by key (two index
 * range scans of stock_lines_part_key_idx), one line per seller. The caller checks each seller
 * may see the request (seller-market's predicate) before storing.
 */
export async function candidatesForRequest(db: Db, requestId: string) {
  const res = (await db.execute(sql`
    select distinct on (c.seller_id) c.seller_id, c.line_id
    from (
      select ${candidateColumns} from ${requests} r join ${stockLines} sl on sl.part_key = r.part_key
        where r.id = ${requestId}::uuid and r.open_to_sellers and sl.quantity > 0
      union all
      select ${candidateColumns} from ${requests} r join ${stockLines} sl on sl.part_key = r.second_part_key
        where r.id = ${requestId}::uuid and r.open_to_sellers and sl.quantity > 0
    ) c
    where c.seller_id <> c.buyer_id and ${notExpired(sql`c.r_expires_at`)} and ${manufacturersFit}
    order by c.seller_id, ${preference}`)) as unknown as { rows: { seller_id: string; line_id: string }[] };
  return res.rows.map((r) => ({ sellerId: r.seller_id, lineId: r.line_id }));
}

/** Stores (or refreshes) the match of one line with one request, as a snapshot of the line. */
export async function storeMatch(db: Db, requestId: string, lineId: string): Promise<void> {
  await db.execute(sql`insert into ${stockMatches} (${MATCH_COLUMNS})
    select ${requestId}::uuid, seller_id, id, part_number, manufacturer, quantity, price, delivery_unit, delivery_days
    from ${stockLines} where id = ${lineId}::uuid
    on conflict (request_id, seller_id) do update set stock_line_id = excluded.stock_line_id,
      part_number = excluded.part_number, manufacturer = excluded.manufacturer, quantity = excluded.quantity,
      price = excluded.price, delivery_unit = excluded.delivery_unit, delivery_days = excluded.delivery_days,
      matched_at = now()`);
}

/**
 * Decides a seller's matches again after the stock changed: every open request the seller may
 * see (request_audience under the seller's keys and regions, as the list reads it) whose key one
 * of the seller's lines has. `lineIds` limits it to some lines (an edit): their old matches go,
 * other lines' matches stay. Returns the number of matches stored.
 */
export async function rematchSeller(db: Db, sellerId: string, lineIds?: readonly string[]): Promise<number> {
  const me = sql`${sellerId}::uuid`;
  const lines: SQL = lineIds ? sql`and sl.id = any(${`{${lineIds.join(',')}}`}::uuid[])` : sql``;
  if (lineIds) {
    await db.execute(
      sql`delete from ${stockMatches} where stock_line_id = any(${`{${lineIds.join(',')}}`}::uuid[])`,
    );
  } else {
    await db.execute(sql`delete from ${stockMatches} where seller_id = ${me}`);
  }
  const res = (await db.execute(sql`
    with stored as (
      insert into ${stockMatches} (${MATCH_COLUMNS})
      select distinct on (c.request_id) c.request_id, c.seller_id, c.line_id, c.part_number, c.manufacturer,
        c.quantity, c.price, c.delivery_unit, c.delivery_days
      from (
        select ${candidateColumns} from ${stockLines} sl join ${requests} r on r.part_key = sl.part_key
          where sl.seller_id = ${me} and sl.quantity > 0 and r.open_to_sellers ${lines}
        union all
        select ${candidateColumns} from ${stockLines} sl join ${requests} r on r.second_part_key = sl.part_key
          where sl.seller_id = ${me} and sl.quantity > 0 and r.open_to_sellers ${lines}
      ) c
      where c.buyer_id <> ${me} and ${notExpired(sql`c.r_expires_at`)} and ${manufacturersFit}
        and exists (select 1 from ${requestAudience} ra where ra.request_id = c.request_id
          and ra.key = any(${sellerKeys(sellerId)}) and ra.region = any(${sellerRegionKeys(sellerId)}))
      order by c.request_id, ${preference}
      on conflict (request_id, seller_id) do nothing
      returning request_id
    ),
    -- Decision 069: an upload's match never submits an automatic offer (062); the seller's list
    -- says so, unless the pair was decided by the stock consumer before (its reason stays).
    skipped as (
      insert into ${autoOfferSkips} (request_id, seller_id, reason)
      select st.request_id, ${me}, 'upload' from stored st
       where not exists (select 1 from ${autoOffers} ao where ao.request_id = st.request_id and ao.seller_id = ${me})
      on conflict (request_id, seller_id) do nothing
    ) select count(*)::int as n from stored`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
