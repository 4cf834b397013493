import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPdfFor } from './service.ts';

export function documentRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/orders/:orderId/document',
    {
      onRequest: app.requireRole('buyer', 'seller', 'admin'),
      schema: {
        tags: ['documents'],
        description: 'Order confirmation as PDF, for the order’s buyer and seller and for admins.',
        params: z.object({ orderId: z.uuid('Ungültige Bestell-ID') }),
      },
    },
    async (req, reply) => {
      const doc = await orderPdfFor(app.deps, req.user, req.params.orderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${doc.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-document-engine', doc.engine)
        .send(doc.pdf);
    },
  );
}
