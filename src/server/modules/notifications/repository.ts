import { and, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { sellerBrands, sellerProfiles } from '#server/db/schema/parties.ts';
import { AUDIENCE_BLANK, uuidArray } from '#server/db/sql/relevance.ts';
import { sellerMayOperateSql } from '#server/db/sql/seller-standing.ts';

/** What a mail to a seller needs. */
const sellerContact = {
  id: sellerProfiles.id,
  email: profiles.email,
  language: profiles.language,
  companyName: sellerProfiles.companyName,
  contactPerson: sellerProfiles.contactPerson,
  trialEndsAt: sellerProfiles.trialEndsAt,
};

/** Sellers with their account's e-mail and language, the recipients of seller mails. */
const sellersWithContact = (db: Db) =>
  db.select(sellerContact).from(sellerProfiles).innerJoin(profiles, eq(profiles.id, sellerProfiles.id));

/**
 * Sellers who may receive a request: who may operate (spec 2 §4), and in its stored
 * audience (docs/decisions/009): the request is open to sellers and either has no manufacturer,
 * or the seller chose no brands, or chose one of the brands the request matches.
 */
export async function sellersToNotifyOfRequest(
  db: Db,
  request: { buyerId: string; brandKeys: string[]; openToSellers: boolean },
) {
  if (!request.openToSellers) return [];
  const audience = request.brandKeys.includes(AUDIENCE_BLANK)
    ? sql`true`
    : sql`(not exists (select 1 from ${sellerBrands} sb where sb.seller_id = ${sellerProfiles.id})
        or exists (select 1 from ${sellerBrands} sb
          where sb.seller_id = ${sellerProfiles.id} and sb.brand_id = any(${uuidArray(request.brandKeys)})))`;
  return sellersWithContact(db).where(
    and(sellerMayOperateSql(), ne(sellerProfiles.id, request.buyerId), audience),
  );
}

export async function findRequest(db: Db, requestId: string) {
  const rows = await db
    .select({
      id: requests.id,
      buyerId: requests.buyerId,
      manufacturer: requests.manufacturer,
      brandKeys: requests.brandKeys,
      openToSellers: requests.openToSellers,
      partNumber: requests.partNumber,
      quantity: requests.quantity,
      urgency: requests.urgency,
      buyerEmail: profiles.email,
      buyerLanguage: profiles.language,
      buyerRole: profiles.role,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.buyerId))
    .where(eq(requests.id, requestId))
    .limit(1);
  return rows[0];
}

export async function findOfferRequestId(db: Db, offerId: string) {
  const rows = await db
    .select({ requestId: offers.requestId })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  return rows[0]?.requestId;
}

export async function countOffers(db: Db, requestId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.requestId, requestId));
  return row?.n ?? 0;
}

export async function findSellerContact(db: Db, sellerId: string) {
  const rows = await sellersWithContact(db).where(eq(sellerProfiles.id, sellerId)).limit(1);
  return rows[0];
}

export async function sellersWithTrialEndingBetween(db: Db, from: Date, to: Date) {
  return sellersWithContact(db).where(
    and(
      eq(sellerProfiles.paymentStatus, 'freetrial'),
      eq(sellerProfiles.approvalStatus, 'approved'),
      gt(sellerProfiles.trialEndsAt, from),
      lte(sellerProfiles.trialEndsAt, to),
    ),
  );
}

export async function findUserForWelcome(db: Db, userId: string) {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0];
}
