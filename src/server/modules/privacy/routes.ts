import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/admin/common.ts';
import {
  adminPrivacyResultSchema,
  erasureConfirmSchema,
  exportIdParamsSchema,
  privacyStatusSchema,
} from '#shared/privacy/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as privacy from './service.ts';

/**
 * The account's privacy section (issue 32, decision 052): buyers and sellers, with their browser
 * session only (no API key scope reaches these routes). Admins act for a user on its own routes.
 */
export function privacyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['privacy'];
  const onRequest = app.requireRole('buyer', 'seller');

  r.get(
    '/api/v1/account/privacy',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getPrivacyStatus',
        summary: 'Datenexport und Löschung: Stand',
        description: 'Der letzte Datenexport (solange herunterladbar) und eine beantragte Löschung.',
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.getPrivacyStatus({ ctx: ctxOf(app, req), input: undefined }),
  );

  r.post(
    '/api/v1/account/privacy/export',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'requestDataExport',
        summary: 'Datenexport anfordern (Art. 15/20 DSGVO)',
        description:
          'Ein Auftrag erstellt eine ZIP-Datei mit allen Daten des Kontos; eine E-Mail meldet, wenn sie bereitsteht. 409, solange ein Export erstellt wird.',
        response: { 202: privacyStatusSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await privacy.requestExport({ ctx: ctxOf(app, req), input: undefined })),
  );

  r.get(
    '/api/v1/account/privacy/exports/:id/file',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'downloadDataExport',
        summary: 'Datenexport herunterladen',
        description: 'Die ZIP-Datei, nur für die Sitzung ihres Kontos und bis zu ihrem Ablauf.',
        params: exportIdParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await privacy.downloadExport({ ctx: ctxOf(app, req), input: req.params });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.zip);
    },
  );

  r.post(
    '/api/v1/account/privacy/erasure',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'requestErasure',
        summary: 'Löschung des Kontos beantragen (Art. 17 DSGVO)',
        description:
          'Mit dem Passwort bestätigt; das Konto wird nach der Frist anonymisiert, bis dahin widerrufbar. Bestellungen und ihre Dokumente bleiben aufbewahrt.',
        body: erasureConfirmSchema,
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.requestErasure({ ctx: ctxOf(app, req), input: req.body }),
  );

  r.delete(
    '/api/v1/account/privacy/erasure',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'cancelErasure',
        summary: 'Beantragte Löschung widerrufen',
        description: 'Widerruft eine beantragte Löschung während der Frist.',
        response: { 200: privacyStatusSchema },
      },
    },
    async (req) => privacy.cancelErasure({ ctx: ctxOf(app, req), input: undefined }),
  );

  const admin = app.requireRole('admin');
  r.post(
    '/api/v1/admin/users/:id/privacy/export',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'adminRequestDataExport',
        summary: 'Datenexport für einen Nutzer anfordern',
        description:
          'Protokolliert; der Nutzer erhält die E-Mail und lädt den Export in seinem Konto herunter.',
        params: idParamsSchema,
        response: { 202: adminPrivacyResultSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await privacy.adminRequestExport({ ctx: ctxOf(app, req), input: req.params })),
  );

  r.post(
    '/api/v1/admin/users/:id/privacy/erasure',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'adminEraseUser',
        summary: 'Nutzer sofort löschen (anonymisieren)',
        description:
          'Protokolliert; anonymisiert das Konto sofort. Bestellungen, ihre Dokumente und die darauf nötigen Angaben bleiben für die Aufbewahrungsfristen.',
        params: idParamsSchema,
        response: { 200: adminPrivacyResultSchema },
      },
    },
    async (req) => privacy.adminErase({ ctx: ctxOf(app, req), input: req.params }),
  );
}
