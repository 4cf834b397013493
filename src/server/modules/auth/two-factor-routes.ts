import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { sessionUserSchema } from '#shared/auth/schema.ts';
import {
  twoFactorConfirmInputSchema,
  twoFactorPasswordInputSchema,
  twoFactorSetupSchema,
  twoFactorVerifyInputSchema,
} from '#shared/auth/two-factor.ts';
import { ctxOf, publicCtx } from '#server/ctx.ts';
import * as twoFactor from './two-factor.ts';
import { forwardCookies } from './forward-cookies.ts';
import { strictLimit } from './strict-limit.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** TOTP second factor with backup codes (issue 18): login step and security settings. */
export function twoFactorRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const strict = strictLimit(app);
  const signedIn = app.requireRole('buyer', 'seller', 'admin');

  r.get(
    '/api/v1/auth/two-factor',
    {
      // What an admin who must set the factor up first may reach (plugins/auth.ts, issue 38).
      config: { beforeSecondFactor: true },
      onRequest: signedIn,
      schema: { tags, response: { 200: z.object({ enabled: z.boolean(), required: z.boolean() }) } },
    },
    async (req) => twoFactor.status({ ctx: ctxOf(app, req) }),
  );

  r.post(
    '/api/v1/auth/two-factor/verify',
    {
      config: strict,
      schema: {
        tags,
        body: twoFactorVerifyInputSchema,
        response: { 200: z.object({ user: sessionUserSchema }) },
      },
    },
    async (req, reply) => {
      const { result, setCookies } = await twoFactor.verifyLoginCode({
        ctx: publicCtx(app),
        input: { ...req.body, headers: fromNodeHeaders(req.headers) },
      });
      forwardCookies(reply, setCookies);
      return result;
    },
  );

  r.post(
    '/api/v1/auth/two-factor/setup',
    {
      config: { ...strict, beforeSecondFactor: true },
      onRequest: signedIn,
      schema: { tags, body: twoFactorPasswordInputSchema, response: { 200: twoFactorSetupSchema } },
    },
    async (req) =>
      twoFactor.startSetup({
        ctx: ctxOf(app, req),
        input: { password: req.body.password, headers: fromNodeHeaders(req.headers) },
      }),
  );

  r.post(
    '/api/v1/auth/two-factor/confirm',
    {
      config: { ...strict, beforeSecondFactor: true },
      onRequest: signedIn,
      schema: { tags, body: twoFactorConfirmInputSchema, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const { result, setCookies } = await twoFactor.confirmSetup({
        ctx: ctxOf(app, req),
        input: { code: req.body.code, headers: fromNodeHeaders(req.headers) },
      });
      forwardCookies(reply, setCookies);
      return result;
    },
  );

  r.post(
    '/api/v1/auth/two-factor/disable',
    {
      config: strict,
      onRequest: signedIn,
      schema: { tags, body: twoFactorPasswordInputSchema, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const { result, setCookies } = await twoFactor.disable({
        ctx: ctxOf(app, req),
        input: { password: req.body.password, headers: fromNodeHeaders(req.headers) },
      });
      forwardCookies(reply, setCookies);
      return result;
    },
  );
}
