import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaymentTermView } from '#shared/catalog/schema.ts';
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
      skontoPercent: paymentTerms.skontoPercent,
      skontoDays: paymentTerms.skontoDays,
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
  skontoPercent: paymentTerms.skontoPercent,
  skontoDays: paymentTerms.skontoDays,
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

/*
 * The seller's active terms (as listSellerPaymentTerms) and an active term by id, as json columns
 * of a larger statement: the order page and order placement read the offer and its terms in one
 * round trip (orders/repository/placement.ts).
 */
const termJson = sql`json_build_object('id', ${paymentTerms.id}, 'name', ${paymentTerms.name},
  'description', ${paymentTerms.description}, 'days', ${paymentTerms.days},
  'skontoPercent', ${paymentTerms.skontoPercent}::float8, 'skontoDays', ${paymentTerms.skontoDays})`;

export function sellerPaymentTermsJson(sellerId: SQL | AnyPgColumn): SQL<PaymentTermView[]> {
  return sql<
    PaymentTermView[]
  >`(select coalesce(json_agg(${termJson} order by ${paymentTerms.days}, ${paymentTerms.name}), '[]')
    from ${sellerPaymentTerms} join ${paymentTerms} on ${paymentTerms.id} = ${sellerPaymentTerms.paymentTermId}
    where ${sellerPaymentTerms.sellerId} = ${sellerId} and ${paymentTerms.isActive})`;
}

export function activePaymentTermJson(termId: SQL | AnyPgColumn): SQL<PaymentTermView | null> {
  return sql<PaymentTermView | null>`(select ${termJson} from ${paymentTerms}
    where ${paymentTerms.id} = ${termId} and ${paymentTerms.isActive})`;
}
