import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminChartsQuerySchema,
  adminChartsSchema,
  type AdminCharts,
  type AdminChartWeek,
} from '#shared/charts/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { liquidityWeeks } from '../liquidity/repository.ts';
import {
  activityWeeks,
  chartWeeksFilled,
  revenueWeeks,
  sellerFunnel,
  storedChartWeeks,
  withoutJit,
} from './repository.ts';
import { CHART_WEEKS_FILL } from './on-events.ts';

/** The weekly figures counted on demand (decision 059): before the stored weeks are filled. */
async function countedWeeks(tx: Db, weeks: number): Promise<AdminChartWeek[]> {
  const activity = await activityWeeks(tx, weeks);
  const liquidity = await liquidityWeeks(tx, { weeks });
  // Both lists are the same calendar weeks, oldest first (one generate_series each).
  const byWeek = new Map(liquidity.map((w) => [w.weekStart, w]));
  return activity.map((a) => {
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
  });
}

/**
 * Decision 069: the weeks kept by the charts consumer (a primary-key range of admin_chart_weeks)
 * and the invoiced fees of the period (invoices are a few rows a month per seller).
 */
async function keptWeeks(tx: Db, weeks: number): Promise<AdminChartWeek[]> {
  const [stored, revenue] = [await storedChartWeeks(tx, weeks), await revenueWeeks(tx, weeks)];
  return stored.map((w) => ({
    weekStart: w.weekStart,
    requests: w.requests,
    offers: w.offers,
    orders: w.orders,
    revenueCents: revenue.get(w.weekStart) ?? 0,
    // The same share liquidityWeeks gives: of the week's requests, those with two offers or more.
    twoOfferShare: w.requests > 0 ? w.withTwoOffers / w.requests : null,
    medianFirstOfferMinutes: w.medianFirstOfferMinutes,
    widened: w.widened,
    declines: w.declines,
  }));
}

/** Issue 35: the admin dashboard's weekly figures and the seller funnel (decisions 059, 069). */
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
      return withoutJit(ctxOf(app, req).db, async (tx) => ({
        weeks: (await chartWeeksFilled(tx, CHART_WEEKS_FILL))
          ? await keptWeeks(tx, weeks)
          : await countedWeeks(tx, weeks),
        funnel: await sellerFunnel(tx, weeks),
      }));
    },
  );
}
