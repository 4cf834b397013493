import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLiquidityQuerySchema, adminLiquiditySchema } from '#shared/admin/liquidity.ts';
import { ctxOf } from '#server/ctx.ts';
import { chartWeeksFilled, storedChartWeeks, withoutJit } from '../charts/repository.ts';
import { CHART_WEEKS_FILL } from '../charts/on-events.ts';
import { keptLiquidityWeek, liquidityWeeks } from './repository.ts';

/**
 * Issue 30: the weekly liquidity figures for the admin statistics (decision 050). The whole
 * market's weeks are the ones the charts consumer keeps (decision 069: a primary-key range of
 * admin_chart_weeks, the same figures); a brand or an urgency is counted on demand, over the
 * period's requests of that urgency or all of the period's requests for a brand.
 */
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
    async (req) => ({
      weeks: await withoutJit(ctxOf(app, req).db, async (tx) =>
        !req.query.brandId && !req.query.urgency && (await chartWeeksFilled(tx, CHART_WEEKS_FILL))
          ? (await storedChartWeeks(tx, req.query.weeks)).map(keptLiquidityWeek)
          : liquidityWeeks(tx, req.query),
      ),
    }),
  );
}
