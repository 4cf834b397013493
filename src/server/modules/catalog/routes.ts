import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandViewSchema, countryViewSchema, paymentTermViewSchema } from '#shared/catalog/schema.ts';
import { publicCtx } from '#server/ctx.ts';
import * as catalog from './service.ts';

/** Public reference data for signup and request forms (active rows only). */
export function catalogRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  r.get(
    '/api/v1/countries',
    { schema: { tags, response: { 200: z.object({ items: z.array(countryViewSchema) }) } } },
    async () => ({ items: await catalog.listCountries({ ctx: publicCtx(app) }) }),
  );
  r.get(
    '/api/v1/brands',
    { schema: { tags, response: { 200: z.object({ items: z.array(brandViewSchema) }) } } },
    async () => ({ items: await catalog.listBrands({ ctx: publicCtx(app) }) }),
  );
  r.get(
    '/api/v1/payment-terms',
    { schema: { tags, response: { 200: z.object({ items: z.array(paymentTermViewSchema) }) } } },
    async () => ({ items: await catalog.listPaymentTerms({ ctx: publicCtx(app) }) }),
  );
}
