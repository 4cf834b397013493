import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/admin/common.ts';
import {
  adminSellerDetailViewSchema,
  adminSellerEditSchema,
  adminSellerListQuerySchema,
  adminSellerViewSchema,
} from '#shared/admin/sellers.ts';
import { ctxOf } from '#server/ctx.ts';
import { adminListRoute } from '#server/modules/admin/list-route.ts';
import * as sellers from './service.ts';

export function adminSellerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');

  adminListRoute(
    app,
    '/api/v1/admin/sellers',
    { query: adminSellerListQuerySchema, item: adminSellerViewSchema },
    sellers.listSellers,
  );

  r.get(
    '/api/v1/admin/sellers/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminSellerDetailViewSchema } } },
    async (req) => sellers.sellerDetails({ ctx: ctxOf(app, req), input: req.params }),
  );

  const actions = {
    approve: sellers.approveSeller,
    reject: sellers.rejectSeller,
    'toggle-payment': sellers.togglePayment,
    'toggle-active': sellers.toggleActive,
  } as const;
  for (const [name, run] of Object.entries(actions)) {
    r.post(
      `/api/v1/admin/sellers/:id/${name}`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminSellerViewSchema } } },
      async (req) => run({ ctx: ctxOf(app, req), input: req.params }),
    );
  }

  r.patch(
    '/api/v1/admin/sellers/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminSellerEditSchema,
        response: { 200: adminSellerViewSchema },
      },
    },
    async (req) => sellers.editSeller({ ctx: ctxOf(app, req), input: { ...req.body, id: req.params.id } }),
  );
}
