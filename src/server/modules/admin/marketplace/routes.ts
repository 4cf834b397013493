import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '#shared/admin/common.ts';
import { pageOf } from '#shared/common/pagination.ts';
import {
  adminOfferViewSchema,
  adminOrderListQuerySchema,
  adminOrderViewSchema,
  adminRequestCountsSchema,
  adminRequestListQuerySchema,
  adminRequestViewSchema,
} from '#shared/admin/marketplace.ts';
import { ctxOf } from '#server/ctx.ts';
import { adminListRoute } from '#server/modules/admin/list-route.ts';
import * as marketplace from './service.ts';

/** Read-only lists of requests, offers and orders for the admin tabs. */
export function adminMarketplaceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');

  r.get(
    '/api/v1/admin/requests',
    {
      onRequest,
      schema: {
        tags,
        querystring: adminRequestListQuerySchema,
        response: { 200: pageOf(adminRequestViewSchema).extend({ counts: adminRequestCountsSchema }) },
      },
    },
    async (req) => marketplace.listRequests({ ctx: ctxOf(app, req), input: req.query }),
  );

  r.get(
    '/api/v1/admin/requests/:id/offers',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ items: z.array(adminOfferViewSchema) }) },
      },
    },
    async (req) => marketplace.listOffersOfRequest({ ctx: ctxOf(app, req), input: req.params }),
  );

  adminListRoute(
    app,
    '/api/v1/admin/offers',
    { query: pageQuerySchema, item: adminOfferViewSchema },
    marketplace.listOffers,
  );
  adminListRoute(
    app,
    '/api/v1/admin/orders',
    { query: adminOrderListQuerySchema, item: adminOrderViewSchema },
    marketplace.listOrders,
  );
}
