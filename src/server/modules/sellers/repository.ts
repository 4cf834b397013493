import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { sellerBrands, sellerPaymentTerms, sellerProfiles } from '#server/db/schema/parties.ts';

export async function findSellerProfile(db: Db, userId: string) {
  const rows = await db
    .select({ profile: sellerProfiles, email: profiles.email })
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .where(eq(sellerProfiles.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const [brandRows, termRows] = await Promise.all([
    db.select({ id: sellerBrands.brandId }).from(sellerBrands).where(eq(sellerBrands.sellerId, userId)),
    db
      .select({ id: sellerPaymentTerms.paymentTermId })
      .from(sellerPaymentTerms)
      .where(eq(sellerPaymentTerms.sellerId, userId)),
  ]);
  return { ...row, brandIds: brandRows.map((b) => b.id), paymentTermIds: termRows.map((t) => t.id) };
}
