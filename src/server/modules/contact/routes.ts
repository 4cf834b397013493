import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInputSchema, contactResultSchema } from '../../../shared/contact/schema.ts';
import { siteInfoSchema, type SiteInfo } from '../../../shared/site-info/schema.ts';
import { submitContactMessage } from './service.ts';

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
      await submitContactMessage(app.deps, req.body);
      return reply.code(201).send({ ok: true as const });
    },
  );

  // Imprint and privacy notice name the operator; the values live in configuration, not in code.
  r.get('/api/v1/site-info', { schema: { tags, response: { 200: siteInfoSchema } } }, async (_req, reply) => {
    const c = app.deps.config.company;
    reply.header('cache-control', 'public, max-age=300');
    const info: SiteInfo = {
      companyName: c.name,
      address: c.address,
      managingDirector: c.managingDirector,
      registerCourt: c.registerCourt,
      registerNumber: c.registerNumber,
      vatId: c.vatId,
      chamber: c.chamber,
      email: c.email,
      phone: c.phone,
    };
    return info;
  });
}
