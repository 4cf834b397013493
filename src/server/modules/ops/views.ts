import type { z } from 'zod';
import type { healthSchema, ReadinessBody } from '#shared/ops/schema.ts';
import type { Readiness } from './readiness.ts';

/** Liveness: the process answers; how long it has run tells a restart loop from a steady one. */
export function toHealthView(uptimeSeconds: number): z.infer<typeof healthSchema> {
  return { status: 'ok', uptimeSeconds: Math.round(uptimeSeconds) };
}

/** Readiness names each check, so an operator sees which dependency holds the instance back. */
export function toReadinessView(r: Readiness): ReadinessBody {
  return {
    status: r.ready ? 'ready' : 'unavailable',
    checks: { database: r.checks.database, migrations: r.checks.migrations, storage: r.checks.storage },
  };
}
