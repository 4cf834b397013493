import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '#server/ctx.ts';
import {
  apiKeyListSchema,
  apiKeyViewSchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from '#shared/api-keys/schema.ts';
import { createKey, listKeys, revokeKey } from './service.ts';

/**
 * Key management (issue 15) for buyers and sellers, with the session only: these routes name no
 * `apiKeyScopes`, so a key can never list, create or revoke keys.
 */
export function apiKeyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const onRequest = app.requireRole('buyer', 'seller');

  r.get(
    '/api/v1/api-keys',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: 'Eigene API-Schlüssel auflisten',
        description:
          'Name, Berechtigungen, Erstellung, letzte Nutzung und Widerruf jedes eigenen Schlüssels; nie der Schlüssel selbst.',
        response: { 200: apiKeyListSchema },
      },
    },
    async (req) => ({ items: await listKeys({ ctx: ctxOf(app, req) }) }),
  );

  r.post(
    '/api/v1/api-keys',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'API-Schlüssel erstellen',
        description:
          'Erstellt einen Schlüssel mit Namen und Berechtigungen der eigenen Rolle. Die Antwort enthält den Schlüssel (`key`) – das einzige Mal; gespeichert wird nur sein Hash.',
        body: createApiKeyInputSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createKey({ ctx: ctxOf(app, req), input: req.body })),
  );

  r.delete(
    '/api/v1/api-keys/:id',
    {
      onRequest,
      config: { memberAction: 'apiKeys' },
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'API-Schlüssel widerrufen',
        description:
          'Widerruft einen eigenen Schlüssel sofort; jede weitere Anfrage mit ihm wird mit 401 abgewiesen.',
        params: z.object({ id: z.uuid() }),
        response: { 200: apiKeyViewSchema },
      },
    },
    async (req) => revokeKey({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
  );
}
