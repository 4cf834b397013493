import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/admin/common.ts';
import { pageOf } from '#shared/common/pagination.ts';
import {
  translationEditSchema,
  translationExportQuerySchema,
  translationImportResultSchema,
  translationListQuerySchema,
  translationViewSchema,
} from '#shared/admin/translations.ts';
import { AppError } from '#server/errors.ts';
import { cleanField, multipartFailure } from '#server/plugins/input-guard.ts';
import { ctxOf } from '#server/ctx.ts';
import * as service from './admin-service.ts';

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

/** The Übersetzungen tab: list, inline edit, CSV template, export and import (spec 2 §7). */
export function translationAdminRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'translations'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');

  r.get(
    '/api/v1/admin/translations',
    {
      onRequest,
      schema: {
        tags,
        querystring: translationListQuerySchema,
        response: { 200: pageOf(translationViewSchema) },
      },
    },
    async (req) => service.listTranslations({ ctx: ctxOf(app, req), input: req.query }),
  );
  r.put(
    '/api/v1/admin/translations/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: translationEditSchema,
        response: { 200: translationViewSchema },
      },
    },
    async (req) =>
      service.editTranslation({ ctx: ctxOf(app, req), input: { id: req.params.id, ...req.body } }),
  );
  r.get('/api/v1/admin/translations/template.csv', { onRequest, schema: { tags } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="translations_template.csv"')
      .send(service.translationsTemplateCsv()),
  );
  r.get(
    '/api/v1/admin/translations/export.csv',
    { onRequest, schema: { tags, querystring: translationExportQuerySchema } },
    async (req, reply) => {
      const name = ['translations', req.query.language, req.query.category].filter(Boolean).join('_');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(
          await service.exportTranslationsCsv({
            ctx: ctxOf(app, req),
            input: {
              ...(req.query.language ? { language: req.query.language } : {}),
              ...(req.query.category ? { category: req.query.category } : {}),
              separator: req.query.separator,
            },
          }),
        );
    },
  );
  r.post(
    '/api/v1/admin/translations/import',
    {
      onRequest,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: translationImportResultSchema } },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('VALIDATION', 'Keine Datei ausgewählt');
      let file: { name: string; type: string; data: Buffer } | undefined;
      let updateExisting = false;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file' && data.length > 0)
              file = { name: part.filename, type: part.mimetype, data };
          } else if (cleanField(part.fieldname) === 'updateExisting') {
            updateExisting = cleanField(part.value) === 'true';
          } else {
            cleanField(part.value);
          }
        }
      } catch (err) {
        throw multipartFailure(err);
      }
      if (!file) throw new AppError('VALIDATION', 'Keine Datei ausgewählt');
      if (!CSV_TYPES.has(file.type) || !/\.csv$/i.test(file.name))
        throw new AppError('VALIDATION', service.INVALID_FILE);
      const text = service.decodeCsvUpload(file.data);
      return service.importTranslationsCsv({ ctx: ctxOf(app, req), input: { text, updateExisting } });
    },
  );
}
