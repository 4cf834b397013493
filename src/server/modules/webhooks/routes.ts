import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import {
  createdWebhookSchema,
  rotateSecretInputSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookUpdateSchema,
  webhookViewSchema,
} from '#shared/webhooks/schema.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './service.ts';

const params = z.object({ id: z.uuid() });
const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/** Webhooks of the signed-in seller or buyer (issue 15); another account's id is "not found". */
export function webhookRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('seller', 'buyer');
  const tags = ['webhooks'];

  r.get(
    '/api/v1/webhooks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Eigene Webhooks',
        response: { 200: z.object({ items: z.array(webhookViewSchema) }) },
      },
    },
    (req) => listWebhooks({ ctx: ctxOf(app, req) }),
  );
  r.post(
    '/api/v1/webhooks',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: {
        tags,
        summary: 'Webhook anlegen',
        description: 'Das Signatur-Geheimnis steht nur in dieser Antwort.',
        body: webhookInputSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createWebhook({ ctx: ctxOf(app, req), input: req.body })),
  );
  r.patch(
    '/api/v1/webhooks/:id',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: {
        tags,
        summary: 'Webhook ändern',
        params,
        body: webhookUpdateSchema,
        response: { 200: webhookViewSchema },
      },
    },
    (req) => updateWebhook({ ctx: ctxOf(app, req), input: { id: req.params.id, ...req.body } }),
  );
  r.delete(
    '/api/v1/webhooks/:id',
    { onRequest, config: { memberAction: 'apiKeys' }, schema: { tags, summary: 'Webhook löschen', params } },
    async (req, reply) => {
      await deleteWebhook({ ctx: ctxOf(app, req), input: { id: req.params.id } });
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/v1/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Zustellprotokoll',
        params,
        response: { 200: z.object({ items: z.array(webhookDeliverySchema) }) },
      },
    },
    (req) => listWebhookDeliveries({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
  );
  r.post(
    '/api/v1/webhooks/:id/test',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: { tags, summary: 'Testereignis senden', params, response: { 202: webhookDeliverySchema } },
    },
    async (req, reply) =>
      reply.status(202).send(await sendTestEvent({ ctx: ctxOf(app, req), input: { id: req.params.id } })),
  );
  r.post(
    '/api/v1/webhooks/:id/rotate-secret',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: {
        tags,
        params,
        body: rotateSecretInputSchema.nullish(),
        response: { 200: createdWebhookSchema },
      },
    },
    (req) => rotateWebhookSecret({ ctx: ctxOf(app, req), input: { id: req.params.id, ...req.body } }),
  );
  r.post(
    '/api/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: { tags, params: deliveryParams, response: { 202: webhookDeliverySchema } },
    },
    async (req, reply) =>
      reply.status(202).send(await redeliverWebhookDelivery({ ctx: ctxOf(app, req), input: req.params })),
  );
}
