import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buyerProfileViewSchema,
  updateBuyerCompanyInputSchema,
  updateBuyerPersonalInputSchema,
} from '../../../shared/buyers/schema.ts';
import { AppError } from '../../errors.ts';
import { findBuyerProfile, updateBuyerProfile } from './repository.ts';
import { toBuyerProfileView } from './views.ts';

const PROFILE_NOT_LOADED = 'Profil konnte nicht geladen werden';

export function buyerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buyers'];

  async function currentProfile(userId: string) {
    const row = await findBuyerProfile(app.deps.db, userId);
    if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_LOADED);
    return toBuyerProfileView(row);
  }

  r.get(
    '/api/v1/buyer/profile',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, response: { 200: buyerProfileViewSchema } },
    },
    async (req) => currentProfile(req.user.id),
  );

  r.patch(
    '/api/v1/buyer/profile',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, body: updateBuyerPersonalInputSchema, response: { 200: buyerProfileViewSchema } },
    },
    async (req) => {
      const b = req.body;
      const ok = await updateBuyerProfile(app.deps.db, req.user.id, {
        firstName: b.firstName,
        lastName: b.lastName,
        phone: b.phone,
        position: b.position,
        department: b.department,
      });
      if (!ok) throw new AppError('NOT_FOUND', PROFILE_NOT_LOADED);
      return currentProfile(req.user.id);
    },
  );

  r.patch(
    '/api/v1/buyer/company',
    {
      onRequest: app.requireRole('buyer'),
      schema: { tags, body: updateBuyerCompanyInputSchema, response: { 200: buyerProfileViewSchema } },
    },
    async (req) => {
      const b = req.body;
      const ok = await updateBuyerProfile(app.deps.db, req.user.id, {
        company: b.company,
        vatNumber: b.vatNumber,
        taxNumber: b.taxNumber,
        billingAddress: b.billingAddress,
        shippingAddress: b.shippingAddress,
      });
      if (!ok) throw new AppError('NOT_FOUND', PROFILE_NOT_LOADED);
      return currentProfile(req.user.id);
    },
  );
}
