import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerQuestionInputSchema,
  askQuestionInputSchema,
  questionListSchema,
  questionViewSchema,
} from '#shared/questions/schema.ts';
import { ctxOf } from '#server/ctx.ts';
import * as service from './service.ts';
import { OWN_REQUESTS_ACTION } from '#shared/teams/permissions.ts';

const requestParams = z.object({ id: z.uuid() });
const questionParams = z.object({ id: z.uuid(), questionId: z.uuid() });

/** Issue 30, decision 054: questions answered to all bidders. */
export function questionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const seller = app.requireRole('seller');
  const buyer = app.requireRole('buyer');

  r.get(
    '/api/v1/seller/requests/:id/questions',
    {
      onRequest: seller,
      config: { apiKeyScopes: ['requests:read'] },
      schema: { tags, params: requestParams, response: { 200: questionListSchema } },
    },
    async (req) => service.questionsForSeller({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
  );
  r.post(
    '/api/v1/seller/requests/:id/questions',
    {
      onRequest: seller,
      config: { apiKeyScopes: ['offers:write'], memberAction: 'questions' },
      schema: {
        tags,
        params: requestParams,
        body: askQuestionInputSchema,
        response: { 201: questionViewSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await service.askQuestion({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, ...req.body },
        }),
      ),
  );

  // The request's owner: a buyer, or a seller who requested (the seller's 'Meine Anfragen').
  for (const [prefix, onRequest] of [
    ['/api/v1/buyer/requests', buyer],
    ['/api/v1/seller/my-requests', seller],
  ] as const) {
    r.get(
      `${prefix}/:id/questions`,
      {
        onRequest,
        config: { apiKeyScopes: ['requests:read', 'requests:write'] },
        schema: { tags, params: requestParams, response: { 200: questionListSchema } },
      },
      async (req) => service.questionsForOwner({ ctx: ctxOf(app, req), input: { requestId: req.params.id } }),
    );
    r.post(
      `${prefix}/:id/questions/:questionId/answer`,
      {
        onRequest,
        config: { apiKeyScopes: ['requests:write'], memberAction: OWN_REQUESTS_ACTION },
        schema: {
          tags,
          params: questionParams,
          body: answerQuestionInputSchema,
          response: { 200: questionViewSchema },
        },
      },
      async (req) =>
        service.answerQuestion({
          ctx: ctxOf(app, req),
          input: { requestId: req.params.id, questionId: req.params.questionId, ...req.body },
        }),
    );
  }
}
