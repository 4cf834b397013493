import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBrandViewSchema,
  adminCountryViewSchema,
  adminPaymentTermViewSchema,
  brandInputSchema,
  countryInputSchema,
  paymentTermInputSchema,
  type AdminCountryView,
  type AdminPaymentTermView,
} from '../../../../shared/admin/catalog.ts';
import { idParamsSchema, okSchema } from '../../../../shared/admin/common.ts';
import * as repo from './repository.ts';
import * as catalog from './service.ts';

const countryView = (c: repo.CountryRow): AdminCountryView => ({
  id: c.id,
  name: c.name,
  code: c.code,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
});
const termView = (p: repo.PaymentTermRow): AdminPaymentTermView => ({
  id: p.id,
  name: p.name,
  description: p.description,
  days: p.days,
  isActive: p.isActive,
  updatedAt: p.updatedAt.toISOString(),
});
const brandView = (b: repo.BrandRow, sellerCompanies: string[] = []) => ({
  id: b.id,
  name: b.name,
  description: b.description,
  isActive: b.isActive,
  createdAt: b.createdAt.toISOString(),
  sellerCount: sellerCompanies.length,
  sellerCompanies,
});

/** Reference data of the Admin-Verwaltung: countries, manufacturers, payment terms. */
export function adminCatalogRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const ctx = (actorId: string) => ({ db: app.deps.db, actorId });
  const ok = { ok: true as const };
  const list = <T extends z.ZodType>(item: T) => ({ 200: z.object({ items: z.array(item) }) });

  // Countries
  r.get(
    '/api/v1/admin/countries',
    { onRequest, schema: { tags, response: list(adminCountryViewSchema) } },
    async () => ({
      items: (await repo.listCountries(app.deps.db)).map(countryView),
    }),
  );
  r.post(
    '/api/v1/admin/countries',
    { onRequest, schema: { tags, body: countryInputSchema, response: { 201: adminCountryViewSchema } } },
    async (req, reply) =>
      reply.code(201).send(countryView(await catalog.createCountry(ctx(req.user.id), req.body))),
  );
  r.put(
    '/api/v1/admin/countries/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: countryInputSchema,
        response: { 200: adminCountryViewSchema },
      },
    },
    async (req) => countryView(await catalog.updateCountry(ctx(req.user.id), req.params.id, req.body)),
  );
  r.post(
    '/api/v1/admin/countries/:id/toggle',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminCountryViewSchema } } },
    async (req) => countryView(await catalog.toggleCountry(ctx(req.user.id), req.params.id)),
  );
  r.delete(
    '/api/v1/admin/countries/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await catalog.deleteCountry(ctx(req.user.id), req.params.id);
      return ok;
    },
  );

  // Manufacturers
  r.get(
    '/api/v1/admin/brands',
    { onRequest, schema: { tags, response: list(adminBrandViewSchema) } },
    async () => ({
      items: (await repo.listBrandsWithSellers(app.deps.db)).map((b) =>
        brandView(b.brand, b.sellerCompanies),
      ),
    }),
  );
  r.post(
    '/api/v1/admin/brands',
    { onRequest, schema: { tags, body: brandInputSchema, response: { 201: adminBrandViewSchema } } },
    async (req, reply) =>
      reply.code(201).send(brandView(await catalog.createBrand(ctx(req.user.id), req.body))),
  );
  r.put(
    '/api/v1/admin/brands/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: brandInputSchema,
        response: { 200: adminBrandViewSchema },
      },
    },
    async (req) => brandView(await catalog.updateBrand(ctx(req.user.id), req.params.id, req.body)),
  );
  r.post(
    '/api/v1/admin/brands/:id/toggle',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: adminBrandViewSchema } } },
    async (req) => brandView(await catalog.toggleBrand(ctx(req.user.id), req.params.id)),
  );
  r.delete(
    '/api/v1/admin/brands/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await catalog.deleteBrand(ctx(req.user.id), req.params.id);
      return ok;
    },
  );

  // Payment terms
  r.get(
    '/api/v1/admin/payment-terms',
    { onRequest, schema: { tags, response: list(adminPaymentTermViewSchema) } },
    async () => ({ items: (await repo.listPaymentTerms(app.deps.db)).map(termView) }),
  );
  r.post(
    '/api/v1/admin/payment-terms',
    {
      onRequest,
      schema: { tags, body: paymentTermInputSchema, response: { 201: adminPaymentTermViewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(termView(await catalog.createPaymentTerm(ctx(req.user.id), req.body))),
  );
  r.put(
    '/api/v1/admin/payment-terms/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        body: paymentTermInputSchema,
        response: { 200: adminPaymentTermViewSchema },
      },
    },
    async (req) => termView(await catalog.updatePaymentTerm(ctx(req.user.id), req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/admin/payment-terms/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await catalog.deletePaymentTerm(ctx(req.user.id), req.params.id);
      return ok;
    },
  );
}
