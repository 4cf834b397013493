import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UI_LANGUAGES } from '#shared/constants.ts';
import { ctxOf } from '#server/ctx.ts';
import { priceComparisonCsv, priceComparisonPdf } from './service.ts';

/** The owner's request routes: the buyer's, and a seller's acting as buyer ('Meine Anfragen'). */
const OWNER_BASES = [
  { base: '/api/v1/buyer/requests', role: 'buyer' },
  { base: '/api/v1/seller/my-requests', role: 'seller' },
] as const;

const params = z.object({ id: z.uuid('Ungültige Anfrage-ID') });
const querystring = z.object({ language: z.enum(UI_LANGUAGES).optional() });

export function priceComparisonRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requests'];
  for (const { base, role } of OWNER_BASES) {
    // As the offers view it is built from: a buyer's key with offers:read, a seller by session.
    const config = { apiKeyScopes: role === 'buyer' ? (['offers:read'] as const) : [] };
    r.get(
      `${base}/:id/price-comparison.csv`,
      {
        onRequest: app.requireRole(role),
        config,
        schema: {
          tags,
          description: 'Preisspiegel der Anfrage als CSV für deutsches Excel (UTF-8 mit BOM, „;“, Dezimalkomma).',
          params,
          querystring,
        },
      },
      async (req, reply) => {
        const out = await priceComparisonCsv({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, language: req.query.language },
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${out.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('content-language', out.language)
          .send(out.csv);
      },
    );
    r.get(
      `${base}/:id/price-comparison.pdf`,
      {
        onRequest: app.requireRole(role),
        config,
        schema: { tags, description: 'Preisspiegel der Anfrage als PDF (A4 quer).', params, querystring },
      },
      async (req, reply) => {
        const out = await priceComparisonPdf({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, language: req.query.language },
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${out.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('content-language', out.language)
          .send(out.pdf);
      },
    );
  }
}
