import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import { extendRequestInputSchema, widenRequestInputSchema } from '#shared/requests/widening.ts';
import { extendOwnRequest, widenOwnRequest } from './service.ts';
import { OWN_REQUESTS_ACTION } from '#shared/teams/permissions.ts';

const idParams = z.object({ id: z.uuid() });

/** The owner's routes of widening (decision 053), for a buyer and a seller acting as buyer. */
const OWN_REQUEST_ROUTES = [
  { base: '/api/v1/buyer/requests', role: 'buyer' },
  { base: '/api/v1/seller/my-requests', role: 'seller' },
] as const;

export function wideningRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requests'];
  for (const { base, role } of OWN_REQUEST_ROUTES) {
    const writeRequests = {
      apiKeyScopes: role === 'buyer' ? (['requests:write'] as const) : [],
      memberAction: OWN_REQUESTS_ACTION,
    };
    // 'An weitere Verkäufer senden': the next ring now, before the window passes.
    r.post(
      `${base}/:id/widen`,
      {
        onRequest: app.requireRole(role),
        config: writeRequests,
        schema: { tags, params: idParams, body: widenRequestInputSchema },
      },
      async (req, reply) => {
        await widenOwnRequest({ ctx: ctxOf(app, req), input: { requestId: req.params.id } });
        return reply.code(204).send();
      },
    );
    // 'Frist verlängern': 7, 14 or 30 days more, at most 60 days from the request's creation.
    r.post(
      `${base}/:id/extend`,
      {
        onRequest: app.requireRole(role),
        config: writeRequests,
        schema: { tags, params: idParams, body: extendRequestInputSchema },
      },
      async (req, reply) => {
        await extendOwnRequest({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, days: req.body.days },
        });
        return reply.code(204).send();
      },
    );
  }
}
