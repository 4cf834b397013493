import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * Issue 30, decision 046: requests written before the part-number keys existed get them here,
 * in batches of `batchSize` rows, each its own short statement (decision 041: data is migrated
 * outside the migration's transaction). The requests_part_keys trigger derives the keys; the
 * partial index requests_part_key_missing_idx finds the rows, and is empty once all are done.
 * Returns how many rows were filled.
 */
export async function backfillPartKeys(db: Db, batchSize = 1000, maxBatches = 500): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const res = (await db.execute(sql`with batch as (
        select id from requests where part_key is null order by id limit ${batchSize}
        for update skip locked)
      update requests r set part_key = hp_part_key(r.part_number) from batch where r.id = batch.id
      returning r.id`)) as unknown as { rows: unknown[] };
    total += res.rows.length;
    if (res.rows.length < batchSize) break;
  }
  return total;
}
