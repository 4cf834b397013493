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
  /** Webhook delivery attempts this instance made, by outcome (issue 33). */
  webhookDeliveries: Counter<'outcome'>;
  /** Web Push attempts (issue 31, decision 056). */
  pushDeliveries: Counter<'outcome'>;
  /** Answer-cache lookups of cached list routes (decision 026): hit or miss. */
  /** Order documents rendered, by engine (chromium, fallback) and outcome. */
  pdfRenders: Counter<'engine' | 'outcome'>;
  pdfRenderDuration: Histogram<'engine'>;
}

export const WEBHOOK_OUTCOMES = ['delivered', 'retry', 'failed', 'skipped'] as const;
const PUSH_OUTCOMES = ['delivered', 'retry', 'failed', 'gone'] as const;
export type PdfEngine = 'chromium' | 'fallback';

/**
 * One registry per app instance (DESIGN §8 "Operable by default"). Counters count what this
 * process did; gauges that describe shared state (jobs) read the database at scrape time, so every
 * instance reports the same queue. Counters start at 0 for every label they can take, so a rate
 * is defined before the first event.
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

  const webhookDeliveries = new Counter({
    name: 'hydroparts_webhook_deliveries_total',
    help: 'Webhook delivery attempts by this instance: delivered (2xx), retry (failed, tried again later), failed (given up or redelivery failed), skipped (endpoint deactivated)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of WEBHOOK_OUTCOMES) webhookDeliveries.inc({ outcome }, 0);

  const pushDeliveries = new Counter({
    name: 'hydroparts_push_deliveries_total',
    help: 'Web Push attempts by this instance: delivered (2xx), retry (failed, tried again later), failed (given up), gone (404/410: the subscription was deleted)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of PUSH_OUTCOMES) pushDeliveries.inc({ outcome }, 0);

  const pdfRenders = new Counter({
    name: 'hydroparts_pdf_renders_total',
    help: 'Order documents rendered by this instance, by engine (chromium, fallback = built-in) and outcome (ok, failed)',
    labelNames: ['engine', 'outcome'] as const,
    registers: [registry],
  });
  for (const engine of ['chromium', 'fallback'] as const) {
    for (const outcome of ['ok', 'failed'] as const) pdfRenders.inc({ engine, outcome }, 0);
  }
  const pdfRenderDuration = new Histogram({
    name: 'hydroparts_pdf_render_duration_seconds',
    help: 'How long rendering an order document took, by engine',
    labelNames: ['engine'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
    registers: [registry],
  });

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

  return {
    registry,
    httpDuration,
    mails,
    jobsFinished,
    jobDuration,
    webhookDeliveries,
    pushDeliveries,
    pdfRenders,
    pdfRenderDuration,
  };
}

/** Open live event streams (server-sent events) on this instance, read at scrape time. */
export function watchLiveStreams(metrics: Metrics, connections: () => number): void {
  new Gauge({
    name: 'hydroparts_live_connections',
    help: 'Live event streams (server-sent events) open on this instance',
    registers: [metrics.registry],
    collect() {
      this.set(connections());
    },
  });
}

/** What the document service tells of each render, counted (DocumentDeps' onPdfRendered). */
export function countPdfRenders(metrics: Metrics) {
  return (engine: PdfEngine, outcome: 'ok' | 'failed', seconds: number) => {
    metrics.pdfRenders.inc({ engine, outcome });
    if (outcome === 'ok') metrics.pdfRenderDuration.observe({ engine }, seconds);
  };
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
