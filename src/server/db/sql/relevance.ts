import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands } from '../schema/catalog.ts';
import { sellerBrands } from '../schema/parties.ts';

/**
 * SQL twin of brandMatches() in src/shared/requests/rules.ts (spec 1 §5): the request has no
 * manufacturer, or the seller chose no brands, or one chosen brand contains the manufacturer or
 * is contained in it, case-insensitively. relevance.test.ts runs the rule's cases through both.
 */
export function sellerServesManufacturer(
  sellerId: AnyPgColumn | SQL,
  manufacturerColumnOrValue: AnyPgColumn | SQL | string | null,
): SQL {
  // A plain value needs a type, or PostgreSQL cannot resolve trim() of an untyped parameter.
  const manufacturer =
    typeof manufacturerColumnOrValue === 'string' || manufacturerColumnOrValue === null
      ? sql`${manufacturerColumnOrValue}::text`
      : manufacturerColumnOrValue;
  const m = sql`lower(trim(${manufacturer}))`;
  const b = sql`lower(trim(${brands.name}))`;
  return sql`(
    coalesce(trim(${manufacturer}), '') = ''
    or not exists (select 1 from ${sellerBrands} where ${sellerBrands.sellerId} = ${sellerId})
    or exists (
      select 1 from ${sellerBrands} join ${brands} on ${brands.id} = ${sellerBrands.brandId}
      where ${sellerBrands.sellerId} = ${sellerId} and ${b} <> ''
        and (strpos(${m}, ${b}) > 0 or strpos(${b}, ${m}) > 0)
    )
  )`;
}
