import { isAPIError } from 'better-auth/api';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../../shared/auth/schema.ts';
import { TWO_FACTOR_CODE_INVALID, type TwoFactorSetup } from '../../../shared/auth/two-factor.ts';
import type { Role } from '../../../shared/constants.ts';
import { toSessionUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';
import { adminGate, buyerGate, sellerGate } from './gates.ts';

/** The gate of the login page used (the same as for a login without second factor). */
export async function gateFor(deps: Deps, role: Role, user: SessionUser): Promise<AppError | null> {
  if (role === 'buyer') return buyerGate(user.role, await repo.findBuyerGate(deps.db, user.id));
  if (role === 'seller') return sellerGate(user.role, await repo.findSellerGate(deps.db, user.id));
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

/** Second step of a login: a TOTP or backup code, against the pending-2FA cookie of the first. */
export async function verifyLoginCode(
  deps: Deps,
  input: { code: string; trustDevice: boolean; role: Role },
  headers: Headers,
): Promise<{ user: SessionUser; setCookies: string[] }> {
  const body = { code: input.code, trustDevice: input.trustDevice };
  const res = await (
    /^\d{6}$/.test(input.code)
      ? deps.auth.api.verifyTOTP({ body, headers, returnHeaders: true })
      : deps.auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
  ).catch(codeError);
  const response = res.response as {
    token?: string;
    user: { id: string; email: string; name: string; role?: unknown };
  };
  const user = toSessionUser(response.user);
  const refusal = await gateFor(deps, input.role, user);
  if (refusal) {
    if (response.token) await repo.deleteSessionByToken(deps.db, response.token);
    throw refusal;
  }
  return { user, setCookies: res.headers.getSetCookie() };
}

/** Starts the setup: a new secret and backup codes; active only after confirmSetup. */
export async function startSetup(deps: Deps, password: string, headers: Headers): Promise<TwoFactorSetup> {
  const res = await deps.auth.api
    .enableTwoFactor({ body: { password, method: 'totp' }, headers })
    .catch((err: unknown) => {
      if (isAPIError(err)) throw WRONG_PASSWORD;
      throw err;
    });
  if (res.method !== 'totp') throw new Error('better-auth enabled another 2FA method than TOTP');
  const secret = new URL(res.totpURI).searchParams.get('secret') ?? '';
  return { totpURI: res.totpURI, secret, backupCodes: res.backupCodes };
}

/** The first code from the app proves the setup worked; from now on logins ask for a code. */
export async function confirmSetup(deps: Deps, code: string, headers: Headers): Promise<string[]> {
  const res = await deps.auth.api
    .verifyTOTP({ body: { code }, headers, returnHeaders: true })
    .catch(codeError);
  return res.headers.getSetCookie();
}

export async function disable(deps: Deps, password: string, headers: Headers): Promise<string[]> {
  const res = await deps.auth.api
    .disableTwoFactor({ body: { password }, headers, returnHeaders: true })
    .catch((err: unknown) => {
      if (isAPIError(err)) throw WRONG_PASSWORD;
      throw err;
    });
  return res.headers.getSetCookie();
}

export async function isEnabled(deps: Deps, userId: string): Promise<boolean> {
  return repo.twoFactorEnabled(deps.db, userId);
}
