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
} from '../../../../shared/admin/catalog.ts';
import { idParamsSchema, okSchema } from '../../../../shared/admin/common.ts';
import { ctxOf, type Ctx } from '../../../ctx.ts';
import * as catalog from './service.ts';

/** The operations of one reference table; `toggle` where the table has an active switch. */
interface ReferenceOps<In, View> {
  list(op: { ctx: Ctx }): Promise<View[]>;
  create(op: { ctx: Ctx; input: In }): Promise<View>;
  update(op: { ctx: Ctx; input: { id: string } & In }): Promise<View>;
  toggle?(op: { ctx: Ctx; input: { id: string } }): Promise<View>;
  remove(op: { ctx: Ctx; input: { id: string } }): Promise<void>;
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

function referenceRoutes<In extends z.ZodType, View extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  input: In,
  view: View,
  ops: ReferenceOps<z.output<In>, z.output<View>>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const byId = `${path}/:id`;

  r.get(path, { onRequest, schema: { tags, response: { 200: z.object({ items: z.array(view) }) } } }, async (req) => ({
    items: await ops.list({ ctx: ctxOf(app, req) }),
  }));
  r.post(path, { onRequest, schema: { tags, body: input, response: { 201: view } } }, async (req, reply) =>
    reply.code(201).send(await ops.create({ ctx: ctxOf(app, req), input: req.body as z.output<In> })),
  );
  r.put(
    byId,
    { onRequest, schema: { tags, params: idParamsSchema, body: input, response: { 200: view } } },
    async (req) =>
      ops.update({ ctx: ctxOf(app, req), input: { id: req.params.id, ...(req.body as z.output<In>) } }),
  );
  const toggle = ops.toggle;
  if (toggle)
    r.post(
      `${byId}/toggle`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 200: view } } },
      async (req) => toggle({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
    );
  r.delete(byId, { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } }, async (req) => {
    await ops.remove({ ctx: ctxOf(app, req), input: { id: req.params.id } });
    return { ok: true as const };
  });
}
