import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { sellerBrands } from '../schema/parties.ts';

/**
 * Spec 1 §5 relevance is stored data (docs/decisions/009, migration 0002): the database derives
 * requests.brand_keys (the brands brandMatches() accepts for the manufacturer, or BLANK when there
 * is none), requests.listed / open_to_sellers, and files every open request in request_audience
 * under ALL plus its brand keys. A seller's audience keys say which of those rows are theirs:
 * ALL for a seller without brands (every request), else BLANK plus the chosen brand ids.
 */
export const AUDIENCE_ALL = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE_BLANK = '00000000-0000-0000-0000-000000000001';

/** A uuid[] literal as one parameter (drizzle would expand a JS array into a value list). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** The keys under which a seller finds their requests; one primary-key range read. */
export async function sellerAudienceKeys(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ brandId: sellerBrands.brandId })
    .from(sellerBrands)
    .where(eq(sellerBrands.sellerId, sellerId));
  return rows.length === 0 ? [AUDIENCE_ALL] : [AUDIENCE_BLANK, ...rows.map((r) => r.brandId)];
}

/** The brand rule over a request's stored brand_keys, for the given seller keys. */
export function brandKeysMatch(keys: readonly string[], brandKeys: AnyPgColumn | SQL): SQL {
  if (keys.includes(AUDIENCE_ALL)) return sql`true`;
  return sql`${brandKeys} && ${uuidArray(keys)}`;
}

/** Not expired (spec 1 §5); time passes without a write, so this one fact is read-time. */
export function notExpired(expiresAt: AnyPgColumn | SQL): SQL {
  return sql`(${expiresAt} is null or ${expiresAt} > now())`;
}
