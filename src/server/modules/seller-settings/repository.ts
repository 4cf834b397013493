import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, paymentTerms } from '#server/db/schema/catalog.ts';
import {
  sellerBrands,
  sellerPaymentTerms,
  sellerProfiles,
  sellerRegions,
} from '#server/db/schema/parties.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import type { SellerSettingsInput } from '#shared/sellers/schema.ts';

export async function countActiveBrands(tx: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(brands)
    .where(and(inArray(brands.id, [...ids]), eq(brands.isActive, true)));
  return row?.n ?? 0;
}

export async function countActivePaymentTerms(tx: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(paymentTerms)
    .where(and(inArray(paymentTerms.id, [...ids]), eq(paymentTerms.isActive, true)));
  return row?.n ?? 0;
}

/** Returns false when the seller has no profile row (nothing was written). */
export async function updateProfile(tx: Db, sellerId: string, input: SellerSettingsInput): Promise<boolean> {
  const shipping = input.shippingAddress;
  const rows = await tx
    .update(sellerProfiles)
    .set({
      companyName: input.companyName,
      contactPerson: input.contactPerson,
      phone: input.phone,
      website: input.website,
      vatNumber: input.vatNumber,
      employeeCount: input.employeeCount,
      description: input.description,
      billingStreet: input.billingAddress.street,
      billingZip: input.billingAddress.zip,
      billingCity: input.billingAddress.city,
      billingCountry: input.billingAddress.country,
      shippingStreet: shipping?.street ?? null,
      shippingZip: shipping?.zip ?? null,
      shippingCity: shipping?.city ?? null,
      shippingCountry: shipping?.country ?? null,
      updatedAt: new Date(),
    })
    .where(eq(sellerProfiles.id, sellerId))
    .returning({ id: sellerProfiles.id });
  return rows.length > 0;
}

export async function replaceBrands(tx: Db, sellerId: string, brandIds: readonly string[]): Promise<void> {
  await tx.delete(sellerBrands).where(eq(sellerBrands.sellerId, sellerId));
  if (brandIds.length > 0) {
    await tx.insert(sellerBrands).values(brandIds.map((brandId) => ({ sellerId, brandId })));
  }
}

export async function replacePaymentTerms(
  tx: Db,
  sellerId: string,
  termIds: readonly string[],
): Promise<void> {
  await tx.delete(sellerPaymentTerms).where(eq(sellerPaymentTerms.sellerId, sellerId));
  if (termIds.length > 0) {
    await tx.insert(sellerPaymentTerms).values(termIds.map((paymentTermId) => ({ sellerId, paymentTermId })));
  }
}

/** The seller's delivery regions (issue 30); none: everywhere. */
export async function regionsOf(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ region: sellerRegions.region })
    .from(sellerRegions)
    .where(eq(sellerRegions.sellerId, sellerId))
    .orderBy(sellerRegions.region);
  return rows.map((r) => r.region);
}

export async function replaceRegions(tx: Db, sellerId: string, regions: readonly string[]): Promise<void> {
  await tx.delete(sellerRegions).where(eq(sellerRegions.sellerId, sellerId));
  if (regions.length > 0) {
    await tx.insert(sellerRegions).values(regions.map((region) => ({ sellerId, region })));
  }
}

/** Whether the seller opted in to widened requests beyond their brands (decision 053). */
export async function wideningOptIn(db: Db, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sellerWideningOptIns.sellerId })
    .from(sellerWideningOptIns)
    .where(eq(sellerWideningOptIns.sellerId, sellerId))
    .limit(1);
  return rows.length === 1;
}

export async function setWideningOptIn(tx: Db, sellerId: string, optIn: boolean): Promise<void> {
  if (optIn) await tx.insert(sellerWideningOptIns).values({ sellerId }).onConflictDoNothing();
  else await tx.delete(sellerWideningOptIns).where(eq(sellerWideningOptIns.sellerId, sellerId));
}
