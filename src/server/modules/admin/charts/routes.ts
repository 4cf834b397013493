import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminChartsQuerySchema, adminChartsSchema, type AdminCharts } from '#shared/charts/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { liquidityWeeks } from '../liquidity/repository.ts';
import { activityWeeks, sellerFunnel, withoutJit } from './repository.ts';

/** Issue 35: the admin dashboard's weekly figures and the seller funnel (decision 059). */
export function adminChartRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/stats/charts',
    {
      // onRequest: the role is checked before the query is validated.
      onRequest: app.requireRole('admin'),
      schema: { tags: ['admin'], querystring: adminChartsQuerySchema, response: { 200: adminChartsSchema } },
    },
    async (req): Promise<AdminCharts> => {
      const { weeks } = req.query;
      const [activity, liquidity, funnel] = await withoutJit(
        ctxOf(app, req).db,
        async (tx) =>
          [
            await activityWeeks(tx, weeks),
            await liquidityWeeks(tx, { weeks }),
            await sellerFunnel(tx, weeks),
          ] as const,
      );
      // Both lists are the same calendar weeks, oldest first (one generate_series each).
      const byWeek = new Map(liquidity.map((w) => [w.weekStart, w]));
      return {
        weeks: activity.map((a) => {
          const l = byWeek.get(a.weekStart);
          return {
            weekStart: a.weekStart,
            requests: a.requests,
            offers: a.offers,
            orders: a.orders,
            revenueCents: a.revenueCents,
            twoOfferShare: l?.twoOfferShare ?? null,
            medianFirstOfferMinutes: l?.medianFirstOfferMinutes ?? null,
            widened: l?.widened ?? 0,
            declines: l?.declines ?? 0,
          };
        }),
        funnel,
      };
    },
  );
}
