import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema, okSchema } from '#shared/admin/common.ts';
import { ctxOf, type Ctx } from '#server/ctx.ts';

/** The writes of one admin table; `toggle` where the table has an active switch. */
export interface CrudOps<In extends object, View> {
  create(op: { ctx: Ctx; input: In }): Promise<View>;
  update(op: { ctx: Ctx; input: { id: string } & In }): Promise<View>;
  toggle?(op: { ctx: Ctx; input: { id: string } }): Promise<View>;
  remove(op: { ctx: Ctx; input: { id: string } }): Promise<void>;
}

/**
 * POST `path` (201), PUT `path/:id`, (POST `path/:id/toggle`,) DELETE `path/:id` of one admin
 * table: the admin tabs that edit rows in a dialog all have this shape, so it is said once. The
 * zod schemas validate and serialise as everywhere (the app's compilers); the operations' types
 * say what they take.
 */
export function adminCrudRoutes<In extends object, View>(
  app: FastifyInstance,
  path: string,
  input: z.ZodType<In>,
  view: z.ZodType<View>,
  ops: CrudOps<In, View>,
  tags: string[] = ['admin'],
): void {
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const byId = `${path}/:id`;
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

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
