import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { detached, inJobSpan } from '#server/telemetry/trace-context.ts';
import {
  claimNextJob,
  countOpenJobs,
  insertJob,
  markDone,
  markFailed,
  releaseJobsOfDeadIncarnations,
  releaseStaleJobs,
  type JobRow,
  type LaneClaim,
  type OpenJobCount,
} from './repository.ts';

/** Open jobs of one type and state, and the lane they run in. */
export type OpenLaneJobs = Omit<OpenJobCount, 'split'> & { lane: JobLane };

export type JobHandler = (job: JobRow) => Promise<void>;

/**
 * Where a job kind runs (decision 037): each lane has its own concurrency and claims only its
 * own job types, so a hanging webhook receiver or a slow PDF delays nothing in another lane.
 */
export const JOB_LANES = [
  'mail',
  'webhook',
  'push',
  'document',
  'schedule',
  'live',
  'audience',
  'default',
] as const;
export type JobLane = (typeof JOB_LANES)[number];

/**
 * Jobs at once per lane and instance. Mails and webhooks wait on other servers, not on this
 * one, so several run side by side (a receiver that hangs 10 s holds one of four webhook slots);
 * a PDF costs a Chromium page's CPU, so documents run one at a time; schedules are hourly
 * chores that never need to overlap. Each running job holds a pool connection only for its
 * statements, never across the network wait.
 */
export const DEFAULT_LANE_CONCURRENCY: Readonly<Record<JobLane, number>> = {
  // 16, not 4 (decision 079): a request reaching 2 000 sellers waited on four SMTP round trips
  // at a time — 99 s for 1 929 mails with the worker 60 % idle; with 16, 52 s.
  mail: 16,
  webhook: 4,
  // Web Push (decision 056): a slow push service holds up neither mails nor webhooks.
  push: 4,
  document: 1,
  schedule: 1,
  // Live screens (NOTIFY per change): a busy default lane (webhook queueing, push, stock
  // matches) must not make an open screen wait for its update.
  live: 2,
  // Decision 068: storing who a new or widened request reaches (one statement per event); the
  // mail, webhook, push and live readers of that audience start when it is done.
  audience: 2,
  default: 2,
};

/** A job type's handler and the lane it runs in, declared where it is registered. */
export interface LaneHandler {
  lane: JobLane;
  run: JobHandler;
  /**
   * Jobs of this type whose payload has this key run in another lane: a mail that carries an
   * order PDF renders it in 'document', so a slow Chromium never holds the plain mails up.
   */
  split?: { payloadKey: string; lane: JobLane };
  /**
   * Jobs of this type with the same value of this payload key run one at a time (webhook
   * deliveries: `endpointId`), so one slow receiver holds one of the lane's slots and the other
   * endpoints' deliveries take the rest (issue 38). A job without the key is not limited.
   */
  onePerPayloadKey?: string;
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
  /** Runs every due job of every lane to completion (tests call this instead of the timer). */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /**
   * A job was just queued on this instance: run it now instead of at the next tick (mails and
   * live screens hear of an order at once). Nothing happens where jobs do not run here.
   */
  nudge(): void;
  /** Open jobs by type, lane and state, one grouped statement (metrics at scrape time). */
  openJobs(): Promise<OpenLaneJobs[]>;
}

/**
 * Periodic work, run once per cluster and period (decision 037): each period's run is a job
 * `schedule:<name>` with the period in its dedupe key, so of all instances that queue it one
 * inserts it and one worker runs it, in the 'schedule' lane.
 */
