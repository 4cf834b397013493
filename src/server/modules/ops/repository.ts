import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';

/** Jobs still in the queue or given up, per type (done jobs are history, not queue state). */
export async function countOpenJobs(db: Db): Promise<{ type: string; status: string; count: number }[]> {
  const res = (await db.execute(sql`
    select ${jobs.type} as type, ${jobs.status} as status, count(*)::int as count
    from ${jobs}
    where ${jobs.status} in ('pending', 'running', 'failed')
    group by ${jobs.type}, ${jobs.status}`)) as { rows: { type: string; status: string; count: number }[] };
  return res.rows.map((r) => ({ type: r.type, status: r.status, count: Number(r.count) }));
}

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
