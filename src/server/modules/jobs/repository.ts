import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { currentTraceparent } from '#server/telemetry/trace-context.ts';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';

export type JobRow = typeof jobs.$inferSelect;

interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** The columns a new job is written with, its defaults filled in. */
function jobRow(job: NewJob) {
  return {
    type: job.type,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 8,
    // The request (or job) that queued it, when tracing is on: the job's span links to it.
    traceParent: currentTraceparent(),
  } satisfies typeof jobs.$inferInsert;
}

export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const rows = await db.insert(jobs).values(jobRow(job)).onConflictDoNothing().returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Many jobs in one multi-row statement (decision 068: a batch of a fan-out's mails or pushes);
 * a job whose dedupe key exists is skipped. Returns how many were queued.
 */
export async function insertJobs(db: Db, many: readonly NewJob[]): Promise<number> {
  if (many.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(many.map(jobRow))
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * What one lane claims (decision 037): its job types, and of a type split between lanes (mails:
 * those with an order PDF run in 'document') only the jobs whose payload has, or lacks, the key.
 */
export interface LaneClaim {
  types: readonly string[];
  withKey: readonly { type: string; key: string }[];
  withoutKey: readonly { type: string; key: string }[];
  /**
   * Types whose jobs run one at a time per value of a payload key (webhook deliveries: per
   * endpoint): a job is not claimed while another job of its type with the same value runs.
   */
  onePer?: readonly { type: string; key: string }[];
}

/**
 * A job of a type that runs one at a time per payload value is free while no job of its type
 * with that value runs (issue 38: one webhook receiver that hangs holds one slot, not all). The
 * running jobs are few (the lanes' slots), found through jobs_claim_idx (status, run_at).
 * Within an instance a lane's claims run one after another, so this holds exactly; two instances
 * claiming in the same instant may each take one job of a value, never more.
 */
function freeOf(type: string, onePer: LaneClaim['onePer']) {
  const key = onePer?.find((o) => o.type === type)?.key;
  if (!key) return sql``;
  return sql` and not exists (select 1 from ${jobs} as busy where busy.status = 'running'
    and busy.type = ${type} and busy.payload ->> ${key} = ${jobs.payload} ->> ${key})`;
}

/** Each of the lane's job kinds: a type, with its payload condition where the type is split. */
function laneRoutes(claim: LaneClaim) {
  return [
    ...claim.types.map((type) => sql`${jobs.type} = ${type}${freeOf(type, claim.onePer)}`),
    ...claim.withKey.map(
      ({ type, key }) =>
        sql`${jobs.type} = ${type} and ${jobs.payload} -> ${key} is not null${freeOf(type, claim.onePer)}`,
    ),
    ...claim.withoutKey.map(
      ({ type, key }) =>
        sql`${jobs.type} = ${type} and ${jobs.payload} -> ${key} is null${freeOf(type, claim.onePer)}`,
    ),
  ];
}

/** The oldest due pending job of one kind, locked (SKIP LOCKED: never one another worker holds). */
const nextOfRoute = (route: SQL) => sql`select ${jobs.id} as id, ${jobs.runAt} as run_at from ${jobs}
  where ${jobs.status} = 'pending' and ${jobs.runAt} <= now() and ${route}
  order by ${jobs.runAt}, ${jobs.id} limit 1 for update skip locked`;

/**
 * Claims the lane's next due job for one worker, in one round trip. SKIP LOCKED lets several
 * instances and lanes poll the same table without ever taking the same job twice. Each of the
 * lane's job kinds is one probe of the partial index jobs_due_idx (type, run_at, id) where
 * pending, and the oldest of those wins: `type in (…)` instead lets the planner walk the whole
 * due queue in run_at order past other lanes' backlog (39 ms behind 50 000 waiting webhook
 * deliveries, against 0.1–2 ms this way; decision 037).
 */
export async function claimNextJob(db: Db, workerId: string, claim: LaneClaim): Promise<JobRow | undefined> {
  const routes = laneRoutes(claim);
  if (routes.length === 0) return undefined;
  const next =
    routes.length === 1
      ? sql`select id from (${nextOfRoute(routes[0]!)}) as due`
      : sql`select id from (${sql.join(
          routes.map((r, i) => sql`select * from (${nextOfRoute(r)}) as ${sql.identifier(`k${i}`)}`),
          sql` union all `,
        )}) as due order by run_at, id limit 1`;
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: sql`now()`,
      lockedBy: workerId,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = (${next})`)
    .returning();
  return rows[0];
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

/**
 * A worker starting up under its instance's name (INSTANCE_ID) knows that every job still
 * 'running' under that name and another incarnation's worker id was held by a process that is
 * gone: it makes them due at once instead of after releaseStaleJobs' 5 minutes (issue 38).
 */
export async function releaseJobsOfDeadIncarnations(
  db: Db,
  instanceId: string,
  workerId: string,
): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', lockedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`starts_with(${jobs.lockedBy}, ${`${instanceId}/`})`,
        ne(jobs.lockedBy, workerId),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Open jobs of one type and state; `oldestDueSeconds`: how long the oldest due pending one waits. */
export interface OpenJobCount {
  type: string;
  status: 'pending' | 'running';
  /** For a split type (mails: `attachments`), whether these jobs have the payload key; else null. */
  split: boolean | null;
  count: number;
  oldestDueSeconds: number | null;
}

/**
 * The queue at a glance, in one grouped statement (metrics at scrape time): pending and running
 * jobs by type and state, split types by their payload key, with the age of the oldest due one.
 * Its cost grows with the queue, not the table (jobs_claim_idx): 1 ms for 2 500 waiting jobs in a
 * 1 M-row table. Failed jobs are counted as they fail (hydroparts_jobs_finished_total): reading the
 * 14 days of them kept cost 100 ms per scrape at 20 000.
 */
export async function countOpenJobs(
  db: Db,
  splits: readonly { type: string; key: string }[],
): Promise<OpenJobCount[]> {
  const split =
    splits.length === 0
      ? sql`null::boolean`
      : sql`case ${sql.join(
          splits.map((x) => sql`when ${jobs.type} = ${x.type} then ${jobs.payload} -> ${x.key} is not null`),
          sql` `,
        )} end`;
  const res = (await db.execute(sql`
    select ${jobs.type} as type, ${jobs.status} as status, ${split} as split, count(*)::int as count,
      extract(epoch from now() - min(${jobs.runAt}) filter (
        where ${jobs.status} = 'pending' and ${jobs.runAt} <= now()))::float8 as oldest
    from ${jobs}
    where ${jobs.status} in ('pending', 'running')
    group by 1, 2, 3`)) as {
    rows: {
      type: string;
      status: OpenJobCount['status'];
      split: boolean | null;
      count: number;
      oldest: number | null;
    }[];
  };
  return res.rows.map((r) => ({
    type: r.type,
    status: r.status,
    split: r.split,
    count: Number(r.count),
    oldestDueSeconds: r.oldest === null ? null : Math.max(0, Number(r.oldest)),
  }));
}

export async function findJobs(db: Db, type?: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(type ? eq(jobs.type, type) : undefined)
    .orderBy(jobs.id);
}
