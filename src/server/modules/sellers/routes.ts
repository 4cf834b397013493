import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerProfileViewSchema } from '../../../shared/sellers/schema.ts';
import { AppError } from '../../errors.ts';
import { findSellerProfile } from './repository.ts';
import { toSellerProfileView } from './views.ts';

export function sellerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/seller/profile',
    {
      onRequest: app.requireRole('seller'),
      schema: { tags: ['sellers'], response: { 200: sellerProfileViewSchema } },
    },
    async (req) => {
      const row = await findSellerProfile(app.deps.db, req.user.id);
      if (!row) throw new AppError('NOT_FOUND', 'Verkäuferdaten konnten nicht geladen werden');
      return toSellerProfileView(row);
    },
  );
}
