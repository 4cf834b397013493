import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalDecisionResultSchema,
  approvalListQuerySchema,
  approvalPageSchema,
  declineApprovalInputSchema,
} from '#shared/approvals/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as approvals from './approvals.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * Issue 37, decision 070: the buyer company's approval queue ('Freigaben'). Every member reads
 * it (a requester sees its own request waiting); 'Einkauf' and owners decide (memberAction
 * 'orders'). Sessions only: a key does not approve.
 */
export function approvalRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const onRequest = app.requireRole('buyer');
  const deciders = { memberAction: 'orders' } as const;

  r.get(
    '/api/v1/buyer/approvals',
    {
      onRequest,
      schema: { tags, querystring: approvalListQuerySchema, response: { 200: approvalPageSchema } },
    },
    async (req) => approvals.listApprovals({ ctx: ctxOf(app, req), input: req.query }),
  );

  r.post(
    '/api/v1/buyer/approvals/:id/approve',
    {
      onRequest,
      config: deciders,
      schema: { tags, params: idParams, response: { 200: approvalDecisionResultSchema } },
    },
    async (req) => approvals.approve({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
  );

  r.post(
    '/api/v1/buyer/approvals/:id/decline',
    {
      onRequest,
      config: deciders,
      schema: {
        tags,
        params: idParams,
        body: declineApprovalInputSchema,
        response: { 200: approvalDecisionResultSchema },
      },
    },
    async (req) => approvals.decline({ ctx: ctxOf(app, req), input: { id: req.params.id, ...req.body } }),
  );
}
