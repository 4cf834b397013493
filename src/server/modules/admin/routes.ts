import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '#shared/admin/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { getStats } from './service.ts';
import { adminBuyerRoutes } from './buyers/routes.ts';
import { adminCatalogRoutes } from './catalog/routes.ts';
import { adminMessageRoutes } from './messages/routes.ts';
import { adminMarketplaceRoutes } from './marketplace/routes.ts';
import { adminTemplateRoutes } from './templates/routes.ts';
import { adminLiquidityRoutes } from './liquidity/routes.ts';
import { adminChartRoutes } from './charts/routes.ts';
import { adminSellerRoutes } from './sellers/routes.ts';

export function adminRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/admin/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['admin'], response: { 200: adminStatsSchema } },
    },
    async (req) => getStats({ ctx: ctxOf(app, req) }),
  );
  adminSellerRoutes(app);
  adminBuyerRoutes(app);
  adminMarketplaceRoutes(app);
  adminCatalogRoutes(app);
  adminMessageRoutes(app);
  adminTemplateRoutes(app);
  adminLiquidityRoutes(app);
  adminChartRoutes(app);
}
