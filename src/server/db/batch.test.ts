import { describe, expect, it } from 'vitest';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';
import { batched } from './batch.ts';

/** A stand-in database on a PostgreSQL server, or on embedded PGlite. */
const serverDb = () => ({ _: { session: {} } }) as unknown as Db;
const embeddedDb = () => ({ _: { session: Object.create(PgliteSession.prototype) } }) as unknown as Db;

/** A statement stand-in: records each batch, answers after `release()` or at once. */
function recorder(fail?: (items: number[]) => boolean) {
  const batches: number[][] = [];
  let gates: (() => void)[] = [];
  const run = async (_db: Db, items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (fail?.(items)) throw new Error(`batch ${items.join(',')} failed`);
    return items.map((i) => i * 10);
  };
  const releaseAll = async () => {
    // Let queued calls start, then open every gate until nothing waits.
    for (let round = 0; round < 20; round += 1) {
      await new Promise((r) => setTimeout(r, 0));
      const open = gates;
      gates = [];
      open.forEach((g) => g());
    }
  };
  return { batches, run, releaseAll };
}

describe('batched statements (decision 034)', () => {
  it('runs a lone call at once, alone', async () => {
    const r = recorder();
    const call = batched(r.run, { max: 4, concurrency: 1 });
    const answer = call(serverDb(), 7);
    expect(r.batches).toEqual([[7]]);
    await r.releaseAll();
    expect(await answer).toBe(70);
  });

  it('puts calls that come while one runs into the next batch, at most max of them', async () => {
    const r = recorder();
    const call = batched(r.run, { max: 3, concurrency: 1 });
    const db = serverDb();
    const answers = [1, 2, 3, 4, 5, 6].map((n) => call(db, n));
    await r.releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(r.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('keeps databases apart and runs up to `concurrency` batches at once', async () => {
    const r = recorder();
    const call = batched(r.run, { max: 8, concurrency: 2 });
    const [a, b] = [serverDb(), serverDb()];
    const answers = [call(a, 1), call(a, 2), call(b, 3), call(a, 4)];
    expect(r.batches).toEqual([[1], [2], [3]]);
    await r.releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
    expect(r.batches).toEqual([[1], [2], [3], [4]]);
  });

  it('starts a statement beside a running one only when `beside` calls wait for it', async () => {
    const r = recorder();
    const call = batched(r.run, { max: 8, concurrency: 2, beside: 3 });
    const db = serverDb();
    const first = call(db, 1);
    const few = [call(db, 2), call(db, 3)];
    // Two wait: too few to start beside batch [1].
    expect(r.batches).toEqual([[1]]);
    const third = call(db, 4);
    // Three wait: they go together beside it.
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    const late = call(db, 5);
    await r.releaseAll();
    expect(await Promise.all([first, ...few, third, late])).toEqual([10, 20, 30, 40, 50]);
    // A lone call that waited starts once a running statement has ended.
    expect(r.batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('runs each call of a failed batch alone, so only the failing one gets the error', async () => {
    const r = recorder((items) => items.includes(3));
    const call = batched(r.run, { max: 4, concurrency: 1 });
    const db = serverDb();
    const answers = [1, 2, 3, 4].map((n) => call(db, n).catch((err: Error) => err.message));
    await r.releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 'batch 3 failed', 40]);
    expect(r.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('runs every call alone on embedded PGlite', async () => {
    const r = recorder();
    const call = batched(r.run, { max: 4, concurrency: 1 });
    const db = embeddedDb();
    const answers = [1, 2, 3].map((n) => call(db, n));
    expect(r.batches).toEqual([[1], [2], [3]]);
    await r.releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });
});
