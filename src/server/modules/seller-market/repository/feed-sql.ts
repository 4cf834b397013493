import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { perShape, preparedStatement } from '#server/db/prepared.ts';
import { requestAudience, requestAudienceCounts } from '#server/db/schema/derived.ts';
import { orders, requestDeclines, requests } from '#server/db/schema/marketplace.ts';
import { requestAssignments } from '#server/db/schema/teams.ts';
import {
  requestExpiryCounts,
  requestSignatureCounts,
  requestUrgencyCounts,
} from '#server/db/schema/audience-tallies.ts';
import {
  AUDIENCE_ALL_SQL,
  brandKeysMatch,
  notExpired,
  ANY_REGION_SQL,
  regionKeysMatch,
  sellerKeys,
  sellerRegionKeys,
  type SellerParam,
} from '#server/db/sql/relevance.ts';
import { SELLER_URGENCY_WEIGHT, type Urgency } from '#shared/constants.ts';
import type { RelevantRequestsQuery } from '#shared/seller-market/schema.ts';
import { PART_SEARCH_MIN_KEY, partKey } from '#shared/catalog/part-number.ts';

/*
 * The statements behind the seller's Anfragen list (feed.ts runs them).
 *
 * The seller's Anfragen list reads the stored relevance relation (docs/decisions/009): per
 * audience key an index range scan of request_audience in the page's sort order, merged; plus
 * the few requests ordered on this seller's own offer, which stay visible as 'Bestellt' while
 * the request is still listed (spec 1 §5). Never the requester's identity.
 *
 * Issue 30: the scans run per (audience key, region) pair — region '*' for a seller who chose no
 * regions — and skip the requests this seller declined ('Kann ich nicht liefern'), one primary
 * key probe of request_declines per row read.
 */
type Sort = RelevantRequestsQuery['sort'];

