import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '../../../../shared/admin/common.ts';
import { pageOf } from '../../../../shared/common/pagination.ts';
import {
  directEmailTestSchema,
  emailLogDetailSchema,
  emailLogListQuerySchema,
  emailLogViewSchema,
  messageTemplateInputSchema,
  messageTemplateListQuerySchema,
  messageTemplateViewSchema,
  templateEmailTestSchema,
  type EmailLogView,
} from '../../../../shared/admin/messages.ts';
import { AppError } from '../../../errors.ts';
import * as repo from './repository.ts';
import * as messages from './service.ts';
import { maskSecrets, maskVariables } from '../../mail/mask.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function logView(l: Omit<repo.EmailLogRow, 'content' | 'variablesUsed' | 'jobId' | 'attempt'>): EmailLogView {
  return {
    id: l.id,
    recipientEmail: l.recipientEmail,
    recipientType: l.recipientType,
    templateType: l.templateType,
    subject: l.subject,
    status: l.status,
    errorMessage: l.errorMessage,
    sentAt: iso(l.sentAt),
    createdAt: l.createdAt.toISOString(),
  };
}

/** Message templates, e-mail logs and the e-mail test of the Admin-Verwaltung. */
export function adminMessageRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const ctx = (actorId: string) => ({ db: app.deps.db, actorId, siteUrl: app.deps.config.publicUrl });
  const view = messages.toMessageTemplateView;

  r.get(
    '/api/v1/admin/message-templates',
    {
      onRequest,
      schema: {
        tags,
        querystring: messageTemplateListQuerySchema,
        response: { 200: pageOf(messageTemplateViewSchema) },
      },
    },
    async (req) => {
      const { items, total } = await repo.listMessageTemplates(app.deps.db, req.query);
      return { items: items.map(view), total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );
  r.post(
    '/api/v1/admin/message-templates',
    {
      onRequest,
      schema: { tags, body: messageTemplateInputSchema, response: { 201: messageTemplateViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(view(await messages.createMessageTemplate(ctx(req.user.id), req.body))),
  );
  r.put(
    '/api/v1/admin/message-templates/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: messageTemplateInputSchema,
        response: { 200: messageTemplateViewSchema },
      },
    },
    async (req) => view(await messages.updateMessageTemplate(ctx(req.user.id), req.params.id, req.body)),
  );
  r.post(
    '/api/v1/admin/message-templates/:id/toggle',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: messageTemplateViewSchema } } },
    async (req) => view(await messages.toggleMessageTemplate(ctx(req.user.id), req.params.id)),
  );
  r.delete(
    '/api/v1/admin/message-templates/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await messages.deleteMessageTemplate(ctx(req.user.id), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/v1/admin/email-logs',
    {
      onRequest,
      schema: {
        tags,
        querystring: emailLogListQuerySchema,
        response: { 200: pageOf(emailLogViewSchema) },
      },
    },
    async (req) => {
      const { items, total } = await repo.listEmailLogs(app.deps.db, req.query);
      return { items: items.map(logView), total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );
  r.get(
    '/api/v1/admin/email-logs/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: emailLogDetailSchema } } },
    async (req) => {
      const log = await repo.findEmailLog(app.deps.db, req.params.id);
      if (!log) throw new AppError('NOT_FOUND', 'E-Mail-Log nicht gefunden');
      // Issue 18: admins see that a link was sent, never the live token in it.
      return {
        ...logView(log),
        content: maskSecrets(log.content),
        variablesUsed: maskVariables(log.variablesUsed ?? null),
      };
    },
  );

  r.post(
    '/api/v1/admin/email-test/direct',
    { onRequest, schema: { tags, body: directEmailTestSchema, response: { 202: okSchema } } },
    async (req, reply) => {
      await messages.sendDirectTest(ctx(req.user.id), req.body);
      return reply.code(202).send({ ok: true as const });
    },
  );
  r.post(
    '/api/v1/admin/email-test/template',
    { onRequest, schema: { tags, body: templateEmailTestSchema, response: { 202: okSchema } } },
    async (req, reply) => {
      await messages.sendTemplateTest(ctx(req.user.id), req.body);
      return reply.code(202).send({ ok: true as const });
    },
  );
}
