import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { JOB_LANES, type JobLane, type JobOutcome, type OpenLaneJobs } from '#server/modules/jobs/runner.ts';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  mails: Counter<'status'>;
  /** Jobs this instance finished, by lane and outcome (decision 037). */
  jobsFinished: Counter<'lane' | 'outcome'>;
  jobDuration: Histogram<'lane'>;
}

/**
 * One registry per app instance (DESIGN §8 "Operable by default"). Counters count what this
 * process did; gauges that describe shared state (jobs) read the database at scrape time, so every
 * instance reports the same queue. Webhook deliveries are not measured yet: no webhook module
 * exists, and a counter that can never move would claim a capability the product lacks.
 */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  // Process CPU/memory/handles and nodejs_eventloop_lag_* (event-loop lag).
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'hydroparts_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern (not the raw URL) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const mails = new Counter({
    name: 'hydroparts_mails_total',
    help: 'Mails handled by this instance: sent (SMTP), kept (no SMTP_URL, stored only) or failed',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  for (const status of ['sent', 'kept', 'failed'] as const) mails.inc({ status }, 0);

  const jobsFinished = new Counter({
    name: 'hydroparts_jobs_finished_total',
    help: 'Jobs this instance finished, by lane and outcome: done, retry (failed, runs again later) or failed (given up)',
    labelNames: ['lane', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'hydroparts_job_duration_seconds',
    help: 'How long a job ran on this instance (handler and bookkeeping), by lane',
    labelNames: ['lane'] as const,
    buckets: [0.005, 0.025, 0.1, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  for (const lane of JOB_LANES) {
    for (const outcome of ['done', 'retry', 'failed'] as const) jobsFinished.inc({ lane, outcome }, 0);
  }

  new Gauge({
    name: 'hydroparts_db_info',
    help: 'Database driver in use (pg = PostgreSQL pool; pglite = one embedded in-process connection, no pool)',
    labelNames: ['driver'] as const,
    registers: [registry],
  }).set({ driver: database.driver }, 1);

  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'hydroparts_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  return { registry, httpDuration, mails, jobsFinished, jobDuration };
}

/** What the runner tells of each finished job, counted (createJobRunner's onFinished). */
export function countJobs(metrics: Metrics) {
  return (lane: JobLane, outcome: JobOutcome, seconds: number) => {
    metrics.jobsFinished.inc({ lane, outcome });
    metrics.jobDuration.observe({ lane }, seconds);
  };
}

/**
 * The shared queue's gauges, read at scrape time from one grouped statement (the runner's
 * openJobs), whichever gauge asks first: by type and state, and by lane — waiting, running and
 * the age of the oldest due job, the figure that shows a lane falling behind.
 */
export function watchJobQueue(metrics: Metrics, openJobs: () => Promise<OpenLaneJobs[]>): void {
  let current: { at: number; rows: Promise<OpenLaneJobs[]> } | undefined;
  const snapshot = () => {
    // One statement per scrape: the gauges collected within the same second share it.
    if (!current || Date.now() - current.at > 1000) current = { at: Date.now(), rows: openJobs() };
    return current.rows;
  };
  new Gauge({
    name: 'hydroparts_jobs',
    help: 'Background jobs in the shared queue by type and state (pending = waiting, running); failed ones: hydroparts_jobs_finished_total',
    labelNames: ['type', 'status'] as const,
    registers: [metrics.registry],
    async collect() {
      const rows = await snapshot();
      this.reset();
      for (const r of rows) this.inc({ type: r.type, status: r.status }, r.count);
    },
  });
  new Gauge({
    name: 'hydroparts_job_lane_jobs',
    help: 'Background jobs in the shared queue by lane and state: pending (queued) and running',
    labelNames: ['lane', 'status'] as const,
    registers: [metrics.registry],
    async collect() {
      const rows = await snapshot();
      this.reset();
      for (const lane of JOB_LANES) {
        for (const status of ['pending', 'running'] as const) this.set({ lane, status }, 0);
      }
      for (const r of rows) this.inc({ lane: r.lane, status: r.status }, r.count);
    },
  });
  new Gauge({
    name: 'hydroparts_job_lane_oldest_waiting_seconds',
    help: 'Age of the oldest due, not yet started job per lane (0 = none waiting)',
    labelNames: ['lane'] as const,
    registers: [metrics.registry],
    async collect() {
      const rows = await snapshot();
      const oldest = new Map<string, number>(JOB_LANES.map((lane) => [lane, 0]));
      for (const r of rows) {
        if (r.oldestDueSeconds !== null)
          oldest.set(r.lane, Math.max(oldest.get(r.lane) ?? 0, r.oldestDueSeconds));
      }
      for (const [lane, seconds] of oldest) this.set({ lane }, seconds);
    },
  });
}

/** Counts each mail job's outcome; the handler itself stays unaware of metrics. */
export function countMails<J>(
  metrics: Metrics,
  transportKind: 'smtp' | 'kept',
  handler: (job: J) => Promise<void>,
): (job: J) => Promise<void> {
  return async (job) => {
    try {
      await handler(job);
    } catch (err) {
      metrics.mails.inc({ status: 'failed' });
      throw err;
    }
    metrics.mails.inc({ status: transportKind === 'kept' ? 'kept' : 'sent' });
  };
}
