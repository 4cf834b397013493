import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sellerProfiles } from '#server/db/schema/parties.ts';

type Operand = AnyPgColumn | SQL;

/**
 * SQL twin of sellerMayOperate() in src/shared/sellers/rules.ts (spec 2 §4): approved, in trial
 * or paid, and active. Defaults to the seller_profiles columns; seller-standing.test.ts runs the
 * rule's table of cases through both.
 */
export function sellerMayOperateSql(
  s: { approvalStatus: Operand; paymentStatus: Operand; activeStatus: Operand } = sellerProfiles,
): SQL {
  return sql`(${s.approvalStatus} = 'approved' and ${s.paymentStatus} in ('freetrial', 'paid') and ${s.activeStatus} = 'active')`;
}
