import { isAPIError } from 'better-auth/api';
import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import type { ChangePasswordInput } from '#shared/auth/schema.ts';
import type { WithCookies, WithHeaders } from './service.ts';
import { okView, type OkView } from './views.ts';

/** The password operations: forgotten (mail a link), reset by that link, changed when signed in. */

export async function requestPasswordReset({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { email: string };
}): Promise<OkView> {
  await ctx.deps.auth.api.requestPasswordReset({ body: { email: input.email } }).catch((err: unknown) => {
    ctx.deps.log.warn({ err }, 'password reset request failed');
  });
  return okView();
}

export async function resetPassword({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { token: string; password: string };
}): Promise<OkView> {
  try {
    await ctx.deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return okView();
  } catch (err) {
    if (isAPIError(err)) {
      throw new AppError(
        'VALIDATION',
        'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie eine neue E-Mail an.',
        {
          reason: 'INVALID_TOKEN',
        },
      );
    }
    throw err;
  }
}

export async function changePassword({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: WithHeaders<ChangePasswordInput>;
}): Promise<WithCookies<OkView>> {
  try {
    const res = await ctx.deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: input.headers,
      returnHeaders: true,
    });
    return { result: okView(), setCookies: res.headers.getSetCookie() };
  } catch (err) {
    if (isAPIError(err)) {
      const code = (err.body as { code?: string } | undefined)?.code;
      if (code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION', 'Das aktuelle Passwort ist nicht korrekt.', {
          reason: 'INVALID_PASSWORD',
        });
      }
      throw new AppError(
        'VALIDATION',
        'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
      );
    }
    throw err;
  }
}
