import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '#shared/admin/common.ts';
import {
  directEmailTestSchema,
  emailLogDetailSchema,
  emailLogListQuerySchema,
  emailLogViewSchema,
  messageTemplateInputSchema,
  messageTemplateListQuerySchema,
  messageTemplateViewSchema,
  templateEmailTestSchema,
} from '#shared/admin/messages.ts';
import { ctxOf } from '#server/ctx.ts';
import { adminCrudRoutes } from '#server/modules/admin/crud-routes.ts';
import { adminListRoute } from '#server/modules/admin/list-route.ts';
import * as messages from './service.ts';

/** Message templates, e-mail logs and the e-mail test of the Admin-Verwaltung. */
export function adminMessageRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');

  adminListRoute(
    app,
    '/api/v1/admin/message-templates',
    { query: messageTemplateListQuerySchema, item: messageTemplateViewSchema },
    messages.listMessageTemplates,
  );
  adminCrudRoutes(
    app,
    '/api/v1/admin/message-templates',
    messageTemplateInputSchema,
    messageTemplateViewSchema,
    {
      create: messages.createMessageTemplate,
      update: messages.updateMessageTemplate,
      toggle: messages.toggleMessageTemplate,
      remove: messages.deleteMessageTemplate,
    },
  );

  adminListRoute(
    app,
    '/api/v1/admin/email-logs',
    { query: emailLogListQuerySchema, item: emailLogViewSchema },
    messages.listEmailLogs,
  );
  r.get(
    '/api/v1/admin/email-logs/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: emailLogDetailSchema } } },
    async (req) => messages.getEmailLog({ ctx: ctxOf(app, req), input: req.params }),
  );

  r.post(
    '/api/v1/admin/email-test/direct',
    { onRequest, schema: { tags, body: directEmailTestSchema, response: { 202: okSchema } } },
    async (req, reply) => {
      await messages.sendDirectTest({ ctx: ctxOf(app, req), input: req.body });
      return reply.code(202).send({ ok: true as const });
    },
  );
  r.post(
    '/api/v1/admin/email-test/template',
    { onRequest, schema: { tags, body: templateEmailTestSchema, response: { 202: okSchema } } },
    async (req, reply) => {
      await messages.sendTemplateTest({ ctx: ctxOf(app, req), input: req.body });
      return reply.code(202).send({ ok: true as const });
    },
  );
}
