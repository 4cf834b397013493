import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import {
  pushConfigSchema,
  pushDeviceSchema,
  pushSettingsSchema,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
} from '#shared/push/schema.ts';
import {
  getSettings,
  listDevices,
  pushConfig,
  removeDevice,
  saveSettings,
  subscribe,
  unsubscribe,
} from './service.ts';

const params = z.object({ id: z.uuid() });

/** Web Push of the signed-in seller or buyer (issue 31, decision 056); another account's device is "not found". */
export function pushRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('seller', 'buyer');
  const tags = ['push'];

  r.get(
    '/api/v1/push/config',
    {
      onRequest,
      schema: { tags, summary: 'Öffentlicher VAPID-Schlüssel', response: { 200: pushConfigSchema } },
    },
    (req) => pushConfig({ ctx: ctxOf(app, req) }),
  );
  r.get(
    '/api/v1/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Eigene Geräte mit Push-Benachrichtigungen',
        response: { 200: z.object({ items: z.array(pushDeviceSchema) }) },
      },
    },
    (req) => listDevices({ ctx: ctxOf(app, req) }),
  );
  r.post(
    '/api/v1/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Dieses Gerät für Push-Benachrichtigungen anmelden',
        description: 'Der Inhalt von PushSubscription.toJSON() des Browsers.',
        body: pushSubscribeInputSchema,
        response: { 201: pushDeviceSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await subscribe({ ctx: ctxOf(app, req), input: req.body, userAgent: req.headers['user-agent'] }),
        ),
  );
  r.post(
    '/api/v1/push/unsubscribe',
    {
      onRequest,
      schema: { tags, summary: 'Dieses Gerät abmelden', body: pushUnsubscribeInputSchema },
    },
    async (req, reply) => {
      await unsubscribe({ ctx: ctxOf(app, req), input: req.body });
      return reply.status(204).send();
    },
  );
  r.delete(
    '/api/v1/push/subscriptions/:id',
    { onRequest, schema: { tags, summary: 'Gerät entfernen', params } },
    async (req, reply) => {
      await removeDevice({ ctx: ctxOf(app, req), input: { id: req.params.id } });
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/v1/push/settings',
    {
      onRequest,
      schema: { tags, summary: 'Gewünschte Push-Benachrichtigungen', response: { 200: pushSettingsSchema } },
    },
    (req) => getSettings({ ctx: ctxOf(app, req) }),
  );
  r.put(
    '/api/v1/push/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Gewünschte Push-Benachrichtigungen speichern',
        body: pushSettingsSchema,
        response: { 200: pushSettingsSchema },
      },
    },
    (req) => saveSettings({ ctx: ctxOf(app, req), input: req.body }),
  );
}
