import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_TEXT_CASES,
  DELIVERY_TEXT_CASES,
  WARRANTY_TEXT_CASES,
} from '#shared/offers/delivery-cases.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';

/**
 * Migration 0020 turned every offer's free text into values with SQL parsers (hp_delivery_of,
 * hp_condition_of, hp_warranty_months_of). They must read every case exactly as the TypeScript
 * parsers in src/shared/offers/delivery.ts do, which the API still uses for old clients' text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

describe('the migration reads old text as the shared rules do (decision 043)', () => {
  it.each(DELIVERY_TEXT_CASES)('delivery %j', async (raw, expected) => {
    const row = await one<{ unit: string | null; days: number | null }>(
      sql`select unit, days from hp_delivery_of(${raw})`,
    );
    expect(row.unit === null ? null : { unit: row.unit, days: row.days }).toEqual(expected);
  });
  it.each(CONDITION_TEXT_CASES)('condition %j', async (raw, expected) => {
    expect((await one<{ c: string | null }>(sql`select hp_condition_of(${raw}) as c`)).c).toBe(expected);
  });
  it.each(WARRANTY_TEXT_CASES)('warranty %j', async (raw, expected) => {
    expect((await one<{ m: number | null }>(sql`select hp_warranty_months_of(${raw}) as m`)).m).toBe(
      expected,
    );
  });
});
