import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '#shared/common/pagination.ts';
import { buyerRequestOffersSchema } from '#shared/offers/schema.ts';
import {
  buyerRequestListQuerySchema,
  buyerRequestViewSchema,
  cancelRequestInputSchema,
  closeRequestInputSchema,
  createRequestInputSchema,
  samePartAnswerSchema,
  samePartQuerySchema,
} from '#shared/requests/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { endRequest } from './lifecycle.ts';
import { AppError } from '#server/errors.ts';
import { readMultipart } from './multipart.ts';
import { strictSchema } from '#server/plugins/strict-bodies.ts';
import * as requests from './service.ts';
import { OWN_REQUESTS_ACTION } from '#shared/teams/permissions.ts';
import { assignmentViewSchema, assignRequestInputSchema } from '#shared/teams/assignment.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * Own requests: the buyer's routes, and the same service for a seller acting as buyer
 * (spec 1 §6: a seller may create requests and see other sellers' offers on them).
 */
const OWN_REQUEST_ROUTES = [
  { base: '/api/v1/buyer/requests', role: 'buyer' },
  { base: '/api/v1/seller/my-requests', role: 'seller' },
] as const;

export function requestRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requests'];

  for (const { base, role } of OWN_REQUEST_ROUTES) ownRequestRoutes(app, base, role);

  r.get(
    '/api/v1/requests/:id/photos/:photoId',
    {
      onRequest: app.requireRole('buyer', 'seller', 'admin'),
      config: { apiKeyScopes: ['requests:read', 'requests:write'] },
      schema: { tags, params: z.object({ id: z.uuid(), photoId: z.uuid() }) },
    },
    async (req, reply) => {
      const photo = await requests.photoFile({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, photoId: req.params.photoId },
      });
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="${photo.fileName}"`)
        .send(photo.data);
    },
  );
}

function ownRequestRoutes(app: FastifyInstance, base: string, role: 'buyer' | 'seller'): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requests'];
  // Issue 15: a buyer's key reaches the buyer's routes; a seller acting as buyer uses the session.
  const writeRequests = {
    apiKeyScopes: role === 'buyer' ? (['requests:write'] as const) : [],
    memberAction: OWN_REQUESTS_ACTION,
  };
  const readOffers = { apiKeyScopes: role === 'buyer' ? (['offers:read'] as const) : [] };

  r.post(
    base,
    {
      onRequest: app.requireRole(role),
      config: writeRequests,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Felder wie createRequestInputSchema, dazu bis zu 5 Fotos (Feld "photos") und bis zu 3 PDF-Dokumente (Feld "documents", je höchstens 10 MB und 200 Seiten; Metadaten werden entfernt).',
        response: { 201: buyerRequestViewSchema },
      },
    },
    async (req, reply) => {
      const { fields, files, documents } = await readMultipart(req);
      const parsed = strictSchema(createRequestInputSchema).safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Ungültige Eingabe');
      }
      const view = await requests.createRequest({
        ctx: ctxOf(app, req),
        input: { data: parsed.data, files, documents },
      });
      return reply.code(201).send(view);
    },
  );

  r.get(
    base,
    {
      onRequest: app.requireRole(role),
      config: writeRequests,
      schema: {
        tags,
        querystring: buyerRequestListQuerySchema,
        response: { 200: pageOf(buyerRequestViewSchema) },
      },
    },
    async (req) => requests.listOwnRequests({ ctx: ctxOf(app, req), input: req.query }),
  );

  // Issue 14: the owner ends the request; cancelling requires a reason.
  r.post(
    `${base}/:id/close`,
    {
      onRequest: app.requireRole(role),
      config: writeRequests,
      schema: {
        tags,
        params: idParams,
        body: closeRequestInputSchema,
        response: { 200: buyerRequestViewSchema },
      },
    },
    async (req) =>
      endRequest({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, action: 'close', reason: req.body.reason },
      }),
  );

  r.post(
    `${base}/:id/cancel`,
    {
      onRequest: app.requireRole(role),
      config: writeRequests,
      schema: {
        tags,
        params: idParams,
        body: cancelRequestInputSchema,
        response: { 200: buyerRequestViewSchema },
      },
    },
    async (req) =>
      endRequest({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, action: 'cancel', reason: req.body.reason },
      }),
  );

  // Issue 30: own requests for the same part in the last 30 days (the form's and page's hint).
  r.get(
    `${base}/same-part`,
    {
      onRequest: app.requireRole(role),
      config: writeRequests,
      schema: { tags, querystring: samePartQuerySchema, response: { 200: samePartAnswerSchema } },
    },
    async (req) => requests.samePartRequests({ ctx: ctxOf(app, req), input: req.query }),
  );

  // Issue 37 (decision 071): the request assigned to a colleague, or taken back (null).
  r.put(
    `${base}/:id/assignee`,
    {
      onRequest: app.requireRole(role),
      config: { apiKeyScopes: writeRequests.apiKeyScopes, memberAction: 'assign' },
      schema: {
        tags,
        params: idParams,
        body: assignRequestInputSchema,
        response: { 200: assignmentViewSchema },
      },
    },
    async (req) =>
      requests.assignOwnRequest({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, assigneeId: req.body.assigneeId },
      }),
  );

  r.get(
    `${base}/:id/offers`,
    {
      onRequest: app.requireRole(role),
      config: readOffers,
      schema: { tags, params: idParams, response: { 200: buyerRequestOffersSchema } },
    },
    async (req) =>
      requests.offersForOwnRequest({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );
}
