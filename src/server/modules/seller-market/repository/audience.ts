import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { sellerBrands, sellerProfiles, sellerRegions } from '#server/db/schema/parties.ts';
import { AUDIENCE_BLANK, AUDIENCE_WIDE, uuidArray } from '#server/db/sql/relevance.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import { sellerMayOperateSql } from '#server/db/sql/seller-standing.ts';
import { requestAudienceSellers } from '#server/db/schema/audience-sellers.ts';

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
 * `among`: only these sellers (a widening's newly reached). Undefined: the request is gone or
 * closed to sellers (nobody).
 */
export async function audienceCondition(
  db: Db,
  requestId: string,
  among?: readonly string[],
): Promise<SQL | undefined> {
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
  if (!request?.openToSellers) return undefined;
  if (among && among.length === 0) return undefined;
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
  return and(
    sellerMayOperateSql(),
    ne(sellerProfiles.id, request.buyerId),
    audience,
    region,
    among ? inArray(sellerProfiles.id, [...among]) : undefined,
  );
}

/** The sellers a request reaches now (see audienceCondition): the producers' own checks (widening). */
export async function requestAudience(db: Db, requestId: string, among?: readonly string[]) {
  const where = await audienceCondition(db, requestId, among);
  if (!where) return [];
  return db
    .select(audienceColumns)
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .where(where);
}

/**
 * Decision 068: computes a request event's audience once and stores it — one statement, the
 * audience rule above inserted as rows of `request_audience_sellers` under the event. A seller
 * the request reached before (an earlier event) keeps that row and is not stored again: nobody
 * hears of a request twice. Returns how many sellers the event newly reached.
 */
export async function storeEventAudience(
  db: Db,
  input: { requestId: string; eventId: number; reason: string; among?: readonly string[] },
): Promise<number> {
  const where = await audienceCondition(db, input.requestId, input.among);
  if (!where) return 0;
  const audience = db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .where(where);
  const res = (await db.execute(sql`
    insert into ${requestAudienceSellers} (request_id, seller_id, event_id, reason)
      select ${input.requestId}::uuid, a.id, ${input.eventId}::bigint, ${input.reason}::text
      from (${audience}) as a
    on conflict do nothing
    returning seller_id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/**
 * The sellers a request event reached (stored by storeEventAudience), in seller-id order: all of
 * them, or one batch of a consumer's fan-out (`offset`, `limit`), with what a mail needs.
 */
export async function eventAudience(
  db: Db,
  input: { requestId: string; eventId: number; batch?: { offset: number; limit: number } },
) {
  const rows = db
    .select(audienceColumns)
    .from(requestAudienceSellers)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, requestAudienceSellers.sellerId))
    .innerJoin(profiles, eq(profiles.id, requestAudienceSellers.sellerId))
    .where(
      and(
        eq(requestAudienceSellers.requestId, input.requestId),
        eq(requestAudienceSellers.eventId, input.eventId),
      ),
    )
    .orderBy(asc(requestAudienceSellers.sellerId));
  return input.batch ? rows.offset(input.batch.offset).limit(input.batch.limit) : rows;
}
