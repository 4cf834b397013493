import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLiquidityQuerySchema, adminLiquiditySchema } from '#shared/admin/liquidity.ts';
import { ctxOf } from '#server/ctx.ts';
import { withoutJit } from '../charts/repository.ts';
import { liquidityWeeks } from './repository.ts';

/** Issue 30: the weekly liquidity figures for the admin statistics (decision 050). */
export function adminLiquidityRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/stats/liquidity',
    {
      // onRequest: the role is checked before the query is validated.
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        querystring: adminLiquidityQuerySchema,
        response: { 200: adminLiquiditySchema },
      },
    },
    async (req) => ({ weeks: await withoutJit(ctxOf(app, req).db, (tx) => liquidityWeeks(tx, req.query)) }),
  );
}
