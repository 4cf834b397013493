import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { VAT_CHECK_MAX_AGE_DAYS, type VatCheck } from '#shared/legal/vat-id.ts';
import { spellingsOf } from '#shared/legal/vat-rule.ts';

/*
 * The VAT rule's inputs as SQL reads them (issue 32). The authority is decideVat and
 * isVatIdConfirmedFor in src/shared/legal; the order's one statement (decision 035) asks these
 * twins, and orders/placement-rules.test.ts holds them to the shared rule.
 */

/** The VIES answer stored with the ordering account (a buyer, or a seller who orders). */
function ordererVatRows(ordererId: SQL | AnyPgColumn): SQL {
  const b = buyerProfiles;
  const s = sellerProfiles;
  return sql`(select ${b.vatNumber} as vat_number, ${b.vatCheckStatus} as status, ${b.vatCheckedAt} as checked_at
      from ${b} where ${b.id} = ${ordererId}
    union all
    select ${s.vatNumber}, ${s.vatCheckStatus}, ${s.vatCheckedAt} from ${s} where ${s.id} = ${ordererId})`;
}

/** The orderer's VAT id and its VIES answer as JSON (the checked path reads it with the offer). */
export function ordererVatCheckJson(ordererId: SQL | AnyPgColumn): SQL<VatCheck | null> {
  return sql<VatCheck | null>`(select json_build_object('vatNumber', v.vat_number, 'status', v.status,
      'checkedAt', v.checked_at) from ${ordererVatRows(ordererId)} v limit 1)`;
}

/**
 * isVatIdConfirmedFor: VIES said 'valid' less than VAT_CHECK_MAX_AGE_DAYS ago, and the id's
 * prefix (Greece: EL) is the country the goods go to (`countryCode`, decided by the caller).
 */
export function vatIdConfirmedSql(ordererId: SQL, countryCode: SQL): SQL {
  const prefix = sql`upper(left(v.vat_number, 2))`;
  return sql`exists (select 1 from ${ordererVatRows(ordererId)} v
    where v.status = 'valid' and v.checked_at > now() - make_interval(days => ${sql.raw(String(VAT_CHECK_MAX_AGE_DAYS))})
      and (case ${prefix} when 'EL' then 'GR' else ${prefix} end) = ${countryCode})`;
}

/**
 * sellerCountryCode(seller's billing country) = `code`: one of the country's spellings, or no
 * country at all for Germany (the platform's home, DEFAULT_COUNTRY).
 */
export function sellerInCountrySql(sellerId: SQL | AnyPgColumn, code: string): SQL {
  // Literals, not parameters: constants of the rule in a prepared statement.
  const spellings = spellingsOf(code).map((s) => sql.raw(`'${s.replaceAll("'", "''")}'`));
  const country = sql`lower(trim(${sellerProfiles.billingCountry}))`;
  const missing = code === 'DE' ? sql` or coalesce(${country}, '') = ''` : sql``;
  return sql`exists (select 1 from ${sellerProfiles} where ${sellerProfiles.id} = ${sellerId}
    and (${country} in (${sql.join(spellings, sql`, `)})${missing}))`;
}
