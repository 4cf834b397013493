import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import {
  adminRatingViewSchema,
  hideRatingCommentInputSchema,
  orderRatingViewSchema,
  rateOrderInputSchema,
} from '#shared/ratings/schema.ts';
import { editRating, hideRatingComment, rateOrder } from './service.ts';

const params = z.object({ id: z.uuid() });

/**
 * Ratings (issue 14): the ordering account rates the seller of a delivered order (POST, once)
 * and may change it for 14 days (PATCH); an admin hides an abusive comment.
 */
export function ratingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const party = app.requireRole('buyer', 'seller');
  const config = { memberAction: 'orders' } as const;
  const schema = {
    tags: ['ratings'],
    params,
    body: rateOrderInputSchema,
    response: { 200: orderRatingViewSchema, 201: orderRatingViewSchema },
  };

  r.post('/api/v1/orders/:id/rating', { onRequest: party, config, schema }, async (req, reply) => {
    const view = await rateOrder({ ctx: ctxOf(app, req), input: { orderId: req.params.id, data: req.body } });
    return reply.code(201).send(view);
  });
  r.patch('/api/v1/orders/:id/rating', { onRequest: party, config, schema }, (req) =>
    editRating({ ctx: ctxOf(app, req), input: { orderId: req.params.id, data: req.body } }),
  );

  r.patch(
    '/api/v1/admin/ratings/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        params,
        body: hideRatingCommentInputSchema,
        response: { 200: adminRatingViewSchema },
      },
    },
    (req) => hideRatingComment({ ctx: ctxOf(app, req), input: { ratingId: req.params.id, data: req.body } }),
  );
}
