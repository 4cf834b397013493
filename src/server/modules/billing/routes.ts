import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceListQuerySchema,
  billingOverviewSchema,
  camtImportBodySchema,
  camtImportResultSchema,
  INVOICE_FILE_FORMATS,
  invoiceIdParamsSchema,
  invoiceViewSchema,
  noticeBodySchema,
} from '#shared/billing/invoices.ts';
import { ctxOf } from '#server/ctx.ts';
import * as billing from './service.ts';
import { importCamt } from './camt-import.ts';

/** Issue 32: the seller's 'Abrechnung', invoice files, and the admins' invoices. */
export function billingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/seller/billing',
    {
      onRequest: app.requireRole('seller'),
      schema: {
        tags: ['billing'],
        description: 'The seller’s plan, trial end, next invoice, notice and invoices.',
        response: { 200: billingOverviewSchema },
      },
    },
    async (req) => billing.overview({ ctx: ctxOf(app, req), input: {} }),
  );
  r.post(
    '/api/v1/seller/billing/notice',
    {
      onRequest: app.requireRole('seller'),
      config: { memberAction: 'billing' },
      schema: {
        tags: ['billing'],
        description:
          'Gives notice: the contract ends on the date the terms give (12-month term, 3-month notice).',
        body: noticeBodySchema,
        response: { 200: billingOverviewSchema },
      },
    },
    async (req) => billing.giveNotice({ ctx: ctxOf(app, req), input: {} }),
  );
  r.get(
    '/api/v1/billing/invoices/:id/:format',
    {
      onRequest: app.requireRole('seller', 'admin'),
      schema: {
        tags: ['billing'],
        description:
          'An invoice of the seller fee: `pdf` (§ 14 UStG), `xml` (XRechnung 3, UBL) or `zugferd` (Factur-X/ZUGFeRD EN 16931 PDF). Its seller and admins only.',
        params: invoiceIdParamsSchema.extend({
          format: z.enum(INVOICE_FILE_FORMATS, 'Unbekanntes Format (pdf, xml oder zugferd)'),
        }),
      },
    },
    async (req, reply) => {
      const file = await billing.invoiceDownload({ ctx: ctxOf(app, req), input: req.params });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  r.get(
    '/api/v1/admin/invoices',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['billing'],
        description: 'All invoices of the seller fee, newest first (at most 500), optionally of one status.',
        querystring: adminInvoiceListQuerySchema,
        response: { 200: z.array(invoiceViewSchema) },
      },
    },
    async (req) => billing.listInvoices({ ctx: ctxOf(app, req), input: req.query }),
  );
  r.post(
    '/api/v1/admin/invoices/:id/paid',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['billing'],
        description: 'Marks an open invoice paid (a seller made unpaid by billing operates again).',
        params: invoiceIdParamsSchema,
        response: { 200: invoiceViewSchema },
      },
    },
    async (req) => billing.markPaid({ ctx: ctxOf(app, req), input: req.params }),
  );
  r.post(
    '/api/v1/admin/invoices/:id/credit-note',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['billing'],
        description:
          'Cancels an open or paid invoice by a credit note (HP-G number, same amounts, names the invoice); the invoice turns credited.',
        params: invoiceIdParamsSchema,
        response: { 201: invoiceViewSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await billing.creditInvoice({ ctx: ctxOf(app, req), input: req.params })),
  );
  r.post(
    '/api/v1/admin/invoices/camt',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['billing'],
        description:
          'Imports a CAMT.053 bank statement: a credit naming one invoice number for its gross amount marks it paid; every line with its outcome.',
        body: camtImportBodySchema,
        response: { 200: camtImportResultSchema },
      },
    },
    async (req) => importCamt({ ctx: ctxOf(app, req), input: req.body }),
  );
}
