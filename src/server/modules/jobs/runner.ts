import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { claimDueJobs, markDone, markFailed, releaseStaleJobs, type JobRow } from './repository.ts';

export type JobHandler = (job: JobRow) => Promise<void>;

/**
 * Where a job kind runs (decision 037): each lane has its own concurrency and claims only its
 * own job types, so a hanging webhook receiver or a slow PDF delays nothing in another lane.
 */
export const JOB_LANES = ['mail', 'webhook', 'document', 'schedule', 'default'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** A job type's handler and the lane it runs in, declared where it is registered. */
export interface LaneHandler {
  lane: JobLane;
  run: JobHandler;
}

/** Handlers that share one lane (e.g. the follow-ups: all 'default'). */
export function inLane(lane: JobLane, handlers: Record<string, JobHandler>): Record<string, LaneHandler> {
  return Object.fromEntries(Object.entries(handlers).map(([type, run]) => [type, { lane, run }]));
}

/** A failure that another attempt cannot fix (e.g. a template lacks a required value). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** A failure to retry at a time the handler chooses (e.g. webhooks: backoff within 24 h). */
export class RetryLaterError extends Error {
  readonly retryAt: Date;
  constructor(message: string, retryAt: Date) {
    super(message);
    this.name = 'RetryLaterError';
    this.retryAt = retryAt;
  }
}

export interface JobRunner {
  /** Runs every due job once (tests call this instead of waiting for the timer). */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /**
   * A job was just queued on this instance: run it now instead of at the next tick (mails and
   * live screens hear of an order at once). Nothing happens where jobs do not run here.
   */
  nudge(): void;
}

/** Periodic work that only enqueues jobs (idempotent through dedupe keys), e.g. trial reminders. */
export interface Schedule {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export function createJobRunner(
  db: Db,
  handlers: Record<string, LaneHandler>,
  log: FastifyBaseLogger,
  schedules: Schedule[] = [],
): JobRunner {
  const workerId = `worker-${randomUUID()}`;
  let timer: NodeJS.Timeout | undefined;
  const scheduleTimers: NodeJS.Timeout[] = [];
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    await releaseStaleJobs(db);
    let total = 0;
    for (;;) {
      const batch = await claimDueJobs(db, workerId, 10);
      if (batch.length === 0) return total;
      for (const job of batch) {
        const handler = handlers[job.type];
        try {
          if (!handler) throw new Error(`Kein Handler für Job-Typ ${job.type}`);
          await handler.run(job);
          await markDone(db, job);
        } catch (err) {
          log.warn({ err, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed');
          await markFailed(
            db,
            job,
            err instanceof Error ? err.message : String(err),
            err instanceof PermanentJobError,
            err instanceof RetryLaterError ? err.retryAt : undefined,
          );
        }
        total += 1;
      }
    }
  }

  const drain = (): Promise<number> => {
    // One pass at a time per instance; a second caller waits for the current pass.
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    drain,
    nudge() {
      if (!timer) return;
      setImmediate(() => {
        drain().catch((err: unknown) => log.error({ err }, 'job runner pass failed'));
      });
    },
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        drain().catch((err: unknown) => log.error({ err }, 'job runner pass failed'));
      }, intervalMs);
      timer.unref();
      for (const s of schedules) {
        const tick = () =>
          s.run().catch((err: unknown) => log.error({ err, schedule: s.name }, 'schedule failed'));
        void tick();
        const t = setInterval(tick, s.everyMs);
        t.unref();
        scheduleTimers.push(t);
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const t of scheduleTimers.splice(0)) clearInterval(t);
      await running;
    },
  };
}
