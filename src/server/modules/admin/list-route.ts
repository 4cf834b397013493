import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pageOf, type Page } from '#shared/common/pagination.ts';
import { ctxOf, type Ctx } from '#server/ctx.ts';

/**
 * GET `path`: one admin list, paged and searched on the server (DESIGN.md §6). The query is
 * validated by `query`, the page serialised by `pageOf(item)`; `list` is the one operation called.
 * Every admin tab's list has this shape, so it is said once.
 */
export function adminListRoute<Q, V>(
  app: FastifyInstance,
  path: string,
  schemas: { query: z.ZodType<Q>; item: z.ZodType<V> },
  list: (op: { ctx: Ctx; input: Q }) => Promise<Page<V>>,
  tags: string[] = ['admin'],
): void {
  app.get(
    path,
    {
      // onRequest, not preHandler: the role is checked before the query is validated.
      onRequest: app.requireRole('admin'),
      schema: { tags, querystring: schemas.query, response: { 200: pageOf(schemas.item) } },
    },
    async (req) => list({ ctx: ctxOf(app, req), input: req.query as Q }),
  );
}
