import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema } from '#shared/admin/common.ts';
import {
  htmlTemplateInputSchema,
  htmlTemplateListQuerySchema,
  htmlTemplateViewSchema,
  pdfTemplateTestResultSchema,
  pdfTemplateTestSchema,
  pdfTemplateViewSchema,
} from '#shared/admin/templates.ts';
import { ctxOf } from '#server/ctx.ts';
import { adminCrudRoutes } from '#server/modules/admin/crud-routes.ts';
import { adminListRoute } from '#server/modules/admin/list-route.ts';
import * as html from './html-service.ts';
import * as pdf from './pdf-service.ts';
import { AppError } from '#server/errors.ts';
import { cleanField, multipartFailure } from '#server/plugins/input-guard.ts';

/** HTML and PDF (Word) document templates of the Admin-Verwaltung. */
export function adminTemplateRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'documents'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const one = { 200: htmlTemplateViewSchema };

  adminListRoute(
    app,
    '/api/v1/admin/html-templates',
    { query: htmlTemplateListQuerySchema, item: htmlTemplateViewSchema },
    html.listHtmlTemplates,
    tags,
  );
  adminCrudRoutes(
    app,
    '/api/v1/admin/html-templates',
    htmlTemplateInputSchema,
    htmlTemplateViewSchema,
    { create: html.createHtmlTemplate, update: html.updateHtmlTemplate, remove: html.deleteHtmlTemplate },
    tags,
  );
  r.post(
    '/api/v1/admin/html-templates/:id/duplicate',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 201: htmlTemplateViewSchema } } },
    async (req, reply) =>
      reply.code(201).send(await html.duplicateHtmlTemplate({ ctx: ctxOf(app, req), input: req.params })),
  );
  r.post(
    '/api/v1/admin/html-templates/:id/default',
    { onRequest, schema: { tags, params: idParamsSchema, response: one } },
    async (req) => html.setDefaultHtmlTemplate({ ctx: ctxOf(app, req), input: req.params }),
  );

  r.get(
    '/api/v1/admin/pdf-templates',
    { onRequest, schema: { tags, response: { 200: z.object({ items: z.array(pdfTemplateViewSchema) }) } } },
    async (req) => pdf.listPdfTemplates({ ctx: ctxOf(app, req) }),
  );
  r.post(
    '/api/v1/admin/pdf-templates',
    {
      onRequest,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: pdfTemplateViewSchema } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await pdf.uploadPdfTemplate({ ctx: ctxOf(app, req), input: await readUpload(req) })),
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.post(
      `/api/v1/admin/pdf-templates/:id/${action}`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 200: pdfTemplateViewSchema } } },
      async (req) => pdf.setPdfTemplateActive({ ctx: ctxOf(app, req), input: { id: req.params.id, active } }),
    );
  }
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
    async (req) => pdf.testPdfTemplate({ ctx: ctxOf(app, req), input: { ...req.body, id: req.params.id } }),
  );
  r.get(
    '/api/v1/admin/pdf-templates/:id/download',
    { onRequest, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const file = await pdf.downloadPdfTemplate({ ctx: ctxOf(app, req), input: req.params });
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.data);
    },
  );
  r.delete(
    '/api/v1/admin/pdf-templates/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await pdf.deletePdfTemplate({ ctx: ctxOf(app, req), input: req.params });
      return { ok: true as const };
    },
  );
}

/** The upload form's fields and Word file (multipart/form-data), cleaned like every input. */
async function readUpload(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | undefined;
  if (!req.isMultipart()) {
    throw new AppError('VALIDATION', 'Ungültige Anfrage (multipart/form-data erwartet)');
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && data.length > 0) file = { name: cleanField(part.filename), data };
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
  return { name: fields.name ?? '', description: fields.description ?? null, file };
}
