import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** drizzle's migrator records each applied migration with its journal timestamp. */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const res = (await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as {
    rows: { newest: string | number | null }[];
  };
  return Number(res.rows[0]?.newest ?? 0);
}
