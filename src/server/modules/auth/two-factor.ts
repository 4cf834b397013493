import { isAPIError } from 'better-auth/api';
import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { SessionUser } from '#shared/auth/schema.ts';
import { TWO_FACTOR_CODE_INVALID, type TwoFactorSetup } from '#shared/auth/two-factor.ts';
import type { Role } from '#shared/constants.ts';
import { roleOf, toSessionUser } from '#server/plugins/auth.ts';
import * as repo from './repository.ts';
import { adminGate, buyerGate, sellerGate } from './gates.ts';
import type { WithCookies } from './service.ts';
import { okView, toTwoFactorStatusView, type OkView } from './views.ts';

/** The gate of the login page used (the same as for a login without second factor). */
export async function gateFor(
  db: Db,
  role: Role,
  user: { id: string; role: Role },
): Promise<AppError | null> {
  if (role === 'buyer') return buyerGate(user.role, await repo.findBuyerGate(db, user.id));
  if (role === 'seller') return sellerGate(user.role, await repo.findSellerGate(db, user.id));
  return adminGate(user.role);
}

const WRONG_PASSWORD = new AppError('UNAUTHENTICATED', 'Das Passwort ist nicht korrekt', {
  reason: 'INVALID_PASSWORD',
});
const WRONG_CODE = new AppError('UNAUTHENTICATED', TWO_FACTOR_CODE_INVALID, { reason: 'INVALID_CODE' });

function codeError(err: unknown): never {
  if (isAPIError(err)) {
    if (err.statusCode === 429)
      throw new AppError('RATE_LIMITED', 'Zu viele Versuche. Bitte melden Sie sich erneut an.');
    throw WRONG_CODE;
  }
  throw err;
}

/**
 * How long an accepted TOTP code is remembered (RFC 6238 §5.2: it works once). better-auth
 * accepts the code of the current 30 s step and of one step either side: 90 s at most, plus
 * the clock drift between instances.
 */
const TOTP_REMEMBERED_SECONDS = 120;

const isTotp = (code: string) => /^\d{6}$/.test(code);

/** The session token better-auth set in its answer (`<cookie prefix>.session_token=<token>.<signature>`). */
function sessionTokenOf(setCookies: string[]): string | undefined {
  for (const c of setCookies) {
    const m = /^[^=]*session_token=([^;]*)/.exec(c);
    if (m?.[1]) {
      const signed = decodeURIComponent(m[1]);
      return signed.slice(0, signed.lastIndexOf('.'));
    }
  }
  return undefined;
}

/** Second step of a login: a TOTP or backup code, against the pending-2FA cookie of the first. */
export async function verifyLoginCode({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { code: string; trustDevice: boolean; role: Role; headers: Headers };
}): Promise<WithCookies<{ user: SessionUser }>> {
  const body = { code: input.code, trustDevice: input.trustDevice };
  const { headers } = input;
  const res = await (
    isTotp(input.code)
      ? ctx.deps.auth.api.verifyTOTP({ body, headers, returnHeaders: true })
      : ctx.deps.auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
  ).catch(codeError);
  const response = res.response as {
    token?: string;
    user: { id: string; email: string; name: string; role?: unknown };
  };
  const user = { id: response.user.id, role: roleOf(response.user.role) };
  // A code already accepted once (here or on another instance) opens nothing a second time.
  if (
    isTotp(input.code) &&
    !(await repo.claimTotpCode(ctx.db, user.id, input.code, TOTP_REMEMBERED_SECONDS))
  ) {
    if (response.token) await repo.deleteSessionByToken(ctx.db, response.token);
    throw WRONG_CODE;
  }
  const refusal = await gateFor(ctx.db, input.role, user);
  if (refusal) {
    if (response.token) await repo.deleteSessionByToken(ctx.db, response.token);
    throw refusal;
  }
  const signedIn = await toSessionUser(ctx.db, response.user);
  if (!signedIn) {
    if (response.token) await repo.deleteSessionByToken(ctx.db, response.token);
    throw new AppError('FORBIDDEN', 'Profil konnte nicht geladen werden', { reason: 'PROFILE_MISSING' });
  }
  return { result: { user: signedIn }, setCookies: res.headers.getSetCookie() };
}

/** Starts the setup: a new secret and backup codes; active only after confirmSetup. */
export async function startSetup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { password: string; headers: Headers };
}): Promise<TwoFactorSetup> {
  const res = await ctx.deps.auth.api
    .enableTwoFactor({ body: { password: input.password, method: 'totp' }, headers: input.headers })
    .catch((err: unknown) => {
      if (isAPIError(err)) throw WRONG_PASSWORD;
      throw err;
    });
  if (res.method !== 'totp') throw new Error('better-auth enabled another 2FA method than TOTP');
  const secret = new URL(res.totpURI).searchParams.get('secret') ?? '';
  return { totpURI: res.totpURI, secret, backupCodes: res.backupCodes };
}

/**
 * The first code from the app proves the setup worked; from now on logins ask for a code. The
 * account's other sessions end (issue 38): they were opened with the password alone, which the
 * owner may be securing the account against. better-auth replaced this one with a new session.
 */
export async function confirmSetup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { code: string; headers: Headers };
}): Promise<WithCookies<OkView>> {
  const res = await ctx.deps.auth.api
    .verifyTOTP({ body: { code: input.code }, headers: input.headers, returnHeaders: true })
    .catch(codeError);
  const setCookies = res.headers.getSetCookie();
  await repo.claimTotpCode(ctx.db, ctx.user.id, input.code, TOTP_REMEMBERED_SECONDS);
  // Only when better-auth enabled the factor now (it then answers with the new session).
  const kept = sessionTokenOf(setCookies);
  if (kept) await repo.deleteOtherSessions(ctx.db, ctx.user.id, kept);
  return { result: okView(), setCookies };
}

export async function disable({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { password: string; headers: Headers };
}): Promise<WithCookies<OkView>> {
  const res = await ctx.deps.auth.api
    .disableTwoFactor({ body: { password: input.password }, headers: input.headers, returnHeaders: true })
    .catch((err: unknown) => {
      if (isAPIError(err)) throw WRONG_PASSWORD;
      throw err;
    });
  return { result: okView(), setCookies: res.headers.getSetCookie() };
}

/** Whether the signed-in user has a second factor, and whether they must set one up now. */
export async function status({ ctx }: { ctx: Ctx }) {
  const enabled = await repo.twoFactorEnabled(ctx.db, ctx.user.id);
  // Admins in production must set it up before anything else (set up at first login).
  const required = !enabled && ctx.user.role === 'admin' && ctx.deps.config.adminTwoFactorRequired;
  return toTwoFactorStatusView(enabled, required);
}
