import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { sellerBrands, sellerProfiles, sellerRegions } from '#server/db/schema/parties.ts';
import { AUDIENCE_BLANK, AUDIENCE_WIDE, uuidArray } from '#server/db/sql/relevance.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import { sellerMayOperateSql } from '#server/db/sql/seller-standing.ts';

/** What a mail to a seller needs, and the seller's id for webhooks and live screens. */
const audienceColumns = {
  id: sellerProfiles.id,
  email: profiles.email,
  language: profiles.language,
};

/**
 * The sellers a request reaches — the one statement of it for mail, webhooks and live screens:
 * who may operate (spec 2 §4), and in its stored audience (docs/decisions/009): the request is
 * open to sellers and either has no manufacturer, or the seller chose no brands, or chose one of
 * the brands the request matches; and serves its delivery region (issue 30: chose no regions, or
 * one of the request's region keys). Never the requester. A widened request (decision 053) carries
 * the rings' keys among its brand keys: related brands' ids, and WIDE for opted-in sellers.
 */
export async function requestAudience(db: Db, requestId: string) {
  const [request] = await db
    .select({
      buyerId: requests.buyerId,
      brandKeys: requests.brandKeys,
      openToSellers: requests.openToSellers,
      regionKeys: requests.regionKeys,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  if (!request?.openToSellers) return [];
  // Widening's ring 2 (decision 053): sellers who opted in, whatever their brands.
  const optedIn = sql`or exists (select 1 from ${sellerWideningOptIns} w where w.seller_id = ${sellerProfiles.id})`;
  const audience = request.brandKeys.includes(AUDIENCE_BLANK)
    ? sql`true`
    : sql`(not exists (select 1 from ${sellerBrands} sb where sb.seller_id = ${sellerProfiles.id})
        or exists (select 1 from ${sellerBrands} sb
          where sb.seller_id = ${sellerProfiles.id} and sb.brand_id = any(${uuidArray(request.brandKeys)}))
        ${request.brandKeys.includes(AUDIENCE_WIDE) ? optedIn : sql``})`;
  const region = sql`(not exists (select 1 from ${sellerRegions} sr where sr.seller_id = ${sellerProfiles.id})
    or exists (select 1 from ${sellerRegions} sr
      where sr.seller_id = ${sellerProfiles.id} and sr.region = any(${`{${request.regionKeys.join(',')}}`}::text[])))`;
  return db
    .select(audienceColumns)
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .where(and(sellerMayOperateSql(), ne(sellerProfiles.id, request.buyerId), audience, region));
}
