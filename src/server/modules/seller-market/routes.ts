import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOfferInputSchema,
  relevantRequestsQuerySchema,
  sellerOfferPageSchema,
  sellerOffersQuerySchema,
  sellerOfferViewSchema,
  sellerRequestPageSchema,
  sellerSummarySchema,
} from '#shared/seller-market/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { contentDisposition } from '#shared/files/download-names.ts';
import { UI_LANGUAGES } from '#shared/constants.ts';
import * as market from './service.ts';
import * as declines from './declines.ts';
import { withdrawOffer } from './withdraw.ts';
import { declineRequestInputSchema, sellerDeclineListSchema } from '#shared/seller-market/decline.ts';
import { assignmentViewSchema, assignRequestInputSchema } from '#shared/teams/assignment.ts';

const requestParams = z.object({ id: z.uuid() });
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/** The seller's side of the market: relevant requests, their photos, own offers, summary counts. */
export function sellerMarketRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller-market'];
  // Before validation: an anonymous or wrong-role caller learns nothing about the body rules.
  const onRequest = app.requireRole('seller');
  const readRequests = { apiKeyScopes: ['requests:read'] } as const;
  const writeOffers = { apiKeyScopes: ['offers:write'], memberAction: 'offers' } as const;

  r.get(
    '/api/v1/seller/requests',
    {
      onRequest,
      config: readRequests,
      schema: { tags, querystring: relevantRequestsQuerySchema, response: { 200: sellerRequestPageSchema } },
    },
    async (req) => market.relevantRequests({ ctx: ctxOf(app, req), input: req.query }),
  );

  // Issue 37 (decision 071): a request of the list assigned to a colleague, or taken back (null).
  r.put(
    '/api/v1/seller/requests/:id/assignee',
    {
      onRequest,
      config: { apiKeyScopes: ['offers:write'], memberAction: 'assign' },
      schema: {
        tags,
        params: requestParams,
        body: assignRequestInputSchema,
        response: { 200: assignmentViewSchema },
      },
    },
    async (req) =>
      market.assignRelevantRequest({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, assigneeId: req.body.assigneeId },
      }),
  );

  r.get(
    '/api/v1/seller/requests/:id/photos/:photoId',
    { onRequest, config: readRequests, schema: { tags, params: photoParams } },
    async (req, reply) => {
      const photo = await market.requestPhoto({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, photoId: req.params.photoId },
      });
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${photo.fileName}"`)
        .send(photo.data);
    },
  );

  r.get(
    '/api/v1/seller/requests/:id/photos.zip',
    {
      onRequest,
      config: readRequests,
      schema: {
        tags,
        params: requestParams,
        // The archive's name in the reader's language (decision 078); the account's without it.
        querystring: z.object({ language: z.enum(UI_LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const { zip, fileName } = await market.requestPhotosZip({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, language: req.query.language },
      });
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(fileName))
        .send(zip);
    },
  );

  r.post(
    '/api/v1/seller/offers',
    {
      onRequest,
      config: writeOffers,
      schema: { tags, body: createOfferInputSchema, response: { 201: sellerOfferViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await market.createOffer({ ctx: ctxOf(app, req), input: req.body })),
  );

  r.get(
    '/api/v1/seller/offers',
    {
      onRequest,
      config: writeOffers,
      schema: { tags, querystring: sellerOffersQuerySchema, response: { 200: sellerOfferPageSchema } },
    },
    async (req) => market.ownOffers({ ctx: ctxOf(app, req), input: req.query }),
  );

  r.get(
    '/api/v1/seller/offers/:id',
    {
      onRequest,
      config: writeOffers,
      schema: { tags, params: requestParams, response: { 200: sellerOfferViewSchema } },
    },
    async (req) => market.ownOffer({ ctx: ctxOf(app, req), input: { offerId: req.params.id } }),
  );

  // Decision 054: 'Angebot zurückziehen' while no offer is accepted; a new offer may follow.
  r.post(
    '/api/v1/seller/offers/:id/withdraw',
    {
      onRequest,
      config: writeOffers,
      schema: { tags, params: requestParams, response: { 200: sellerOfferViewSchema } },
    },
    async (req) => withdrawOffer({ ctx: ctxOf(app, req), input: { offerId: req.params.id } }),
  );

  r.get(
    '/api/v1/seller/summary',
    { onRequest, config: readRequests, schema: { tags, response: { 200: sellerSummarySchema } } },
    async (req) => market.summary({ ctx: ctxOf(app, req) }),
  );

  // Issue 30, 'Kann ich nicht liefern': decline with a reason, the own declines, undo.
  r.post(
    '/api/v1/seller/requests/:id/decline',
    {
      onRequest,
      config: writeOffers,
      schema: {
        tags,
        params: requestParams,
        body: declineRequestInputSchema,
        response: { 201: sellerDeclineListSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await declines.declineRequest({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, ...req.body },
        }),
      ),
  );

  r.delete(
    '/api/v1/seller/requests/:id/decline',
    {
      onRequest,
      config: writeOffers,
      schema: { tags, params: requestParams, response: { 200: sellerDeclineListSchema } },
    },
    async (req) => declines.undoDecline({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );

  r.get(
    '/api/v1/seller/declines',
    { onRequest, config: readRequests, schema: { tags, response: { 200: sellerDeclineListSchema } } },
    async (req) => declines.ownDeclines({ ctx: ctxOf(app, req) }),
  );
}
