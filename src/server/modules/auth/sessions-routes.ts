import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endOtherSessionsInputSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '#shared/auth/sessions.ts';
import { ctxOf } from '#server/ctx.ts';
import { sessionTokenOf } from '#server/plugins/auth.ts';
import * as sessions from './sessions.ts';

/** Issue 34: the account's session list, ending one other session or all others. */
export function sessionsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const signedIn = app.requireRole('buyer', 'seller', 'admin');

  r.get(
    '/api/v1/auth/sessions',
    { onRequest: signedIn, schema: { tags, response: { 200: sessionListSchema } } },
    async (req) => sessions.listSessions({ ctx: ctxOf(app, req), input: { token: sessionTokenOf(req) } }),
  );

  r.delete(
    '/api/v1/auth/sessions/:id',
    {
      onRequest: signedIn,
      schema: { tags, params: sessionIdParamsSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) =>
      sessions.endSession({ ctx: ctxOf(app, req), input: { token: sessionTokenOf(req), id: req.params.id } }),
  );

  r.post(
    '/api/v1/auth/sessions/end-others',
    {
      onRequest: signedIn,
      schema: {
        tags,
        body: endOtherSessionsInputSchema,
        response: { 200: z.object({ ended: z.number().int() }) },
      },
    },
    async (req) => sessions.endOtherSessions({ ctx: ctxOf(app, req), input: { token: sessionTokenOf(req) } }),
  );
}
