import type { FastifyInstance, FastifyRequest } from 'fastify';
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
interface ReferenceOps<In extends object, View> {
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

/**
 * List, create, update, (toggle,) delete of one reference table. The zod schemas validate and
 * serialise as everywhere (the app's compilers); the operations' types say what they take.
 */
function referenceRoutes<In extends object, View>(
  app: FastifyInstance,
  path: string,
  input: z.ZodType<In>,
  view: z.ZodType<View>,
  ops: ReferenceOps<In, View>,
): void {
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const byId = `${path}/:id`;
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.get(
    path,
    { onRequest, schema: { tags, response: { 200: z.object({ items: z.array(view) }) } } },
    async (req) => ({
      items: await ops.list({ ctx: ctxOf(app, req) }),
    }),
  );
  app.post(path, { onRequest, schema: { tags, body: input, response: { 201: view } } }, async (req, reply) =>
    reply.code(201).send(await ops.create({ ctx: ctxOf(app, req), input: req.body as In })),
  );
  app.put(
    byId,
    { onRequest, schema: { tags, params: idParamsSchema, body: input, response: { 200: view } } },
    async (req) => ops.update({ ctx: ctxOf(app, req), input: { ...(req.body as In), id: id(req) } }),
  );
  const toggle = ops.toggle;
  if (toggle)
    app.post(
      `${byId}/toggle`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 200: view } } },
      async (req) => toggle({ ctx: ctxOf(app, req), input: { id: id(req) } }),
    );
  app.delete(
    byId,
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await ops.remove({ ctx: ctxOf(app, req), input: { id: id(req) } });
      return { ok: true as const };
    },
  );
}
