import type { SessionUser } from '#shared/auth/schema.ts';

/*
 * What the auth routes send. Accounts, sessions and cookies stay in better-auth and the
 * repository; only these shapes leave the server (the routes' response schemas check them).
 */

export interface OkView {
  ok: true;
}

/** For actions whose only news is that they happened (or, for a probe-safe action, seemed to). */
export function okView(): OkView {
  return { ok: true };
}

/** After a signup: the address the verification mail went to; nothing is signed in yet. */
export function toSignupResultView(email: string): { email: string; verificationRequired: true } {
  return { email, verificationRequired: true };
}

/** With a second factor the login page asks for the code (POST /auth/two-factor/verify). */
export function toLoginResultView(
  user: SessionUser | null,
): { user: SessionUser } | { twoFactorRequired: true } {
  return user ? { user } : { twoFactorRequired: true };
}

export function toTwoFactorStatusView(
  enabled: boolean,
  required: boolean,
): { enabled: boolean; required: boolean } {
  return { enabled, required };
}
