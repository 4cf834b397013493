import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminBuyerEditSchema, adminBuyerViewSchema } from '../../../../shared/admin/buyers.ts';
import { idParamsSchema, okSchema, pageQuerySchema } from '../../../../shared/admin/common.ts';
import { pageOf } from '../../../../shared/common/pagination.ts';
import { listBuyers } from './repository.ts';
import * as buyers from './service.ts';

export function adminBuyerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const ctx = (actorId: string) => ({ db: app.deps.db, actorId });

  r.get(
    '/api/v1/admin/buyers',
    {
      onRequest,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(adminBuyerViewSchema) } },
    },
    async (req) => {
      const { items, total } = await listBuyers(app.deps.db, req.query);
      return {
        items: items.map(buyers.toAdminBuyerView),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      };
    },
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
    async (req) => buyers.editBuyer(ctx(req.user.id), req.params.id, req.body),
  );
  r.post(
    '/api/v1/admin/buyers/:id/deactivate',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminBuyerViewSchema } } },
    async (req) => buyers.deactivateBuyer(ctx(req.user.id), req.params.id),
  );
  r.delete(
    '/api/v1/admin/buyers/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await buyers.deleteBuyer(ctx(req.user.id), req.params.id);
      return { ok: true as const };
    },
  );
}
