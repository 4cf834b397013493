import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(
  db: Db,
  job: {
    type: string;
    payload: Record<string, unknown>;
    runAt?: Date;
    dedupeKey?: string;
    maxAttempts?: number;
  },
): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload,
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 8,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims due jobs for one worker. SKIP LOCKED lets several instances poll the same table
 * without ever taking the same job twice.
 */
export async function claimDueJobs(db: Db, workerId: string, limit: number): Promise<JobRow[]> {
  const result = (await db.execute(sql`
    update ${jobs} set status = 'running', locked_at = now(), locked_by = ${workerId},
      attempts = attempts + 1, updated_at = now()
    where id in (
      select id from ${jobs}
      where status = 'pending' and run_at <= now()
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as { rows: { id: string | number }[] };
  const ids = (result.rows as { id: string | number }[]).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(jobs.id);
}

export async function markDone(db: Db, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, lastError: null, updatedAt: new Date() })
    .where(eq(jobs.id, id));
}

/** Retry with exponential backoff (or at `retryAt`), or give up after maxAttempts. */
export async function markFailed(
  db: Db,
  job: JobRow,
  error: string,
  permanent = false,
  retryAt?: Date,
): Promise<void> {
  const giveUp = permanent || job.attempts >= job.maxAttempts;
  const delayMs = Math.min(30_000 * 2 ** (job.attempts - 1), 6 * 60 * 60 * 1000);
  await db
    .update(jobs)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lockedAt: null,
      lastError: error.slice(0, 2000),
      runAt: giveUp ? job.runAt : (retryAt ?? new Date(Date.now() + delayMs)),
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

/** A worker that died mid-job leaves it 'running'; after 5 minutes it becomes due again. */
export async function releaseStaleJobs(db: Db): Promise<void> {
  await db.execute(sql`
    update ${jobs} set status = 'pending', locked_at = null, updated_at = now()
    where status = 'running' and locked_at < now() - interval '5 minutes'`);
}

export async function findJobs(db: Db, type?: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(type ? eq(jobs.type, type) : undefined)
    .orderBy(jobs.id);
}
