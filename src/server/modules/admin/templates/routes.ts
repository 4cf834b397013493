import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema } from '../../../../shared/admin/common.ts';
import { pageOf } from '../../../../shared/common/pagination.ts';
import {
  htmlTemplateInputSchema,
  htmlTemplateListQuerySchema,
  htmlTemplateViewSchema,
  pdfTemplateTestResultSchema,
  pdfTemplateTestSchema,
  pdfTemplateViewSchema,
} from '../../../../shared/admin/templates.ts';
import { previewOrderDocument } from '../../documents/service.ts';
import * as html from './html-service.ts';
import * as pdf from './pdf-service.ts';
import { findPdfTemplate, listHtmlTemplates, listPdfTemplates } from './repository.ts';
import { AppError } from '../../../errors.ts';
import { cleanField, multipartFailure } from '../../../plugins/input-guard.ts';

/** HTML and PDF (Word) document templates of the Admin-Verwaltung. */
export function adminTemplateRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'documents'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const ctx = (actorId: string) => ({ db: app.deps.db, actorId, blobs: app.deps.blobs });
  const view = html.toHtmlTemplateView;
  const one = { 200: htmlTemplateViewSchema };

  r.get(
    '/api/v1/admin/html-templates',
    {
      onRequest,
      schema: {
        tags,
        querystring: htmlTemplateListQuerySchema,
        response: { 200: pageOf(htmlTemplateViewSchema) },
      },
    },
    async (req) => {
      const { items, total } = await listHtmlTemplates(app.deps.db, req.query);
      return { items: items.map(view), total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );
  r.post(
    '/api/v1/admin/html-templates',
    {
      onRequest,
      schema: { tags, body: htmlTemplateInputSchema, response: { 201: htmlTemplateViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(view(await html.createHtmlTemplate(ctx(req.user.id), req.body))),
  );
  r.put(
    '/api/v1/admin/html-templates/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: htmlTemplateInputSchema, response: one } },
    async (req) => view(await html.updateHtmlTemplate(ctx(req.user.id), req.params.id, req.body)),
  );
  r.post(
    '/api/v1/admin/html-templates/:id/duplicate',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 201: htmlTemplateViewSchema } } },
    async (req, reply) =>
      reply.code(201).send(view(await html.duplicateHtmlTemplate(ctx(req.user.id), req.params.id))),
  );
  r.post(
    '/api/v1/admin/html-templates/:id/default',
    { onRequest, schema: { tags, params: idParamsSchema, response: one } },
    async (req) => view(await html.setDefaultHtmlTemplate(ctx(req.user.id), req.params.id)),
  );
  r.delete(
    '/api/v1/admin/html-templates/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await html.deleteHtmlTemplate(ctx(req.user.id), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/v1/admin/pdf-templates',
    { onRequest, schema: { tags, response: { 200: z.object({ items: z.array(pdfTemplateViewSchema) }) } } },
    async () => ({ items: (await listPdfTemplates(app.deps.db)).map(pdf.toPdfTemplateView) }),
  );
  r.post(
    '/api/v1/admin/pdf-templates',
    {
      onRequest,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: pdfTemplateViewSchema } },
    },
    async (req, reply) => {
      const fields: Record<string, string> = {};
      let file: { name: string; data: Buffer } | undefined;
      if (!req.isMultipart()) {
        throw new AppError('VALIDATION', 'Ungültige Anfrage (multipart/form-data erwartet)');
      }
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file' && data.length > 0)
              file = { name: cleanField(part.filename), data };
          } else {
            fields[cleanField(part.fieldname)] = cleanField(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('VALIDATION', 'Die Datei ist zu groß');
        }
        throw multipartFailure(err);
      }
      const row = await pdf.uploadPdfTemplate(ctx(req.user.id), {
        name: fields.name ?? '',
        description: fields.description ?? null,
        file,
      });
      return reply.code(201).send(pdf.toPdfTemplateView(row));
    },
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.post(
      `/api/v1/admin/pdf-templates/:id/${action}`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 200: pdfTemplateViewSchema } } },
      async (req) =>
        pdf.toPdfTemplateView(await pdf.setPdfTemplateActive(ctx(req.user.id), req.params.id, active)),
    );
  }
  // Spec 2 §7 generate-order-pdf-from-template: the Word template filled with a real order's
  // values and shown as HTML; nothing is stored, so this is a read and leaves no audit row.
  r.post(
    '/api/v1/admin/pdf-templates/:id/test',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: pdfTemplateTestSchema,
        response: { 200: pdfTemplateTestResultSchema },
      },
    },
    async (req) => {
      // Without this check an unknown id would silently test the HTML template instead.
      if (!(await findPdfTemplate(app.deps.db, req.params.id))) {
        throw new AppError('NOT_FOUND', 'Template nicht gefunden');
      }
      const preview = await previewOrderDocument(app.deps, req.body.orderId, {
        pdfTemplateId: req.params.id,
      });
      return { success: true, message: 'Test erfolgreich', htmlPreview: preview?.html ?? '' };
    },
  );
  r.get(
    '/api/v1/admin/pdf-templates/:id/download',
    { onRequest, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const { row, data } = await pdf.downloadPdfTemplate(ctx(req.user.id), req.params.id);
      return reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .send(data);
    },
  );
  r.delete(
    '/api/v1/admin/pdf-templates/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await pdf.deletePdfTemplate(ctx(req.user.id), req.params.id);
      return { ok: true as const };
    },
  );
}
