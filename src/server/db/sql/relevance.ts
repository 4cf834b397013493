import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { sellerBrands, sellerRegions } from '#server/db/schema/parties.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';

/**
 * Spec 1 §5 relevance is stored data (docs/decisions/009, migration 0002): the database derives
 * requests.brand_keys (the brands brandMatches() accepts for the manufacturer, or BLANK when there
 * is none), requests.listed / open_to_sellers, and files every open request in request_audience
 * under ALL plus its brand keys. A seller's audience keys say which of those rows are theirs:
 * ALL for a seller without brands (every request), else BLANK plus the chosen brand ids, plus WIDE
 * for a seller who opted in to widened requests (decision 053).
 */
export const AUDIENCE_ALL = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE_BLANK = '00000000-0000-0000-0000-000000000001';
/**
 * The key of widening's ring 2 (decision 053): a request that reached it is filed under WIDE too,
 * and a seller with brands who opted in to requests beyond their brands holds WIDE among their keys.
 */
export const AUDIENCE_WIDE = '00000000-0000-0000-0000-000000000002';

/*
 * The keys as literals in the statement's text, not as parameters (decision 081): PostgreSQL
 * chose a custom plan on every call of the seller's count while its constants were parameters
 * (a generic plan cannot see that `keys = array[ALL]` compares two constants), so the named
 * statement was planned each time anyway. Fixed values of this file, never user input.
 */
/** AUDIENCE_ALL as a literal of the statement. */
export const AUDIENCE_ALL_SQL = sql.raw(`'${AUDIENCE_ALL}'::uuid`);
const BLANK = sql.raw(`'${AUDIENCE_BLANK}'::uuid`);
const WIDE = sql.raw(`'${AUDIENCE_WIDE}'::uuid`);

/**
 * A seller's id in a statement: its value, or the placeholder of a named prepared statement that
 * gets the id when it runs (the seller's list, issue 29: planned once per connection).
 */
export type SellerParam = string | Placeholder;

/** A uuid[] literal as one parameter (drizzle would expand a JS array into a value list). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * The keys under which a seller finds their requests, as an uncorrelated sub-query (PostgreSQL
 * evaluates it once per statement, from seller_brands' primary key): no round trip of its own.
 */
export function sellerKeys(sellerId: SellerParam): SQL {
  // The cast makes it an array expression: `= any((select …))` would compare row by row.
  return sql`((select case when count(*) = 0 then array[${AUDIENCE_ALL_SQL}]
      else array[${BLANK}] || array_agg(${sellerBrands.brandId})
        || coalesce((select array[${WIDE}] from ${sellerWideningOptIns}
          where ${sellerWideningOptIns.sellerId} = ${sellerId}::uuid), '{}'::uuid[]) end
    from ${sellerBrands} where ${sellerBrands.sellerId} = ${sellerId}::uuid)::uuid[])`;
}

/** The region row of a request filed for every seller without regions (issue 30). */
export const REGION_ANY = '*';
/** REGION_ANY as a literal of the statement (see AUDIENCE_ALL_SQL above). */
export const ANY_REGION_SQL = sql.raw(`'${REGION_ANY}'::text`);

/**
 * The regions under which a seller finds their requests (issue 30): '*' for a seller who chose
 * none (everywhere), else the chosen regions; an uncorrelated sub-query like sellerKeys().
 */
export function sellerRegionKeys(sellerId: SellerParam): SQL {
  return sql`((select case when count(*) = 0 then array[${ANY_REGION_SQL}]
      else array_agg(${sellerRegions.region}) end
    from ${sellerRegions} where ${sellerRegions.sellerId} = ${sellerId}::uuid)::text[])`;
}

/** The region rule over a request's stored region_keys (or a count's region signature). */
export function regionKeysMatch(regions: SQL, regionKeys: AnyPgColumn | SQL): SQL {
  return sql`(${regions} = array[${ANY_REGION_SQL}] or ${regionKeys} && ${regions})`;
}

/** The brand rule over a request's stored brand_keys (or a count's signature), for seller keys. */
export function brandKeysMatch(keys: SQL, brandKeys: AnyPgColumn | SQL): SQL {
  return sql`(${keys} = array[${AUDIENCE_ALL_SQL}] or ${brandKeys} && ${keys})`;
}

/** Not expired (spec 1 §5); time passes without a write, so this one fact is read-time. */
export function notExpired(expiresAt: AnyPgColumn | SQL): SQL {
  return sql`(${expiresAt} is null or ${expiresAt} > now())`;
}

/** Folds the per-backend shards of the open-request counters into shard 0 (hourly, decision 032). */
export async function compactAudienceCounts(db: Db): Promise<void> {
  await db.execute(sql`select hp_compact_audience_counts()`);
}
