import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  buyerSignupInputSchema,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  resendVerificationInputSchema,
  resetPasswordInputSchema,
  sellerSignupInputSchema,
  languageInputSchema,
  sessionAccountSchema,
  sessionUserSchema,
} from '#shared/auth/schema.ts';
import { ctxOf, publicCtx } from '#server/ctx.ts';
import { setLanguage } from './language.ts';
import * as auth from './service.ts';
import * as password from './password-service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { sessionsRoutes } from './sessions-routes.ts';
import { okView } from './views.ts';
import { forwardCookies } from './forward-cookies.ts';
import { strictLimit } from './strict-limit.ts';

const okSchema = z.object({ ok: z.literal(true) });
const loginResultSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
const signupResultSchema = z.object({ email: z.string(), verificationRequired: z.literal(true) });

export function authRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const strict = strictLimit(app);

  r.get(
    '/api/v1/auth/session',
    { schema: { tags, response: { 200: z.object({ user: sessionAccountSchema.nullable() }) } } },
    async (req) => ({
      user: await auth.sessionAccount({ ctx: publicCtx(app), input: await req.sessionUser() }),
    }),
  );

  r.post(
    '/api/v1/auth/signup/buyer',
    { config: strict, schema: { tags, body: buyerSignupInputSchema, response: { 201: signupResultSchema } } },
    async (req, reply) =>
      reply.code(201).send(await auth.signupBuyer({ ctx: publicCtx(app), input: req.body })),
  );

  r.post(
    '/api/v1/auth/signup/seller',
    {
      config: strict,
      schema: { tags, body: sellerSignupInputSchema, response: { 201: signupResultSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await auth.signupSeller({ ctx: publicCtx(app), input: req.body })),
  );

  r.post(
    '/api/v1/auth/resend-verification',
    { config: strict, schema: { tags, body: resendVerificationInputSchema, response: { 200: okSchema } } },
    async (req) => auth.resendVerification({ ctx: publicCtx(app), input: req.body }),
  );

  r.post(
    '/api/v1/auth/login',
    {
      config: strict,
      schema: { tags, body: loginInputSchema, response: { 200: loginResultSchema } },
    },
    async (req, reply) => {
      const { result, setCookies } = await auth.login({
        ctx: publicCtx(app),
        input: { ...req.body, headers: fromNodeHeaders(req.headers) },
      });
      forwardCookies(reply, setCookies);
      return result;
    },
  );

  r.post('/api/v1/auth/logout', { schema: { tags } }, async (req, reply) => {
    forwardCookies(
      reply,
      await auth.logout({ ctx: publicCtx(app), input: { headers: fromNodeHeaders(req.headers) } }),
    );
    return reply.code(204).send();
  });

  r.post(
    '/api/v1/auth/forgot-password',
    { config: strict, schema: { tags, body: forgotPasswordInputSchema, response: { 200: okSchema } } },
    async (req) => password.requestPasswordReset({ ctx: publicCtx(app), input: req.body }),
  );

  r.post(
    '/api/v1/auth/reset-password',
    { config: strict, schema: { tags, body: resetPasswordInputSchema, response: { 200: okSchema } } },
    async (req) => password.resetPassword({ ctx: publicCtx(app), input: req.body }),
  );

  r.post(
    '/api/v1/auth/change-password',
    {
      config: strict,
      onRequest: app.requireRole('buyer', 'seller', 'admin'),
      schema: { tags, body: changePasswordInputSchema, response: { 200: okSchema } },
    },
    async (req, reply) => {
      const { result, setCookies } = await password.changePassword({
        ctx: ctxOf(app, req),
        input: { ...req.body, headers: fromNodeHeaders(req.headers) },
      });
      forwardCookies(reply, setCookies);
      return result;
    },
  );

  twoFactorRoutes(app);
  sessionsRoutes(app);

  r.put(
    '/api/v1/auth/language',
    {
      config: { beforeSecondFactor: true },
      onRequest: app.requireRole('buyer', 'seller', 'admin'),
      schema: { tags, body: languageInputSchema, response: { 200: okSchema } },
    },
    async (req) => {
      await setLanguage({ ctx: ctxOf(app, req), input: req.body });
      return okView();
    },
  );
}
