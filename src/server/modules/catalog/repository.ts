import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, countries, paymentTerms } from '../../db/schema/catalog.ts';

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
