import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import {
  cancelOrderInputSchema,
  confirmOrderInputSchema,
  orderTransitionResultSchema,
  shipOrderInputSchema,
} from '#shared/orders/schema.ts';
import { receiptInputSchema } from '#shared/orders/complaint.ts';
import { transitionOrder } from './service.ts';

const params = z.object({ id: z.uuid() });

/**
 * Order transitions (issue 14). One path per verb for both parties; who may do what follows from
 * the caller's relation to the order (shared state machine): the seller who received it confirms,
 * ships or cancels; the ordering account (buyer or seller acting as buyer) confirms receipt or
 * cancels. Admins only watch.
 */
export function orderLifecycleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], params, response: { 200: orderTransitionResultSchema } };
  const onRequest = app.requireRole('buyer', 'seller');
  // Issue 15: the seller's key updates orders (confirm, ship, cancel); the buyer's key, which
  // places orders, confirms receipt and cancels.
  const update = { apiKeyScopes: ['orders:update'], memberAction: 'orders' } as const;
  const place = { apiKeyScopes: ['orders:place'], memberAction: 'orders' } as const;
  const either = { apiKeyScopes: ['orders:update', 'orders:place'], memberAction: 'orders' } as const;

  r.post(
    '/api/v1/orders/:id/confirm',
    { onRequest, config: update, schema: { ...base, body: confirmOrderInputSchema } },
    (req) =>
      transitionOrder({
        ctx: ctxOf(app, req),
        input: { orderId: req.params.id, verb: 'confirm', data: req.body },
      }),
  );
  r.post(
    '/api/v1/orders/:id/ship',
    { onRequest, config: update, schema: { ...base, body: shipOrderInputSchema } },
    (req) =>
      transitionOrder({
        ctx: ctxOf(app, req),
        input: { orderId: req.params.id, verb: 'ship', data: req.body },
      }),
  );
  // Issue 34: without a body all is well; `complaint` reports damage, a wrong part or a partial delivery.
  r.post(
    '/api/v1/orders/:id/receipt',
    { onRequest, config: place, schema: { ...base, body: receiptInputSchema.optional() } },
    (req) =>
      transitionOrder({
        ctx: ctxOf(app, req),
        input: { orderId: req.params.id, verb: 'receipt', data: req.body ?? {} },
      }),
  );
  r.post(
    '/api/v1/orders/:id/cancel',
    { onRequest, config: either, schema: { ...base, body: cancelOrderInputSchema } },
    (req) =>
      transitionOrder({
        ctx: ctxOf(app, req),
        input: { orderId: req.params.id, verb: 'cancel', data: req.body },
      }),
  );
}
