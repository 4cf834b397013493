import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * A fill from history in batches beside traffic (decision 069), resumable and run once per cluster:
 * each batch runs in its own transaction that first locks the fill's row in `backfill_progress`
 * (a second instance's run waits, then finds the cursor moved on), calls `step` with the cursor,
 * and stores the cursor `step` returns — or marks the fill done when `step` returns null. A done
 * fill costs one primary-key read per run. Deleting the row runs the fill again; every step must
 * be idempotent.
 */
export async function runBackfill(
  db: Db,
  name: string,
  step: (tx: Db, cursor: string | null) => Promise<{ next: string | null; count: number }>,
  maxBatches = 100,
): Promise<{ count: number; done: boolean }> {
  let count = 0;
  for (let i = 0; i < maxBatches; i++) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into backfill_progress (name) values (${name}) on conflict (name) do nothing`,
      );
      const [row] = (
        (await tx.execute(
          sql`select cursor, done_at from backfill_progress where name = ${name} for update`,
        )) as unknown as { rows: { cursor: string | null; done_at: unknown }[] }
      ).rows;
      if (!row || row.done_at !== null) return { count: 0, done: true };
      const { next, count: n } = await step(tx as unknown as Db, row.cursor);
      await tx.execute(sql`update backfill_progress
                              set cursor = ${next}, done_at = ${next === null ? sql`now()` : sql`null`}, updated_at = now()
                            where name = ${name}`);
      return { count: n, done: next === null };
    });
    count += batch.count;
    if (batch.done) return { count, done: true };
  }
  return { count, done: false };
}
