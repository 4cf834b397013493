import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import type { Written } from '#server/db/prepared.ts';

export type JobRow = typeof jobs.$inferSelect;

interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** The columns a new job is written with (JOB_COLUMNS), its defaults filled in. */
export function jobRow(job: NewJob) {
  return {
    type: job.type,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 8,
  } satisfies typeof jobs.$inferInsert;
}

/** The columns jobRow fills, for a statement that queues a job itself (orders/repository/placement.ts). */
export const JOB_COLUMNS = [
  'type',
  'payload',
  'runAt',
  'dedupeKey',
  'maxAttempts',
] as const satisfies Written<typeof jobs>;

export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const rows = await db.insert(jobs).values(jobRow(job)).onConflictDoNothing().returning({ id: jobs.id });
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

/** The job, while still claimed by the worker that read this row. */
function heldBy(job: JobRow) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? ''));
}

/**
 * Done, unless another worker holds the job meanwhile (it was released as stale and claimed
 * again): then it is theirs, and false says so.
 */
export async function markDone(db: Db, job: JobRow): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, lastError: null, updatedAt: new Date() })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A job whose work is only database writes (e.g. an order's follow-ups) does them exactly once:
 * in one transaction with marking the job done, and only while this worker still holds it (the
 * job row's lock orders two workers).
 */
export async function completeWithin(db: Db, job: JobRow, work: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    if (await markDone(tx, job)) await work(tx);
  });
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
    .where(heldBy(job));
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