const SORT_COLUMNS: Record<Sort, readonly (readonly [string, 'asc' | 'desc'])[]> = {
  newest: [
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['request_id', 'asc'],
  ],
  urgency: [
    ['urgency_weight', 'desc'],
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
  quantity: [
    ['quantity', 'desc'],
    ['created_at', 'desc'],
    ['request_id', 'desc'],
  ],
};

/** The page's order over the feed's columns, optionally qualified by a table alias. */
export function sortSql(sort: Sort, alias = ''): SQL {
  return sql.raw(SORT_COLUMNS[sort].map(([c, d]) => `${alias}${c} ${d}`).join(', '));
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface FeedFilter {
  search?: string | undefined;
  /** A part number as typed (issue 30); compared by partKey(). */
  part?: string | undefined;
  urgency?: RelevantRequestsQuery['urgency'];
  updatedSince?: Date | undefined;
  /** Decision 071: 'Mir zugewiesen' — only requests the seller company assigned to this member. */
  assignee?: string | null | undefined;
}

/** The brand and region rules over a request's stored facts (r.brand_keys, r.region_keys). */
export function sellerMatches(sellerId: SellerParam, alias: string): SQL {
  return sql`${brandKeysMatch(sellerKeys(sellerId), sql.raw(`${alias}.brand_keys`))}
    and ${regionKeysMatch(sellerRegionKeys(sellerId), sql.raw(`${alias}.region_keys`))}`;
}

function notDeclined(me: SQL, id: SQL): SQL {
  return sql`not exists (select 1 from ${requestDeclines} d where d.seller_id = ${me} and d.request_id = ${id})`;
}

/**
 * The requests whose number or second number has the key (issue 30): from PART_SEARCH_MIN_KEY
 * characters on by its beginning (LIKE 'KEY%', a range scan of requests_part_key_idx and
 * requests_second_part_key_idx, text_pattern_ops), a shorter key only equal. Keys hold only
 * A–Z and 0–9, so nothing in them needs escaping for LIKE.
 */
function partMatch(column: SQL, key: string): SQL {
  return key.length >= PART_SEARCH_MIN_KEY ? sql`${column} like ${`${key}%`}` : sql`${column} = ${key}`;
}

/** (request_id, sort columns) of every request this seller sees; `depth` rows per key at most. */
export function feed(
  sellerId: SellerParam,
  f: FeedFilter,
  sort: Sort,
  depth: number | Placeholder | null,
): SQL {
  const me = sql`${sellerId}::uuid`;
  const keys = sellerKeys(sellerId);
  const regions = sellerRegionKeys(sellerId);
  const key = f.part ? partKey(f.part) : '';
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const since = f.updatedSince ? f.updatedSince.toISOString() : null;
  const searchOn = (id: SQL) =>
    sql`${
      pattern
        ? sql`and exists (select 1 from ${requests} s where s.id = ${id}
              and (s.part_number ilike ${pattern} or s.description ilike ${pattern}))`
        : sql``
    } ${
      since
        ? sql`and exists (select 1 from ${requests} u where u.id = ${id} and u.updated_at >= ${since}::timestamptz)`
        : sql``
    }`;
  const weight = f.urgency ? SELLER_URGENCY_WEIGHT[f.urgency] : null;
  const ownOrders = (partOn: SQL) => sql`
    select r.id, r.created_at, hp_seller_urgency_weight(r.urgency), r.quantity
    from ${orders} o join ${requests} r on r.id = o.request_id
    where o.seller_id = ${me} and r.listed and r.buyer_id <> ${me} and ${notExpired(sql`r.expires_at`)}
      and ${sellerMatches(sellerId, 'r')}
      ${f.urgency ? sql`and r.urgency = ${f.urgency}` : sql``}
      ${partOn}
      ${searchOn(sql`r.id`)}`;
  if (f.assignee) {
    // 'Mir zugewiesen' (decision 071): the member's few assignments first (an index range of
    // request_assignments), then the seller's audience rows of just those — as by part below.
    return sql`
    select ra.request_id, ra.created_at, ra.urgency_weight, ra.quantity
    from ${requestAssignments} x
    join ${requestAudience} ra on ra.request_id = x.request_id and ra.key = any(${keys}) and ra.region = any(${regions})
    where x.assignee_id = ${f.assignee}::uuid and x.company_id = ${me}
      and ra.buyer_id <> ${me} and ${notExpired(sql`ra.expires_at`)} and ${notDeclined(me, sql`ra.request_id`)}
      ${weight === null ? sql`` : sql`and ra.urgency_weight = ${weight}`}
      ${key ? sql`and exists (select 1 from ${requests} p where p.id = ra.request_id and (${partMatch(sql`p.part_key`, key)} or ${partMatch(sql`p.second_part_key`, key)}))` : sql``}
      ${searchOn(sql`ra.request_id`)}
    union
    ${ownOrders(sql`and exists (select 1 from ${requestAssignments} x
      where x.company_id = ${me} and x.request_id = r.id and x.assignee_id = ${f.assignee}::uuid)
      ${key ? sql`and (${partMatch(sql`r.part_key`, key)} or ${partMatch(sql`r.second_part_key`, key)})` : sql``}`)}`;
  }
  if (key) {
    // By part: the few requests with the key first (index range scans), then the seller's
    // audience rows of just those (request_audience's primary key) — never the whole feed. A
    // request filed under several of the seller's (key, region) pairs is one row after the union.
    return sql`
    select ra.request_id, ra.created_at, ra.urgency_weight, ra.quantity
    from (select p.id from ${requests} p where ${partMatch(sql`p.part_key`, key)}
          union select p.id from ${requests} p where ${partMatch(sql`p.second_part_key`, key)}) m
    join ${requestAudience} ra on ra.request_id = m.id and ra.key = any(${keys}) and ra.region = any(${regions})
    where ra.buyer_id <> ${me} and ${notExpired(sql`ra.expires_at`)} and ${notDeclined(me, sql`ra.request_id`)}
      ${weight === null ? sql`` : sql`and ra.urgency_weight = ${weight}`}
      ${searchOn(sql`ra.request_id`)}
    union
    ${ownOrders(sql`and (${partMatch(sql`r.part_key`, key)} or ${partMatch(sql`r.second_part_key`, key)})`)}`;
  }
  return sql`
    select a.request_id, a.created_at, a.urgency_weight, a.quantity
    from unnest(${keys}) k(key)
    cross join unnest(${regions}) g(region)
    cross join lateral (
      select ra.request_id, ra.created_at, ra.urgency_weight, ra.quantity
      from ${requestAudience} ra
      where ra.key = k.key and ra.region = g.region and ra.buyer_id <> ${me}
        and ${notExpired(sql`ra.expires_at`)} and ${notDeclined(me, sql`ra.request_id`)}
        ${weight === null ? sql`` : sql`and ra.urgency_weight = ${weight}`}
        ${searchOn(sql`ra.request_id`)}
      order by ${sortSql(sort)}
      ${depth === null ? sql`` : sql`limit ${depth}`}
    ) a
    union
    ${ownOrders(sql``)}`;
}

/** An urgency of the fixed list, refused otherwise: it goes into a statement's text. */
function urgencyLiteral(urgency: Urgency): Urgency {
  if (!(urgency in SELLER_URGENCY_WEIGHT)) throw new Error(`Unbekannte Dringlichkeit: ${urgency}`);
  return urgency;
}

/**
 * The count from maintained figures (a few rows, whatever the size of the market), corrected by
 * small indexed sets: the seller's own open requests, the open requests this seller declined,
 * the requests ordered on the seller's offers, and the open requests whose expiry has passed but
 * that the hourly job has not closed yet — issue 29: those from maintained per-hour figures (the
 * hours that have passed: a range of request_expiry_counts' primary key) plus the current hour's
 * (at most an hour of expiries, partial index), so the count stays exact and cheap however far
 * the job lags. With an urgency, every term counts that urgency only.
 *
 * Decision 082: a seller who delivers everywhere sums request_signature_counts (signatures ×
 * urgencies: a few hundred rows); only a seller with regions reads the figures per region
 * signature. The seller's keys and regions are read once, in a CTE every term refers to.
 */
export function maintainedCount(sellerId: SellerParam, urgency: FeedFilter['urgency']): SQL {
  const me = sql`${sellerId}::uuid`;
  const keys = sql`(select keys from s)`;
  const regions = sql`(select regions from s)`;
  // The urgency and its weight as literals (decision 081): each urgency is a statement of its own.
  const weight = urgency ? SELLER_URGENCY_WEIGHT[urgency] : null;
  const weightSql = weight === null ? null : sql.raw(String(Number(weight)));
  const ofUrgency = (column: SQL) => (weightSql === null ? sql`` : sql`and ${column} = ${weightSql}`);
  const requestUrgency = urgency ? sql`and r.urgency = ${sql.raw(`'${urgencyLiteral(urgency)}'`)}` : sql``;
  const matches = (signature: SQL, regionSignature: SQL) =>
    sql`${brandKeysMatch(keys, signature)} and ${regionKeysMatch(regions, regionSignature)}`;
  const requestMatches = matches(sql`r.brand_keys`, sql`r.region_keys`);
  const everywhere = sql`(select coalesce(sum(n), 0) from ${requestSignatureCounts} c
          where ${brandKeysMatch(keys, sql`c.signature`)} ${ofUrgency(sql`c.urgency_weight`)})`;
  // Decision 087: only a seller with regions sums these (its regions are never 'anywhere'), so the
  // region term is a plain overlap, and its keys are either 'every brand' or an overlap: each
  // branch a condition the tables' overlap indexes answer in the generic plan, where the rule's
  // `keys = … or …` would have every row's arrays compared.
  const tally = weight === null ? requestAudienceCounts : requestUrgencyCounts;
  const inTally = (keysTerm: SQL) =>
    sql`(select coalesce(sum(n), 0) from ${tally} c
          where c.region_signature && ${regions} ${keysTerm} ${ofUrgency(sql`c.urgency_weight`)})`;
  const inRegions = sql`(case when ${keys} = array[${AUDIENCE_ALL_SQL}]
      then ${inTally(sql``)} else ${inTally(sql`and c.signature && ${keys}`)} end)`;
  return sql`with s as materialized (select ${sellerKeys(sellerId)} as keys, ${sellerRegionKeys(sellerId)} as regions)
    select (
      (case when ${regions} = array[${ANY_REGION_SQL}] then ${everywhere} else ${inRegions} end)
      - (select coalesce(sum(n), 0) from ${requestExpiryCounts} e
          where e.expires_hour < hp_expires_hour(now()) ${ofUrgency(sql`e.urgency_weight`)}
            and ${matches(sql`e.signature`, sql`e.region_signature`)})
      - (select count(*) from ${requestAudience} a join ${requests} r on r.id = a.request_id
          where a.key = ${AUDIENCE_ALL_SQL} and a.region = ${ANY_REGION_SQL} and a.expires_at is not null
            and a.expires_at >= to_timestamp(hp_expires_hour(now())::double precision * 3600) and a.expires_at <= now()
            ${ofUrgency(sql`a.urgency_weight`)} and ${requestMatches})
      - (select count(*) from ${requests} r
          where r.buyer_id = ${me} and r.open_to_sellers and ${notExpired(sql`r.expires_at`)}
            ${requestUrgency} and ${requestMatches})
      - (select count(*) from ${requestDeclines} d join ${requests} r on r.id = d.request_id
          where d.seller_id = ${me} and r.open_to_sellers and r.buyer_id <> ${me}
            and ${notExpired(sql`r.expires_at`)} ${requestUrgency} and ${requestMatches})
      + (select count(*) from ${orders} o join ${requests} r on r.id = o.request_id
          where o.seller_id = ${me} and r.listed and r.buyer_id <> ${me}
            and ${notExpired(sql`r.expires_at`)} ${requestUrgency} and ${requestMatches})
    )::int as n`;
}

/** Whether the list is opened as it mostly is: no search, part number, 'changed since' or 'Mir zugewiesen'. */
export function isPlainFeed(f: FeedFilter): boolean {
  return !f.search && !f.part && !f.updatedSince && !f.assignee;
}

/**
 * Issue 29: the maintained count of a plain list as a named prepared statement per urgency filter
 * (the seller's id its one parameter). Its dozen sub-queries took PostgreSQL longer to plan
 * (1.2–1.7 ms at 100 k) than to run (0.7–1.2 ms), on every call; prepared, each connection plans
 * it once. The urgency is part of the statement's text: five statements at most.
 */
const plainCount = perShape((urgency) =>
  preparedStatement<{ n: number | string }>(
    `hp_feed_count_${urgency}`,
    maintainedCount(sql.placeholder('seller'), urgency === 'all' ? undefined : (urgency as Urgency)),
  ),
);

export async function countFeed(db: Db, sellerId: string, f: FeedFilter): Promise<number> {
  if (isPlainFeed(f)) {
    const [row] = await plainCount(f.urgency ?? 'all')(db, { seller: sellerId });
    return Number(row?.n ?? 0);
  }
  const query = sql`select count(*)::int as n from (${feed(sellerId, f, 'newest', null)}) f`;
  const res = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]?.n ?? 0);
}
