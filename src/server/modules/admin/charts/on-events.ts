import type { Db } from '#server/db/client.ts';
import type { EventHandlers } from '#server/events/handlers.ts';
import { insertJob, type JobRow } from '#server/modules/jobs/queue.ts';
import { completeWithin } from '#server/modules/jobs/queue.ts';
import * as repo from './repository.ts';

/**
 * The charts consumer (decision 069): keeps the admin 'Kennzahlen' weeks (admin_chart_weeks) as
 * events arrive, so the chart reads 26 rows instead of counting 100 k requests.
 *
 * Each event names the weeks it changes (a request's week; an offer's own and its request's; an
 * order's) and queues one recount per week and 5-second bucket: the job's dedupe key holds the
 * week and the bucket, it runs when the bucket is over. A busy week is so recounted at most once
 * per bucket, however many events it gets, and never misses one: every handler of a bucket ran
 * (after its event's write committed) before the bucket ended, and the bucket's one job starts
 * after that — its statements see the write. Times are the database's, one clock for all
 * instances. The recount is idempotent and serialised per week (an advisory lock).
 */
export const CHART_WEEK_JOB = 'charts.week';
export const CHART_BUCKET_MS = 5_000;

async function touch(tx: Db, weeks: readonly string[]): Promise<void> {
  if (weeks.length === 0) return;
  const now = (await repo.databaseNow(tx)).getTime();
  const bucket = Math.floor(now / CHART_BUCKET_MS);
  const runAt = new Date((bucket + 1) * CHART_BUCKET_MS);
  for (const week of new Set(weeks)) {
    await insertJob(tx, {
      type: CHART_WEEK_JOB,
      payload: { week },
      runAt,
      dedupeKey: `${CHART_WEEK_JOB}:${week}:${bucket}`,
    });
  }
}

export const chartHandlers: EventHandlers = {
  'request.created': async (tx, e) => touch(tx, await repo.weeksOfRequest(tx, e.requestId)),
  'offer.created': async (tx, e) => touch(tx, await repo.weeksOfOffer(tx, e.offerId)),
  // Offers made count whatever became of them; the request's liquidity counts live offers only.
  'offer.withdrawn': async (tx, e) => touch(tx, await repo.weeksOfOffer(tx, e.offerId)),
  'order.placed': async (tx, e) => touch(tx, await repo.weeksOfOrder(tx, e.orderId)),
  'request.widened': async (tx, e) => touch(tx, await repo.weeksOfRequest(tx, e.requestId)),
  'request.declined': async (tx, e) => touch(tx, await repo.weeksOfRequest(tx, e.requestId)),
  'request.decline_undone': async (tx, e) => touch(tx, await repo.weeksOfRequest(tx, e.requestId)),
};

/** The job that recounts one week (lane 'default'), in the transaction that marks it done. */
export function createChartWeekJobHandler(db: Db) {
  return (job: JobRow) =>
    completeWithin(db, job, (tx) => repo.recountChartWeek(tx, (job.payload as { week: string }).week));
}

/**
 * The one-time fill from history: the weeks of the longest period the chart shows (26), four per
 * batch, through the same recount. Weeks after the fill are kept by the events; weeks before it
 * are never shown again (the period always ends with the current week).
 */
export const CHART_WEEKS_FILL = 'admin-chart-weeks';
export const CHART_PERIOD_WEEKS = 26;

export function fillChartWeeks(db: Db, weeksPerBatch = 4) {
  return repo.runBackfill(db, CHART_WEEKS_FILL, async (tx, cursor) => {
    const weeks = await repo.mondaysFrom(
      tx,
      cursor,
      weeksPerBatch + (cursor === null ? 0 : 1),
      CHART_PERIOD_WEEKS,
    );
    // From a cursor, the first row is the week done last.
    const todo = cursor === null ? weeks : weeks.slice(1);
    for (const w of todo) await repo.recountChartWeek(tx, w.week);
    const last = todo.at(-1);
    return { next: !last || last.last ? null : last.week, count: todo.length };
  });
}
