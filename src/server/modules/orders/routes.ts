import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../../shared/common/pagination.ts';
import {
  buyerOrderViewSchema,
  checkoutViewSchema,
  orderListQuerySchema,
  placeOrderInputSchema,
} from '../../../shared/orders/schema.ts';
import * as orders from './service.ts';

/**
 * The buyer's order routes. The service takes the ordering user and role, so the seller issue
 * reuses it for buyer_type 'seller' through its own routes.
 */
export function orderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/v1/buyer/checkout/:offerId',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, params: z.object({ offerId: z.uuid() }), response: { 200: checkoutViewSchema } },
    },
    async (req) => orders.checkout(app.deps, { user: req.user, offerId: req.params.offerId }),
  );

  r.post(
    '/api/v1/buyer/orders',
    {
      onRequest: app.requireRole('buyer'),
      schema: {
        tags,
        body: placeOrderInputSchema,
        response: { 201: z.object({ id: z.uuid(), orderNumber: z.string() }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await orders.placeOrder(app.deps, { user: req.user, input: req.body })),
  );

  r.get(
    '/api/v1/buyer/orders',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, querystring: orderListQuerySchema, response: { 200: pageOf(buyerOrderViewSchema) } },
    },
    async (req) => orders.listOwnOrders(app.deps, req.user, req.query),
  );

  r.get(
    '/api/v1/buyer/orders/:id',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: buyerOrderViewSchema } },
    },
    async (req) => orders.getOwnOrder(app.deps, req.user, req.params.id),
  );
}
