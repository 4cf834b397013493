import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminBuyerEditSchema, adminBuyerViewSchema } from '#shared/admin/buyers.ts';
import { idParamsSchema, okSchema, pageQuerySchema } from '#shared/admin/common.ts';
import { ctxOf } from '#server/ctx.ts';
import { adminListRoute } from '#server/modules/admin/list-route.ts';
import * as buyers from './service.ts';

export function adminBuyerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');

  adminListRoute(
    app,
    '/api/v1/admin/buyers',
    { query: pageQuerySchema, item: adminBuyerViewSchema },
    buyers.listBuyers,
  );
  r.patch(
    '/api/v1/admin/buyers/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminBuyerEditSchema,
        response: { 200: adminBuyerViewSchema },
      },
    },
    async (req) => buyers.editBuyer({ ctx: ctxOf(app, req), input: { ...req.body, id: req.params.id } }),
  );
  r.post(
    '/api/v1/admin/buyers/:id/deactivate',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminBuyerViewSchema } } },
    async (req) => buyers.deactivateBuyer({ ctx: ctxOf(app, req), input: req.params }),
  );
  r.delete(
    '/api/v1/admin/buyers/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await buyers.deleteBuyer({ ctx: ctxOf(app, req), input: req.params });
      return { ok: true as const };
    },
  );
}
