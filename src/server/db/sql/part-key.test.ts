import { readFileSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_KEY_CASES } from '#shared/catalog/part-number-cases.ts';
import { PART_PREFIX_PATTERN, partKey } from '#shared/catalog/part-number.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { verifiedBuyer } from '#server/test/given.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { eq } from 'drizzle-orm';
import { backfillPartKeys } from './part-key.ts';

/**
 * hp_part_key() is the database's twin of partKey() (decision 046): the requests_part_keys
 * trigger stores it for every request, the seller's search and the duplicate hint compare it
 * with partKey() of what is typed. Both must read every case of the one table alike; this file
 * runs on PGlite (npx vitest) and PostgreSQL (npm run test:pg).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sqlKeys(typed: readonly string[]): Promise<string[]> {
  const res = (await t.database.db.execute(
    sql`select hp_part_key(x) as k from unnest(${`{${typed.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]) with ordinality u(x, n) order by n`,
  )) as unknown as { rows: { k: string }[] };
  return res.rows.map((r) => r.k);
}

describe('hp_part_key() reads every case as partKey() does', () => {
  it('the migration carries PART_PREFIX_PATTERN verbatim', () => {
    const dir = new URL('../migrations/', import.meta.url);
    const file = readdirSync(dir).find((f) => f.endsWith('part_number_keys_and_cross_references.sql'))!;
    expect(readFileSync(new URL(file, dir), 'utf8')).toContain(
      `'${PART_PREFIX_PATTERN.replaceAll("'", "''")}'`,
    );
  });

  it(`all ${PART_KEY_CASES.length} cases of the table`, async () => {
    const got = await sqlKeys(PART_KEY_CASES.map(([typed]) => typed));
    const wrong = PART_KEY_CASES.flatMap(([typed, key], i) =>
      got[i] === key && partKey(typed) === key ? [] : [{ typed, want: key, sql: got[i], ts: partKey(typed) }],
    );
    expect(wrong).toEqual([]);
  });

  it('is null for null', async () => {
    const res = (await t.database.db.execute(sql`select hp_part_key(null) as k`)) as unknown as {
      rows: { k: string | null }[];
    };
    expect(res.rows[0]!.k).toBeNull();
  });
});

describe('the requests_part_keys trigger and the backfill', () => {
  it('stores both keys on insert and on a changed number', async () => {
    const b = await verifiedBuyer(t);
    const db = t.database.db;
    const [row] = await db
      .insert(requests)
      .values({
        buyerId: b.id,
        partNumber: 'Rexroth R 902 400 215',
        secondPartNumber: 'A10VSO 45 DFR1/31R-PPA12N00',
      })
      .returning();
    expect([row!.partKey, row!.secondPartKey]).toEqual(['R902400215', 'A10VSO45DFR131RPPA12N00']);
    // A writer cannot store a wrong key: the trigger derives it again.
    const [changed] = await db
      .update(requests)
      .set({ secondPartNumber: null, partKey: 'WRONG' })
      .where(eq(requests.id, row!.id))
      .returning();
    expect([changed!.partKey, changed!.secondPartKey]).toEqual(['R902400215', null]);
  });

  it('fills the keys of rows written before the trigger, in batches', async () => {
    const b = await verifiedBuyer(t);
    const db = t.database.db;
    const [row] = await db
      .insert(requests)
      .values({ buyerId: b.id, partNumber: '4WE 6 D6X/EG24N9K4' })
      .returning();
    // As a row from before the migration: the trigger set aside for this one statement.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table requests disable trigger requests_part_keys`);
      await tx.execute(sql`update requests set part_key = null where id = ${row!.id}`);
      await tx.execute(sql`alter table requests enable trigger requests_part_keys`);
    });
    expect((await db.select().from(requests).where(eq(requests.id, row!.id)))[0]!.partKey).toBeNull();
    expect(await backfillPartKeys(db, 1)).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(requests).where(eq(requests.id, row!.id)))[0]!.partKey).toBe(
      '4WE6D6XEG24N9K4',
    );
    expect(await backfillPartKeys(db, 1)).toBe(0);
  });
});
