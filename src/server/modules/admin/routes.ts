import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '../../../shared/admin/schema.ts';
import { countStats } from './repository.ts';

export function adminRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/admin/stats',
    {
      preHandler: app.requireRole('admin'),
      schema: { tags: ['admin'], response: { 200: adminStatsSchema } },
    },
    async () => countStats(app.deps.db),
  );
}
