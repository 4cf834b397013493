import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UI_LANGUAGES } from '#shared/constants.ts';
import { ctxOf } from '#server/ctx.ts';
import { contentDisposition } from '#shared/files/download-names.ts';
import { orderPdfFor } from './service.ts';

export function documentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/orders/:orderId/document',
    {
      onRequest: app.requireRole('buyer', 'seller', 'admin'),
      schema: {
        tags: ['documents'],
        description:
          'Order confirmation as PDF, for the order’s buyer and seller and for admins, in the reader’s account language (or `language`).',
        params: z.object({ orderId: z.uuid('Ungültige Bestell-ID') }),
        querystring: z.object({ language: z.enum(UI_LANGUAGES).optional() }),
      },
    },
    async (req, reply) => {
      const doc = await orderPdfFor({
        ctx: ctxOf(app, req),
        input: { orderId: req.params.orderId, language: req.query.language },
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(doc.filename))
        .header('cache-control', 'private, no-store')
        .header('x-document-engine', doc.engine)
        .header('content-language', doc.language)
        .send(doc.pdf);
    },
  );
}
