import type { Role } from '#shared/constants.ts';

/**
 * Where the link in the confirmation mail lands (issue 34, decision 078): always the login page
 * of the account's role, never a bare API answer, with what became of the link:
 *  - `?verified=1`            the address is confirmed now,
 *  - `?verification=already`  it was confirmed before (a link used twice),
 *  - `?verification=expired`  the link is older than 24 hours,
 *  - `?verification=invalid`  the link is broken, forged or belongs to no account.
 */
export const VERIFICATION_OUTCOMES = ['verified', 'already', 'expired', 'invalid'] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

export const LOGIN_PAGE: Record<Role, string> = {
  buyer: '/buyer-login',
  seller: '/seller-login',
  admin: '/admin-login',
};

/** The login page a link names in its callbackURL (ours carry one), else undefined. */
export function loginPageOf(callbackURL: string | null | undefined): string | undefined {
  const path = callbackURL?.split(/[?#]/)[0];
  return Object.values(LOGIN_PAGE).find((page) => page === path);
}

export function verificationLanding(page: string, outcome: VerificationOutcome): string {
  return outcome === 'verified' ? `${page}?verified=1` : `${page}?verification=${outcome}`;
}

/** The outcome a login page was opened with, undefined when it was not opened from a link. */
export function verificationOutcomeOf(search: URLSearchParams): VerificationOutcome | undefined {
  if (search.get('verified') === '1') return 'verified';
  const outcome = search.get('verification');
  return VERIFICATION_OUTCOMES.find((o) => o !== 'verified' && o === outcome);
}
