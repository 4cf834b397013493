import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MATCH_CASES } from '../../../shared/requests/brand-match-cases.ts';
import { brandMatches } from '../../../shared/requests/rules.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { seller } from '../../test/given.ts';
import { givenSellerBrands } from '../../test/given-marketplace.ts';
import { sellerServesManufacturer } from './relevance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the SQL relevance rule agrees with brandMatches()', () => {
  it.each(BRAND_MATCH_CASES)('%s vs %j → %s (%s)', async (manufacturer, brands, expected) => {
    const s = await seller(t);
    await givenSellerBrands(t, s.id, [...brands]);
    const result = (await t.database.db.execute(
      sql`select ${sellerServesManufacturer(sql`${s.id}::uuid`, manufacturer)} as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    expect(result.rows[0]!.ok).toBe(expected);
    expect(brandMatches(manufacturer, brands)).toBe(expected);
  });
});
