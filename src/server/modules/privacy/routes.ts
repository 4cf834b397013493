import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/admin/common.ts';
import {
  adminPrivacyResultSchema,
  erasureConfirmSchema,
  exportIdParamsSchema,
  privacyStatusSchema,
} from '#shared/privacy/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as privacy from './service.ts';

/**
 * The account's privacy section (issue 32, decision 052): buyers and sellers, with their browser
 * session only (no API key scope reaches these routes). Admins act for a user on its own routes.
 */
export function privacyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['privacy'];
  const onRequest = app.requireRole('buyer', 'seller');

  r.get(
    '/api/v1/account/privacy',
    {
      onRequest,
      schema: {
        tags,
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.getPrivacyStatus({ ctx: ctxOf(app, req), input: undefined }),
  );

  r.post(
    '/api/v1/account/privacy/export',
    {
      onRequest,
      schema: {
        tags,
        response: { 202: privacyStatusSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await privacy.requestExport({ ctx: ctxOf(app, req), input: undefined })),
  );

  r.get(
    '/api/v1/account/privacy/exports/:id/file',
    {
      onRequest,
      schema: {
        tags,
        params: exportIdParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await privacy.downloadExport({ ctx: ctxOf(app, req), input: req.params });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.zip);
    },
  );

  r.post(
    '/api/v1/account/privacy/erasure',
    {
      onRequest,
      schema: {
        tags,
        body: erasureConfirmSchema,
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.requestErasure({ ctx: ctxOf(app, req), input: req.body }),
  );

  r.delete(
    '/api/v1/account/privacy/erasure',
    {
      onRequest,
      schema: {
        tags,
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.cancelErasure({ ctx: ctxOf(app, req), input: undefined }),
  );

  const admin = app.requireRole('admin');
  r.post(
    '/api/v1/admin/users/:id/privacy/export',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 202: adminPrivacyResultSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await privacy.adminRequestExport({ ctx: ctxOf(app, req), input: req.params })),
  );

  r.post(
    '/api/v1/admin/users/:id/privacy/erasure',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: adminPrivacyResultSchema },
      },
    },
    async (req) => privacy.adminErase({ ctx: ctxOf(app, req), input: req.params }),
  );
}