export interface Schedule {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** How the job type of a schedule's runs is named. */
export const scheduleJobType = (name: string) => `schedule:${name}`;

export interface JobRunnerOptions {
  /**
   * This instance's stable name (INSTANCE_ID). Each runner holds jobs as `<instanceId>/<uuid>`;
   * on start it releases at once what an earlier incarnation of the same name held (it is dead).
   */
  instanceId?: string;
  concurrency?: Partial<Record<JobLane, number>>;
  /** Told of every job this instance finished (metrics): done, retry (failed, will run again) or failed. */
  onFinished?: (lane: JobLane, outcome: JobOutcome, seconds: number) => void;
  /** The schedules' clock (tests move it to the next period). */
  now?: () => number;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

interface Lane {
  name: JobLane;
  claim: LaneClaim;
  slots: number;
  workers: Set<Promise<void>>;
  /** Workers waiting for a claim's answer: a job queued now is theirs, no new worker is needed. */
  claiming: number;
  /** Counts wake-ups: a worker whose claim began before the latest one claims once more before it ends. */
  wakes: number;
}

/** What each lane claims, from the handlers' declared lanes. */
function laneClaims(handlers: Record<string, LaneHandler>): Map<JobLane, LaneClaim> {
  const claims = new Map<
    JobLane,
    {
      types: string[];
      withKey: LaneClaim['withKey'][number][];
      withoutKey: LaneClaim['withoutKey'][number][];
      onePer: { type: string; key: string }[];
    }
  >();
  const of = (lane: JobLane) => {
    let c = claims.get(lane);
    if (!c) claims.set(lane, (c = { types: [], withKey: [], withoutKey: [], onePer: [] }));
    return c;
  };
  for (const [type, h] of Object.entries(handlers)) {
    if (h.onePerPayloadKey) {
      of(h.lane).onePer.push({ type, key: h.onePerPayloadKey });
      if (h.split) of(h.split.lane).onePer.push({ type, key: h.onePerPayloadKey });
    }
    if (!h.split || h.split.lane === h.lane) {
      of(h.lane).types.push(type);
      continue;
    }
    of(h.lane).withoutKey.push({ type, key: h.split.payloadKey });
    of(h.split.lane).withKey.push({ type, key: h.split.payloadKey });
  }
  return claims;
}

const STALE_CHECK_MS = 30_000;
const WAKE_GAP_MS = 20;

export function createJobRunner(
  db: Db,
  registered: Record<string, LaneHandler>,
  log: FastifyBaseLogger,
  schedules: Schedule[] = [],
  options: JobRunnerOptions = {},
): JobRunner {
  const instanceId = options.instanceId ?? 'worker';
  const workerId = `${instanceId}/${randomUUID()}`;
  const now = options.now ?? Date.now;
  const handlers: Record<string, LaneHandler> = { ...registered };
  for (const s of schedules) {
    handlers[scheduleJobType(s.name)] = { lane: 'schedule', run: async () => void (await s.run()) };
  }
  const lanes: Lane[] = [...laneClaims(handlers)].map(([name, claim]) => ({
    name,
    claim,
    slots: Math.max(1, options.concurrency?.[name] ?? DEFAULT_LANE_CONCURRENCY[name]),
    workers: new Set(),
    claiming: 0,
    wakes: 0,
  }));

  let timer: NodeJS.Timeout | undefined;
  let started: Promise<void> | undefined;
  let finished = 0;
  /** stop() starts a new generation: the workers of the old one finish the job in hand and claim no other. */
  let generation = 0;
  let draining = 0;
  let wakeTimer: NodeJS.Timeout | undefined;
  let lastWake = 0;
  let lastStaleCheck = 0;
  const queuedPeriod = new Map<string, number>();

  function laneOfJob(job: JobRow): JobLane {
    const h = handlers[job.type];
    if (!h) return 'default';
    if (h.split && job.payload[h.split.payloadKey] !== undefined) return h.split.lane;
    return h.lane;
  }

  /** A job in its own span, linked to the request that queued it (tracing on; issue 33). */
  function runJob(job: JobRow, lane: JobLane): Promise<void> {
    return inJobSpan(job, lane, () => runJobUntraced(job, lane));
  }

  async function runJobUntraced(job: JobRow, lane: JobLane): Promise<void> {
    const began = performance.now();
    const handler = handlers[job.type];
    let outcome: JobOutcome = 'done';
    try {
      if (!handler) throw new Error(`Kein Handler für Job-Typ ${job.type}`);
      await handler.run(job);
      await markDone(db, job);
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      outcome = permanent || job.attempts >= job.maxAttempts ? 'failed' : 'retry';
      log.warn({ err, jobId: job.id, type: job.type, lane, attempt: job.attempts }, 'job failed');
      await markFailed(
        db,
        job,
        err instanceof Error ? err.message : String(err),
        permanent,
        err instanceof RetryLaterError ? err.retryAt : undefined,
      );
    } finally {
      finished += 1;
      options.onFinished?.(lane, outcome, (performance.now() - began) / 1000);
    }
  }

  /**
   * One worker of a lane: claims and runs the lane's due jobs one by one until none is due.
   * Each claimed job lets the lane grow by one more worker (up to its slots), so an idle lane
   * costs one claim per wake-up and a busy one fills its slots at once.
   */
  async function work(lane: Lane): Promise<void> {
    const mine = generation;
    while (mine === generation) {
      const wakes = lane.wakes;
      lane.claiming += 1;
      const job = await claimNextJob(db, workerId, lane.claim).finally(() => (lane.claiming -= 1));
      if (!job) {
        // Woken while the claim ran: it may have looked before the new job was committed.
        if (lane.wakes !== wakes) continue;
        return;
      }
      fill(lane);
      await runJob(job, laneOfJob(job));
      // What this job queued (a follow-up's mails) starts now in its own lane, not at the next tick.
      requestWake();
    }
  }

  function fill(lane: Lane): void {
    if (lane.workers.size >= lane.slots) return;
    // A worker woken by a request's write is no part of that request's trace (issue 33).
    const worker: Promise<void> = detached(() => work(lane))
      .catch((err: unknown) => log.error({ err, lane: lane.name }, 'job lane failed'))
      .finally(() => lane.workers.delete(worker));
    lane.workers.add(worker);
  }

  /**
   * New work may be due: each lane with a free slot and no worker already asking for a job gets
   * one more worker (a lane whose workers all wait on a receiver that hangs still takes new jobs).
   */
  function wake(): void {
    // Only while started or draining: a stopped runner's last job wakes nobody.
    if (!timer && draining === 0) return;
    for (const lane of lanes) {
      lane.wakes += 1;
      if (lane.claiming === 0) fill(lane);
    }
  }

  /**
   * wake() soon, at most every WAKE_GAP_MS: many orders or finished jobs at once cost one claim
   * per lane, not one per job, and the lanes' workers take every job queued meanwhile.
   */
  function requestWake(): void {
    if (wakeTimer) return;
    const wait = Math.max(0, lastWake + WAKE_GAP_MS - Date.now());
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      lastWake = Date.now();
      wake();
    }, wait);
    wakeTimer.unref();
  }

