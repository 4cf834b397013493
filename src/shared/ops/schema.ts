import { z } from 'zod';

/** GET /api/health: the process answers (liveness). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

const checkSchema = z.enum(['ok', 'failed']);

/** GET /api/ready: 200 when every part works, 503 naming the failing part (load balancers). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: checkSchema, migrations: checkSchema, storage: checkSchema }),
});
export type ReadinessBody = z.infer<typeof readinessSchema>;
