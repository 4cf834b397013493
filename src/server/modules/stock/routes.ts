import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAllStockSchema,
  deletedStockSchema,
  deleteStockLinesSchema,
  stockLineInputSchema,
  stockLinePageSchema,
  stockLineViewSchema,
  stockListQuerySchema,
  stockUploadModeSchema,
  stockUploadReportSchema,
} from '#shared/stock/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { readCsvUploadBytes } from '#server/plugins/csv-upload.ts';
import * as service from './service.ts';
import { autoOfferSettingsInputSchema, autoOfferSettingsViewSchema } from '#shared/stock/auto-offer.ts';

const lineParams = z.object({ id: z.uuid() });

/**
 * Issue 31, decision 055: the seller's stock list ('Lagerbestand'), in the browser and with an
 * API key holding 'stock:write'. Only the seller's own lines are ever read or written.
 */
export function stockRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stock'];
  const onRequest = app.requireRole('seller');
  const config = { apiKeyScopes: ['stock:write'], memberAction: 'offers' } as const;

  r.get(
    '/api/v1/seller/stock',
    {
      onRequest,
      config,
      schema: { tags, querystring: stockListQuerySchema, response: { 200: stockLinePageSchema } },
    },
    async (req) => service.listStock({ ctx: ctxOf(app, req), input: req.query }),
  );
  r.post(
    '/api/v1/seller/stock/upload',
    {
      onRequest,
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: stockUploadReportSchema },
      },
    },
    async (req) => {
      const { data, fields } = await readCsvUploadBytes(req);
      const mode = stockUploadModeSchema.safeParse(fields.mode ?? 'merge');
      if (!mode.success)
        throw new AppError('VALIDATION', mode.error.issues[0]?.message ?? 'Ungültiger Modus');
      return service.uploadStock({ ctx: ctxOf(app, req), input: { bytes: data, mode: mode.data } });
    },
  );
  r.get('/api/v1/seller/stock/export.csv', { onRequest, config, schema: { tags } }, async (req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="lagerbestand.csv"')
      .send(await service.stockDownload({ ctx: ctxOf(app, req) })),
  );
  r.get('/api/v1/seller/stock/template.csv', { onRequest, config, schema: { tags } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="lagerbestand_vorlage.csv"')
      .send(service.stockTemplate()),
  );
  // Decision 062: the limits of automatic offers from stock (off by default).
  r.get(
    '/api/v1/seller/stock/auto-offer',
    { onRequest, config, schema: { tags, response: { 200: autoOfferSettingsViewSchema } } },
    async (req) => service.autoOfferSettings({ ctx: ctxOf(app, req) }),
  );
  r.put(
    '/api/v1/seller/stock/auto-offer',
    {
      onRequest,
      config,
      schema: { tags, body: autoOfferSettingsInputSchema, response: { 200: autoOfferSettingsViewSchema } },
    },
    async (req) => service.saveAutoOfferSettings({ ctx: ctxOf(app, req), input: req.body }),
  );
  r.put(
    '/api/v1/seller/stock/:id',
    {
      onRequest,
      config,
      schema: {
        tags,
        params: lineParams,
        body: stockLineInputSchema,
        response: { 200: stockLineViewSchema },
      },
    },
    async (req) =>
      service.updateStockLine({ ctx: ctxOf(app, req), input: { id: req.params.id, line: req.body } }),
  );
  r.post(
    '/api/v1/seller/stock/delete',
    {
      onRequest,
      config,
      schema: { tags, body: deleteStockLinesSchema, response: { 200: deletedStockSchema } },
    },
    async (req) => service.deleteStockLines({ ctx: ctxOf(app, req), input: { ids: req.body.ids } }),
  );
  r.post(
    '/api/v1/seller/stock/delete-all',
    {
      onRequest,
      config,
      schema: { tags, body: deleteAllStockSchema, response: { 200: deletedStockSchema } },
    },
    async (req) => service.deleteAllStock({ ctx: ctxOf(app, req) }),
  );
}