  async function settled(): Promise<void> {
    for (;;) {
      const busy = lanes.flatMap((l) => [...l.workers]);
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  async function releaseStale(force = false): Promise<void> {
    if (!force && now() - lastStaleCheck < STALE_CHECK_MS) return;
    lastStaleCheck = now();
    await releaseStaleJobs(db);
  }

  /** Queues the current period's run of every schedule whose period this instance has not queued yet. */
  async function queueSchedules(): Promise<void> {
    for (const s of schedules) {
      const period = Math.floor(now() / s.everyMs);
      if (queuedPeriod.get(s.name) === period) continue;
      const type = scheduleJobType(s.name);
      await insertJob(db, {
        type,
        payload: { period: new Date(period * s.everyMs).toISOString() },
        dedupeKey: `${type}:${period * s.everyMs}`,
        // The next period runs anyway: a failing chore is not retried all day.
        maxAttempts: 3,
      });
      queuedPeriod.set(s.name, period);
    }
  }

  async function tick(): Promise<void> {
    await started;
    await releaseStale();
    await queueSchedules();
    wake();
  }

  const drain = async (): Promise<number> => {
    await started;
    await releaseStale(true);
    const before = finished;
    draining += 1;
    try {
      for (;;) {
        const round = finished;
        for (const lane of lanes) fill(lane);
        await settled();
        if (finished === round) return finished - before;
      }
    } finally {
      draining -= 1;
    }
  };

  const onError = (err: unknown) => log.error({ err }, 'job runner pass failed');

  return {
    drain,
    async openJobs() {
      const splits = Object.entries(handlers).flatMap(([type, h]) =>
        h.split ? [{ type, key: h.split.payloadKey }] : [],
      );
      return (await countOpenJobs(db, splits)).map(({ split, ...r }) => {
        const h = handlers[r.type];
        return { ...r, lane: (split && h?.split?.lane) || (h?.lane ?? 'default') };
      });
    },
    nudge() {
      if (timer) requestWake();
    },
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => void tick().catch(onError), intervalMs);
      timer.unref();
      // A new incarnation: what this instance's name still holds is dead (issue 38).
      started = releaseJobsOfDeadIncarnations(db, instanceId, workerId).then((n) => {
        if (n > 0) log.info({ jobs: n, instanceId }, 'jobs of the previous run released');
      }, onError);
      void tick().catch(onError);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      generation += 1;
      await started;
      await settled();
    },
  };
}
