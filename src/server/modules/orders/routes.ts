import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '#shared/common/pagination.ts';
import {
  buyerOrderViewSchema,
  checkoutViewSchema,
  orderListQuerySchema,
  placeOrderInputSchema,
  receivedOrderViewSchema,
} from '#shared/orders/schema.ts';
import { approvalPendingResultSchema } from '#shared/approvals/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as orders from './service.ts';
import { placeOrRequest } from './approvals.ts';

/**
 * Ordering: the buyer's routes, and the same service for a seller ordering another seller's
 * offer (buyer_type 'seller', spec 1 §6) under /seller/checkout and /seller/my-orders.
 */
const ORDERING_ROUTES = [
  { checkout: '/api/v1/buyer/checkout', orders: '/api/v1/buyer/orders', role: 'buyer' },
  { checkout: '/api/v1/seller/checkout', orders: '/api/v1/seller/my-orders', role: 'seller' },
] as const;

export function orderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  for (const paths of ORDERING_ROUTES) orderingRoutes(app, paths);

  r.get(
    '/api/v1/buyer/orders/:id',
    {
      onRequest: app.requireRole('buyer'),
      config: { apiKeyScopes: ['orders:place'] },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: buyerOrderViewSchema } },
    },
    async (req) => orders.getOwnOrder({ ctx: ctxOf(app, req), input: { orderId: req.params.id } }),
  );

  r.get(
    '/api/v1/seller/orders',
    {
      onRequest: app.requireRole('seller'),
      config: { apiKeyScopes: ['orders:read'] },
      schema: { tags, querystring: orderListQuerySchema, response: { 200: pageOf(receivedOrderViewSchema) } },
    },
    async (req) => orders.listReceivedOrders({ ctx: ctxOf(app, req), input: req.query }),
  );
}

function orderingRoutes(
  app: FastifyInstance,
  paths: { checkout: string; orders: string; role: 'buyer' | 'seller' },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  // Issue 15: a buyer's key places orders; a seller acting as buyer uses the session.
  const config = {
    apiKeyScopes: paths.role === 'buyer' ? (['orders:place'] as const) : [],
    memberAction: 'orders' as const,
  };
  // Decision 070: a buyer's 'Anforderer' submits the checkout too; its order waits for approval.
  const submitConfig = {
    ...config,
    memberAction: paths.role === 'buyer' ? ('checkout' as const) : ('orders' as const),
  };

  r.get(
    `${paths.checkout}/:offerId`,
    {
      onRequest: app.requireRole(paths.role),
      config,
      schema: { tags, params: z.object({ offerId: z.uuid() }), response: { 200: checkoutViewSchema } },
    },
    async (req) => orders.checkout({ ctx: ctxOf(app, req), input: { offerId: req.params.offerId } }),
  );

  r.post(
    paths.orders,
    {
      onRequest: app.requireRole(paths.role),
      config: submitConfig,
      schema: {
        tags,
        body: placeOrderInputSchema,
        response: {
          201: z.object({ id: z.uuid(), orderNumber: z.string() }),
          202: approvalPendingResultSchema,
        },
      },
    },
    async (req, reply) => {
      const done = await placeOrRequest({ ctx: ctxOf(app, req), input: req.body });
      return done.placed ? reply.code(201).send(done.order) : reply.code(202).send(done.pending);
    },
  );

  r.get(
    paths.orders,
    {
      onRequest: app.requireRole(paths.role),
      config,
      schema: { tags, querystring: orderListQuerySchema, response: { 200: pageOf(buyerOrderViewSchema) } },
    },
    async (req) => orders.listOwnOrders({ ctx: ctxOf(app, req), input: req.query }),
  );
}
