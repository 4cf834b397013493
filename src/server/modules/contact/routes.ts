import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInputSchema, contactResultSchema } from '#shared/contact/schema.ts';
import { siteInfoSchema } from '#shared/site-info/schema.ts';
import { publicCtx } from '#server/ctx.ts';
import * as contact from './service.ts';

/** DESIGN.md §5: the public form is rate-limited like the auth routes, so it cannot flood the operator. */
const contactLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

export function contactRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact'];

  r.post(
    '/api/v1/contact',
    {
      config: contactLimit,
      schema: { tags, body: contactInputSchema, response: { 201: contactResultSchema } },
    },
    async (req, reply) => {
      await contact.submitContactMessage({ ctx: publicCtx(app), input: req.body });
      return reply.code(201).send({ ok: true as const });
    },
  );

  r.get('/api/v1/site-info', { schema: { tags, response: { 200: siteInfoSchema } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return contact.siteInfo({ ctx: publicCtx(app) });
  });
}
