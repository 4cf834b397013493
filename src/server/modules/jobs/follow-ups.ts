import type { Db } from '#server/db/client.ts';
import { completeWithin, insertJob, jobRow, type JobRow } from './repository.ts';

/**
 * What a change sets off besides itself — mails, webhook deliveries, live events — as one job
 * queued in the change's transaction (decision 032, issue 11: no request does work that a
 * background job can do). The job does it in one transaction with marking itself done, so
 * everything exists exactly once, as when the request did it itself, a moment later.
 */
export interface FollowUp {
  /** The job type, e.g. 'order.placed'. */
  type: string;
  /** Runs in the job's transaction; `id` names what changed (the order, request, offer). */
  run: (tx: Db, id: string, siteUrl: string) => Promise<void>;
}

/** Queues the follow-up job of a change, in the change's transaction. */
export function followUpJob(db: Db, followUp: FollowUp, id: string) {
  return insertJob(db, followUpJobSpec(followUp, id));
}

/** The job's row, for a statement that queues it by itself (JOB_COLUMNS). */
export function followUpJobRow(followUp: FollowUp, id: string) {
  return jobRow(followUpJobSpec(followUp, id));
}

function followUpJobSpec(followUp: FollowUp, id: string) {
  return { type: followUp.type, payload: { id }, dedupeKey: `${followUp.type}:${id}` };
}

/** The job runner's handlers of these follow-ups. */
export function followUpHandlers(
  db: Db,
  siteUrl: string,
  followUps: readonly FollowUp[],
): Record<string, (job: JobRow) => Promise<void>> {
  return Object.fromEntries(
    followUps.map((f) => [
      f.type,
      (job: JobRow) =>
        completeWithin(db, job, (tx) => f.run(tx, (job.payload as { id: string }).id, siteUrl)),
    ]),
  );
}
