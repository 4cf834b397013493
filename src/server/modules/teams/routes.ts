import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, publicCtx } from '#server/ctx.ts';
import {
  acceptInvitationInputSchema,
  changeMemberRoleInputSchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  inviteMemberInputSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamViewSchema,
} from '#shared/teams/schema.ts';
import { approvalLimitInputSchema } from '#shared/approvals/schema.ts';
import * as teams from './service.ts';

const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid() });
const memberParams = z.object({ profileId: z.uuid() });

/**
 * Issue 37 (decision 066): the company's team. Sessions only (no `apiKeyScopes`): a key never
 * manages people. Writes are the owners' (`memberAction: 'members'`); every member reads.
 */
export function teamRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const onRequest = app.requireRole('buyer', 'seller');
  const owners = { memberAction: 'members' } as const;
  // Passwords and mails are at stake: the tight limit of the auth routes.
  const strict = { rateLimit: { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  r.get(
    '/api/v1/team',
    {
      onRequest,
      schema: {
        tags,
        response: { 200: teamViewSchema },
      },
    },
    async (req) => teams.getTeam({ ctx: ctxOf(app, req) }),
  );

  r.post(
    '/api/v1/team/invitations',
    {
      onRequest,
      config: { ...owners, ...strict },
      schema: {
        tags,
        body: inviteMemberInputSchema,
        response: { 201: teamInvitationSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await teams.invite({ ctx: ctxOf(app, req), input: req.body })),
  );

  r.post(
    '/api/v1/team/invitations/:id/renew',
    {
      onRequest,
      config: { ...owners, ...strict },
      schema: {
        tags,
        params: idParams,
        response: { 200: teamInvitationSchema },
      },
    },
    async (req) => teams.renewInvitation({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
  );

  r.delete(
    '/api/v1/team/invitations/:id',
    {
      onRequest,
      config: owners,
      schema: { tags, params: idParams, response: { 200: ok } },
    },
    async (req) => teams.revokeInvitation({ ctx: ctxOf(app, req), input: { id: req.params.id } }),
  );

  r.patch(
    '/api/v1/team/members/:profileId',
    {
      onRequest,
      config: owners,
      schema: {
        tags,
        params: memberParams,
        body: changeMemberRoleInputSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (req) =>
      teams.changeRole({ ctx: ctxOf(app, req), input: { profileId: req.params.profileId, ...req.body } }),
  );

  // Decision 070: an 'Einkauf' member's approval limit (owners only; every member reads it).
  r.put(
    '/api/v1/team/members/:profileId/approval-limit',
    {
      onRequest,
      config: owners,
      schema: {
        tags,
        params: memberParams,
        body: approvalLimitInputSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (req) =>
      teams.setApprovalLimit({
        ctx: ctxOf(app, req),
        input: { profileId: req.params.profileId, ...req.body },
      }),
  );

  r.delete(
    '/api/v1/team/members/:profileId',
    {
      onRequest,
      config: owners,
      schema: {
        tags,
        params: memberParams,
        response: { 200: ok },
      },
    },
    async (req) => teams.removeMember({ ctx: ctxOf(app, req), input: { profileId: req.params.profileId } }),
  );

  r.get(
    '/api/v1/team-invitations/:token',
    {
      config: strict,
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: invitationInfoSchema },
      },
    },
    async (req) => teams.invitationInfo({ ctx: publicCtx(app), input: { token: req.params.token } }),
  );

  r.post(
    '/api/v1/team-invitations/:token/accept',
    {
      config: strict,
      schema: {
        tags,
        params: invitationTokenParamsSchema,
        body: acceptInvitationInputSchema,
        response: { 201: z.object({ email: z.string() }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await teams.acceptInvitation({
          ctx: publicCtx(app),
          input: { ...req.body, token: req.params.token },
        }),
      ),
  );
}
