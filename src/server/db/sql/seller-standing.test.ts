import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_STANDING_CASES } from '#shared/sellers/standing-cases.ts';
import { sellerMayOperate } from '#shared/sellers/rules.ts';
import { openTestDatabase } from '#server/test/harness.ts';
import type { Database } from '#server/db/client.ts';
import { sellerMayOperateSql } from './seller-standing.ts';

let database: Database;
beforeAll(async () => {
  ({ database } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
});

describe('the SQL seller-standing rule agrees with sellerMayOperate()', () => {
  it.each(SELLER_STANDING_CASES)('$standing → $mayOperate', async ({ standing, mayOperate }) => {
    const result = (await database.db.execute(
      sql`select ${sellerMayOperateSql({
        approvalStatus: sql`${standing.approvalStatus}::text`,
        paymentStatus: sql`${standing.paymentStatus}::text`,
        activeStatus: sql`${standing.activeStatus}::text`,
      })} as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    expect(result.rows[0]!.ok).toBe(mayOperate);
    expect(sellerMayOperate(standing)).toBe(mayOperate);
  });
});
