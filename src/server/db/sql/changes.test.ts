import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCounts } from '#server/db/schema/derived.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { insertJob } from '#server/modules/jobs/repository.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { offer, request, seller, verifiedBuyer } from '#server/test/given.ts';
import { compactChangeCounts, countedChanges } from './changes.ts';

/**
 * Decision 033: a committed write of the cached data adds 1 to the change counter, once per
 * transaction whatever it wrote; a rolled-back one and bookkeeping tables add nothing; folding
 * the shards keeps the sum. The feed that reads it: src/server/cache/change-feed.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const counted = async () => BigInt(await countedChanges(db()));

async function market() {
  const buyer = await verifiedBuyer(t);
  const r = await request(t, buyer.id, { manufacturer: 'Bosch Rexroth' });
  const o = await offer(t, r.id, (await seller(t)).id);
  return { r, o };
}

describe('committed changes are counted (migration 0015)', () => {
  it('counts a transaction once, however many statements and tables it wrote', async () => {
    const { r, o } = await market();
    const before = await counted();
    await db().transaction(async (tx) => {
      await tx.update(requests).set({ description: 'eins' }).where(eq(requests.id, r.id));
      await tx.update(requests).set({ description: 'zwei' }).where(eq(requests.id, r.id));
      await tx.update(offers).set({ notes: 'drei' }).where(eq(offers.id, o.id));
    });
    expect(await counted()).toBe(before + 1n);
    await db().update(requests).set({ description: 'vier' }).where(eq(requests.id, r.id));
    expect(await counted()).toBe(before + 2n);
  });

  it('counts nothing for a rolled-back write or a bookkeeping table', async () => {
    const { r } = await market();
    const before = await counted();
    await expect(
      db().transaction(async (tx) => {
        await tx.update(requests).set({ description: 'nie' }).where(eq(requests.id, r.id));
        throw new Error('zurück');
      }),
    ).rejects.toThrow('zurück');
    await insertJob(db(), { type: 'test.noop', payload: {} });
    expect(await counted()).toBe(before);
  });

  it('folding the shards keeps the sum in one row', async () => {
    await market();
    const before = await counted();
    await compactChangeCounts(db());
    expect(await counted()).toBe(before);
    const rows = await db().select().from(changeCounts);
    expect(rows).toEqual([{ shard: 0, n: Number(before) }]);
    const { r } = await market();
    await db().update(requests).set({ description: 'danach' }).where(eq(requests.id, r.id));
    expect(await counted()).toBeGreaterThan(before);
    // The advisory lock lets one fold run at a time; a second one finds nothing to fold.
    await db().execute(sql`select hp_compact_change_counts(), hp_compact_change_counts()`);
    expect((await db().select().from(changeCounts)).length).toBe(1);
  });
});
