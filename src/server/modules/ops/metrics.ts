import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { countOpenJobs } from './repository.ts';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  mails: Counter<'status'>;
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

  new Gauge({
    name: 'hydroparts_jobs',
    help: 'Background jobs in the shared queue by type and state (pending = waiting)',
    labelNames: ['type', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countOpenJobs(database.db);
      this.reset();
      for (const r of rows) this.set({ type: r.type, status: r.status }, r.count);
    },
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

  return { registry, httpDuration, mails };
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
