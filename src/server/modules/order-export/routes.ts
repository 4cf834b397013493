import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderListQuerySchema } from '#shared/orders/schema.ts';
import { germanDay } from '#shared/format/german.ts';
import { ctxOf } from '#server/ctx.ts';
import { placedOrdersCsv, receivedOrdersCsv } from './service.ts';

/** The list's filter without its paging: the export is every page of it. */
const exportQuery = orderListQuerySchema.omit({ page: true, pageSize: true });

const DESCRIPTION =
  'Alle Bestellungen der Liste mit ihrem Filter als CSV für deutsches Excel (UTF-8 mit BOM, „;“, Dezimalkomma); höchstens 5.000, dann sagt es die letzte Zeile.';

function sendCsv(reply: FastifyReply, name: string, out: { csv: string; count: number; total: number }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${germanDay()}.csv"`)
    .header('cache-control', 'private, no-store')
    .header('x-total-count', String(out.total))
    .send(out.csv);
}

/** Issue 34: the order lists as CSV for bookkeeping — placed (buyer, seller as buyer) and received. */
export function orderExportRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  for (const { url, role } of [
    { url: '/api/v1/buyer/orders.csv', role: 'buyer' },
    { url: '/api/v1/seller/my-orders.csv', role: 'seller' },
  ] as const) {
    r.get(
      url,
      {
        onRequest: app.requireRole(role),
        // As the list it exports: a buyer's key with orders:place, a seller by session.
        config: { apiKeyScopes: role === 'buyer' ? (['orders:place'] as const) : [] },
        schema: { tags, description: DESCRIPTION, querystring: exportQuery },
      },
      async (req, reply) =>
        sendCsv(reply, 'bestellungen', await placedOrdersCsv({ ctx: ctxOf(app, req), input: req.query })),
    );
  }
  r.get(
    '/api/v1/seller/orders.csv',
    {
      onRequest: app.requireRole('seller'),
      config: { apiKeyScopes: ['orders:read'] },
      schema: { tags, description: DESCRIPTION, querystring: exportQuery },
    },
    async (req, reply) =>
      sendCsv(reply, 'auftraege', await receivedOrdersCsv({ ctx: ctxOf(app, req), input: req.query })),
  );
}
