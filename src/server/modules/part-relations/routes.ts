import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/admin/common.ts';
import { pageOf } from '#shared/common/pagination.ts';
import {
  knownPartRelationsSchema,
  partRelationDecisionSchema,
  partRelationImportResultSchema,
  partRelationInputSchema,
  partRelationListQuerySchema,
  partRelationViewSchema,
} from '#shared/catalog/part-relations.ts';
import { ctxOf } from '#server/ctx.ts';
import { readCsvUpload } from '#server/plugins/csv-upload.ts';
import * as service from './service.ts';

/** Issue 30, decision 046: the cross-reference table and what buyers and sellers see of it. */
export function partRelationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['part-relations'];
  const admin = app.requireRole('admin');

  r.get(
    '/api/v1/admin/part-relations',
    {
      onRequest: admin,
      schema: {
        tags,
        querystring: partRelationListQuerySchema,
        response: { 200: pageOf(partRelationViewSchema) },
      },
    },
    async (req) => service.listRelations({ ctx: ctxOf(app, req), input: req.query }),
  );
  r.post(
    '/api/v1/admin/part-relations',
    {
      onRequest: admin,
      schema: { tags, body: partRelationInputSchema, response: { 201: partRelationViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createRelation({ ctx: ctxOf(app, req), input: req.body })),
  );
  r.delete(
    '/api/v1/admin/part-relations/:id',
    { onRequest: admin, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await service.deleteRelation({ ctx: ctxOf(app, req), input: { id: req.params.id } });
      return reply.code(204).send();
    },
  );
  r.post(
    '/api/v1/admin/part-relations/:id/decision',
    {
      onRequest: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: partRelationDecisionSchema,
        response: { 200: partRelationViewSchema },
      },
    },
    async (req) =>
      service.decideProposal({ ctx: ctxOf(app, req), input: { id: req.params.id, status: req.body.status } }),
  );
  r.get(
    '/api/v1/admin/part-relations/template.csv',
    { onRequest: admin, schema: { tags } },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="querverweise_vorlage.csv"')
        .send(service.relationsTemplateCsv()),
  );
  r.post(
    '/api/v1/admin/part-relations/import',
    {
      onRequest: admin,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: partRelationImportResultSchema } },
    },
    async (req) => {
      const { text } = await readCsvUpload(req);
      return service.importRelationsCsv({ ctx: ctxOf(app, req), input: { text } });
    },
  );

  r.post(
    '/api/v1/seller/part-relations',
    {
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'offers' },
      schema: { tags, body: partRelationInputSchema, response: { 201: partRelationViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await service.proposeRelation({ ctx: ctxOf(app, req), input: req.body })),
  );

  const requestParams = z.object({ id: z.uuid() });
  r.get(
    '/api/v1/buyer/requests/:id/part-relations',
    {
      onRequest: app.requireRole('buyer'),
      config: { apiKeyScopes: ['requests:read', 'requests:write'] },
      schema: { tags, params: requestParams, response: { 200: knownPartRelationsSchema } },
    },
    async (req) => service.relationsForOwner({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );
  r.get(
    '/api/v1/seller/my-requests/:id/part-relations',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags, params: requestParams, response: { 200: knownPartRelationsSchema } },
    },
    async (req) => service.relationsForOwner({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );
  r.get(
    '/api/v1/seller/requests/:id/part-relations',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags, params: requestParams, response: { 200: knownPartRelationsSchema } },
    },
    async (req) => service.relationsForSeller({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );
}
