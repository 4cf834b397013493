import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerProfileViewSchema } from '#shared/sellers/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as sellers from './service.ts';

export function sellerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/seller/profile',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags: ['sellers'], response: { 200: sellerProfileViewSchema } },
    },
    async (req) => sellers.getOwnProfile({ ctx: ctxOf(app, req) }),
  );
}
