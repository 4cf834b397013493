import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminBrandViewSchema,
  adminCountryViewSchema,
  adminPaymentTermViewSchema,
  brandInputSchema,
  countryInputSchema,
  paymentTermInputSchema,
} from '#shared/admin/catalog.ts';
import { ctxOf, type Ctx } from '#server/ctx.ts';
import { adminCrudRoutes, type CrudOps } from '#server/modules/admin/crud-routes.ts';
import * as catalog from './service.ts';

/** The operations of one reference table: its list and the writes of its dialog. */
interface ReferenceOps<In extends object, View> extends CrudOps<In, View> {
  list(op: { ctx: Ctx }): Promise<View[]>;
}

/** Reference data of the Admin-Verwaltung: countries, manufacturers, payment terms. */
export function adminCatalogRoutes(app: FastifyInstance): void {
  referenceRoutes(app, '/api/v1/admin/countries', countryInputSchema, adminCountryViewSchema, {
    list: catalog.listCountries,
    create: catalog.createCountry,
    update: catalog.updateCountry,
    toggle: catalog.toggleCountry,
    remove: catalog.deleteCountry,
  });
  referenceRoutes(app, '/api/v1/admin/brands', brandInputSchema, adminBrandViewSchema, {
    list: catalog.listBrands,
    create: catalog.createBrand,
    update: catalog.updateBrand,
    toggle: catalog.toggleBrand,
    remove: catalog.deleteBrand,
  });
  referenceRoutes(app, '/api/v1/admin/payment-terms', paymentTermInputSchema, adminPaymentTermViewSchema, {
    list: catalog.listPaymentTerms,
    create: catalog.createPaymentTerm,
    update: catalog.updatePaymentTerm,
    remove: catalog.deletePaymentTerm,
  });
}

/** List, create, update, (toggle,) delete of one reference table. */
function referenceRoutes<In extends object, View>(
  app: FastifyInstance,
  path: string,
  input: z.ZodType<In>,
  view: z.ZodType<View>,
  ops: ReferenceOps<In, View>,
): void {
  app.get(
    path,
    {
      // onRequest, not preHandler: the role is checked first, as on the writes.
      onRequest: app.requireRole('admin'),
      schema: { tags: ['admin'], response: { 200: z.object({ items: z.array(view) }) } },
    },
    async (req) => ({
      items: await ops.list({ ctx: ctxOf(app, req) }),
    }),
  );
  adminCrudRoutes(app, path, input, view, ops);
}
