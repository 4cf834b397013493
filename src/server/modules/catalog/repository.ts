import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, countries, paymentTerms } from '#server/db/schema/catalog.ts';
import { sellerPaymentTerms } from '#server/db/schema/parties.ts';

export function listActiveCountries(db: Db) {
  return db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.isActive, true))
    .orderBy(asc(countries.name));
}

export function listActiveBrands(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, description: brands.description })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
}

export function listActivePaymentTerms(db: Db) {
  return db
    .select({
      id: paymentTerms.id,
      name: paymentTerms.name,
      description: paymentTerms.description,
      days: paymentTerms.days,
    })
    .from(paymentTerms)
    .where(eq(paymentTerms.isActive, true))
    .orderBy(asc(paymentTerms.days), asc(paymentTerms.name));
}

const termView = {
  id: paymentTerms.id,
  name: paymentTerms.name,
  description: paymentTerms.description,
  days: paymentTerms.days,
};

/** The active terms a seller accepts (seller settings), shortest first. */
export function listSellerPaymentTerms(db: Db, sellerId: string) {
  return db
    .select(termView)
    .from(sellerPaymentTerms)
    .innerJoin(paymentTerms, eq(paymentTerms.id, sellerPaymentTerms.paymentTermId))
    .where(and(eq(sellerPaymentTerms.sellerId, sellerId), eq(paymentTerms.isActive, true)))
    .orderBy(asc(paymentTerms.days), asc(paymentTerms.name));
}

export async function findActivePaymentTerm(db: Db, id: string) {
  const [row] = await db
    .select(termView)
    .from(paymentTerms)
    .where(and(eq(paymentTerms.id, id), eq(paymentTerms.isActive, true)))
    .limit(1);
  return row;
}
