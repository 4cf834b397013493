import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, countries, paymentTerms } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerBrands, sellerProfiles } from '#server/db/schema/parties.ts';

export type CountryRow = typeof countries.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type PaymentTermRow = typeof paymentTerms.$inferSelect;

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));
export async function findCountry(db: Db, id: string) {
  return (await db.select().from(countries).where(eq(countries.id, id)).for('update').limit(1))[0];
}
export async function insertCountry(db: Db, v: { name: string; code: string }) {
  return (await db.insert(countries).values(v).returning())[0]!;
}
export async function updateCountry(db: Db, id: string, v: Partial<typeof countries.$inferInsert>) {
  return (await db.update(countries).set(v).where(eq(countries.id, id)).returning())[0]!;
}
export async function deleteCountry(db: Db, id: string) {
  await db.delete(countries).where(eq(countries.id, id));
}
/** Addresses keep the country by name (spec 1 §3), so "in use" is a name match. */
export async function countryInUse(db: Db, name: string): Promise<boolean> {
  const [buyers] = await db
    .select({ n: count() })
    .from(buyerProfiles)
    .where(
      or(
        sql`${buyerProfiles.billingAddress}->>'country' = ${name}`,
        sql`${buyerProfiles.shippingAddress}->>'country' = ${name}`,
      ),
    );
  const [sellers] = await db
    .select({ n: count() })
    .from(sellerProfiles)
    .where(or(eq(sellerProfiles.billingCountry, name), eq(sellerProfiles.shippingCountry, name)));
  return (buyers?.n ?? 0) + (sellers?.n ?? 0) > 0;
}

/** Brands with the companies of the sellers who serve them (spec 2 manufacturers popup). */
export function listBrandsWithSellers(db: Db) {
  return db
    .select({
      brand: brands,
      sellerCompanies: sql<
        string[]
      >`coalesce(array_agg(${sellerProfiles.companyName} order by ${sellerProfiles.companyName}) filter (where ${sellerProfiles.id} is not null), '{}')`,
    })
    .from(brands)
    .leftJoin(sellerBrands, eq(sellerBrands.brandId, brands.id))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, sellerBrands.sellerId))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
}
export async function findBrand(db: Db, id: string) {
  return (await db.select().from(brands).where(eq(brands.id, id)).for('update').limit(1))[0];
}
export async function insertBrand(db: Db, v: { name: string; description: string | null }) {
  return (await db.insert(brands).values(v).returning())[0]!;
}
export async function updateBrand(db: Db, id: string, v: Partial<typeof brands.$inferInsert>) {
  return (await db.update(brands).set(v).where(eq(brands.id, id)).returning())[0]!;
}
export async function deleteBrand(db: Db, id: string) {
  await db.delete(brands).where(eq(brands.id, id));
}

export const listPaymentTerms = (db: Db) =>
  db
    .select()
    .from(paymentTerms)
    .orderBy(asc(paymentTerms.days), asc(paymentTerms.name), desc(paymentTerms.id));
export async function findPaymentTerm(db: Db, id: string) {
  return (await db.select().from(paymentTerms).where(eq(paymentTerms.id, id)).for('update').limit(1))[0];
}
export async function insertPaymentTerm(db: Db, v: typeof paymentTerms.$inferInsert) {
  return (await db.insert(paymentTerms).values(v).returning())[0]!;
}
export async function updatePaymentTerm(db: Db, id: string, v: Partial<typeof paymentTerms.$inferInsert>) {
  return (
    await db
      .update(paymentTerms)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(paymentTerms.id, id))
      .returning()
  )[0]!;
}
export async function deletePaymentTerm(db: Db, id: string) {
  await db.delete(paymentTerms).where(eq(paymentTerms.id, id));
}
export async function paymentTermUsedByOrders(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.paymentTermsId, id));
  return (row?.n ?? 0) > 0;
}
