import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerProfileViewSchema, sellerSettingsInputSchema } from '#shared/sellers/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { sellerRegionsInputSchema, sellerRegionsSchema } from '#shared/regions/regions.ts';
import { sellerWideningSchema } from '#shared/requests/widening.ts';
import { getRegions, getWidening, saveRegions, saveSettings, saveWidening } from './service.ts';

export function sellerSettingsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/v1/seller/settings',
    {
      // Before validation: an anonymous or wrong-role caller learns nothing about the body rules.
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'settings' },
      schema: {
        tags: ['sellers'],
        body: sellerSettingsInputSchema,
        response: { 200: sellerProfileViewSchema },
      },
    },
    async (req) => saveSettings({ ctx: ctxOf(app, req), input: req.body }),
  );

  // Issue 30: the countries and German postcode areas the seller delivers to.
  r.get(
    '/api/v1/seller/regions',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags: ['sellers'], response: { 200: sellerRegionsSchema } },
    },
    async (req) => getRegions({ ctx: ctxOf(app, req) }),
  );
  r.put(
    '/api/v1/seller/regions',
    {
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'settings' },
      schema: { tags: ['sellers'], body: sellerRegionsInputSchema, response: { 200: sellerRegionsSchema } },
    },
    async (req) => saveRegions({ ctx: ctxOf(app, req), input: req.body }),
  );

  // Decision 053: 'Anfragen über meine Marken hinaus, wenn wenige Angebote kommen' (default off).
  r.get(
    '/api/v1/seller/widening',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags: ['sellers'], response: { 200: sellerWideningSchema } },
    },
    async (req) => getWidening({ ctx: ctxOf(app, req) }),
  );
  r.put(
    '/api/v1/seller/widening',
    {
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'settings' },
      schema: { tags: ['sellers'], body: sellerWideningSchema, response: { 200: sellerWideningSchema } },
    },
    async (req) => saveWidening({ ctx: ctxOf(app, req), input: req.body }),
  );
}
