import { and, count, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { offers } from '#server/db/schema/marketplace.ts';

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

export async function findOfferRequestId(db: Db, offerId: string) {
  const rows = await db
    .select({ requestId: offers.requestId })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  return rows[0]?.requestId;
}

export async function countOffers(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.requestId, requestId), ne(offers.status, 'zurueckgezogen')));
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
