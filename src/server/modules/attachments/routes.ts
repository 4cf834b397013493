import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentListSchema, DOCUMENTS_FIELD } from '#shared/attachments/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { readDocuments } from './multipart.ts';
import * as attachments from './service.ts';
import { deleteOfferDocument, deleteRequestDocument } from './delete.ts';
import { OWN_REQUESTS_ACTION } from '#shared/teams/permissions.ts';

const requestParams = z.object({ id: z.uuid() });
const requestFileParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

/** PDF bytes as a download: never shown inline, never sniffed, never cached by others. */
function sendPdf(reply: FastifyReply, file: attachments.DocumentFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.data);
}

/**
 * Decision 067: PDF documents on requests (the buyer's, sent with the new request) and on offers
 * (the seller's, added to a pending offer). Decision 072: a key reads them with the scopes that
 * read the request or the offer itself (the service checks the key acts as the party it reads
 * as); attaching and deleting stay with the browser session.
 */
export function attachmentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attachments'];
  const parties = app.requireRole('buyer', 'seller');
  // A request's documents: as its buyer (requests:write) or a seller it reaches (requests:read).
  const readRequest = { apiKeyScopes: ['requests:read', 'requests:write'] } as const;
  // An offer's documents: as the request's buyer (offers:read) or the offering seller (offers:write).
  const readOffer = { apiKeyScopes: ['offers:read', 'offers:write'] } as const;

  r.get(
    '/api/v1/requests/:id/attachments',
    {
      onRequest: parties,
      config: readRequest,
      schema: {
        tags,
        params: requestParams,
        description:
          'Die PDF-Dokumente einer Anfrage: für ihren Käufer und für Verkäufer, denen sie angezeigt wird. Fremde sehen "dokument-N.pdf".',
        response: { 200: attachmentListSchema },
      },
    },
    async (req) =>
      attachments.listRequestDocuments({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );

  r.get(
    '/api/v1/requests/:id/attachments/:attachmentId',
    { onRequest: parties, config: readRequest, schema: { tags, params: requestFileParams } },
    async (req, reply) =>
      sendPdf(
        reply,
        await attachments.requestDocumentFile({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, attachmentId: req.params.attachmentId },
        }),
      ),
  );

  r.get(
    '/api/v1/offers/:id/attachments',
    {
      onRequest: parties,
      config: readOffer,
      schema: {
        tags,
        params: requestParams,
        description:
          'Die PDF-Dokumente eines Angebots: für den anbietenden Verkäufer und den Käufer der Anfrage (als "dokument-N.pdf").',
        response: { 200: attachmentListSchema },
      },
    },
    async (req) =>
      attachments.listOfferDocuments({ ctx: ctxOf(app, req), input: { offerId: req.params.id } }),
  );

  r.get(
    '/api/v1/offers/:id/attachments/:attachmentId',
    { onRequest: parties, config: readOffer, schema: { tags, params: requestFileParams } },
    async (req, reply) =>
      sendPdf(
        reply,
        await attachments.offerDocumentFile({
          ctx: ctxOf(app, req),
          input: { offerId: req.params.id, attachmentId: req.params.attachmentId },
        }),
      ),
  );

  r.post(
    '/api/v1/seller/offers/:id/attachments',
    {
      onRequest: app.requireRole('seller'),
      // Decision 066: a company's 'Vertrieb' (and its owner) attach to the company's offers.
      config: { memberAction: 'offers' },
      schema: {
        tags,
        params: requestParams,
        consumes: ['multipart/form-data'],
        description: `Bis zu 3 PDF-Dokumente (Feld "${DOCUMENTS_FIELD}", je höchstens 10 MB und 200 Seiten) an ein eigenes ausstehendes Angebot; Metadaten werden entfernt.`,
        response: { 201: attachmentListSchema },
      },
    },
    async (req, reply) => {
      const files = await readDocuments(req);
      const list = await attachments.addOfferDocuments({
        ctx: ctxOf(app, req),
        input: { offerId: req.params.id, files },
      });
      return reply.code(201).send(list);
    },
  );

  // Decision 072: the uploader's company deletes its own document while it can still be changed.
  r.delete(
    '/api/v1/requests/:id/attachments/:attachmentId',
    {
      onRequest: parties,
      config: { memberAction: OWN_REQUESTS_ACTION },
      schema: {
        tags,
        params: requestFileParams,
        description:
          'Löscht ein PDF-Dokument der eigenen Anfrage, solange sie offen ist. Andere erhalten 404.',
      },
    },
    async (req, reply) => {
      await deleteRequestDocument({
        ctx: ctxOf(app, req),
        input: { requestId: req.params.id, attachmentId: req.params.attachmentId },
      });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/v1/seller/offers/:id/attachments/:attachmentId',
    {
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'offers' },
      schema: {
        tags,
        params: requestFileParams,
        description: 'Löscht ein PDF-Dokument des eigenen ausstehenden Angebots. Andere erhalten 404.',
      },
    },
    async (req, reply) => {
      await deleteOfferDocument({
        ctx: ctxOf(app, req),
        input: { offerId: req.params.id, attachmentId: req.params.attachmentId },
      });
      return reply.status(204).send();
    },
  );
}
