import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerProfileViewSchema, sellerSettingsInputSchema } from '#shared/sellers/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { saveSettings } from './service.ts';

export function sellerSettingsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/v1/seller/settings',
    {
      // Before validation: an anonymous or wrong-role caller learns nothing about the body rules.
      onRequest: app.requireRole('seller'),
      schema: {
        tags: ['sellers'],
        body: sellerSettingsInputSchema,
        response: { 200: sellerProfileViewSchema },
      },
    },
    async (req) => saveSettings({ ctx: ctxOf(app, req), input: req.body }),
  );
}
