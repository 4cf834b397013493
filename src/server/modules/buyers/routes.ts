import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buyerProfileViewSchema,
  updateBuyerCompanyInputSchema,
  updateBuyerPersonalInputSchema,
} from '#shared/buyers/schema.ts';
import { buyerChartsQuerySchema, buyerChartsSchema } from '#shared/charts/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as buyers from './service.ts';

export function buyerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buyers'];
  const onRequest = app.requireRole('buyer');

  r.get(
    '/api/v1/buyer/profile',
    { onRequest, schema: { tags, response: { 200: buyerProfileViewSchema } } },
    async (req) => buyers.getOwnProfile({ ctx: ctxOf(app, req) }),
  );

  r.patch(
    '/api/v1/buyer/profile',
    {
      onRequest,
      config: { memberAction: 'settings' },
      schema: { tags, body: updateBuyerPersonalInputSchema, response: { 200: buyerProfileViewSchema } },
    },
    async (req) => buyers.updatePersonal({ ctx: ctxOf(app, req), input: req.body }),
  );

  r.patch(
    '/api/v1/buyer/company',
    {
      onRequest,
      config: { memberAction: 'settings' },
      schema: { tags, body: updateBuyerCompanyInputSchema, response: { 200: buyerProfileViewSchema } },
    },
    async (req) => buyers.updateCompany({ ctx: ctxOf(app, req), input: req.body }),
  );

  // Issue 35: the buyer's dashboard charts; onRequest checks the role before the query is validated.
  r.get(
    '/api/v1/buyer/charts',
    {
      onRequest,
      schema: { tags, querystring: buyerChartsQuerySchema, response: { 200: buyerChartsSchema } },
    },
    async (req) => buyers.getCharts({ ctx: ctxOf(app, req), input: req.query }),
  );
}
