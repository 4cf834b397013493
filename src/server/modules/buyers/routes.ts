import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerProfileViewSchema } from '../../../shared/buyers/schema.ts';
import { AppError } from '../../errors.ts';
import { findBuyerProfile } from './repository.ts';
import { toBuyerProfileView } from './views.ts';

export function buyerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/buyer/profile',
    {
      preHandler: app.requireRole('buyer'),
      schema: { tags: ['buyers'], response: { 200: buyerProfileViewSchema } },
    },
    async (req) => {
      const row = await findBuyerProfile(app.deps.db, req.user.id);
      if (!row) throw new AppError('NOT_FOUND', 'Profil konnte nicht geladen werden');
      return toBuyerProfileView(row);
    },
  );
}
