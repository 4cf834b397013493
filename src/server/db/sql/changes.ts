import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { changeCounts } from '#server/db/schema/derived.ts';

/**
 * The number of committed writing transactions on the announced tables (migration 0015,
 * decision 033), as text: a different answer means a change was committed since.
 */
export async function countedChanges(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${changeCounts.n}), 0)::text` })
    .from(changeCounts);
  return row?.n ?? '0';
}

/** Folds the per-backend shards of the change counter into shard 0; the sum stays (hourly). */
export async function compactChangeCounts(db: Db): Promise<void> {
  await db.execute(sql`select hp_compact_change_counts()`);
}
