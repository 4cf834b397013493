import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '#server/ctx.ts';
import { sellerPerformanceQuerySchema, sellerPerformanceSchema } from '#shared/seller-performance/schema.ts';
import { ownPerformance } from './service.ts';

/** Issue 35: the seller's performance figures for its dashboard's charts, its own only. */
export function sellerPerformanceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/seller/performance',
    {
      onRequest: app.requireRole('seller'),
      config: { apiKeyScopes: ['offers:write'] },
      schema: {
        tags: ['seller-market'],
        querystring: sellerPerformanceQuerySchema,
        response: { 200: sellerPerformanceSchema },
      },
    },
    async (req) => ownPerformance({ ctx: ctxOf(app, req), input: req.query }),
  );
}
