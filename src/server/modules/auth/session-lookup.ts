import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '#shared/auth/schema.ts';
import type { Auth } from '#server/auth/better-auth.ts';
import type { Db } from '#server/db/client.ts';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { findSessionByToken } from './repository.ts';

/** The session's user, whether the account has a second factor, and the session's token (live streams end with it). */
export type SessionLookup = { user: SessionUser; twoFactor: boolean; token: string } | null;

/**
 * The session of a request in one prepared statement (decision 021): the signed cookie is
 * checked here exactly as better-auth checks it (HMAC-SHA256 of the token with the auth secret,
 * first cookie of the name wins), then the session row and its user are read. Nothing is kept
 * between requests (decision 075): a deleted session (logout, blocked seller, removed member)
 * ends at once on every instance. Whenever better-auth would do more than read — the session is
 * due for its sliding refresh, or has expired and must be deleted — the lookup returns
 * `undefined` and the caller asks better-auth, which does exactly that.
 */
export function createSessionLookup(db: () => Db, auth: Auth) {
  const settings = auth.$context.then((c) => ({
    cookie: c.authCookies.sessionToken.name,
    secret: c.secret,
    expiresInMs: c.sessionConfig.expiresIn * 1000,
    updateAgeMs: c.sessionConfig.updateAge * 1000,
  }));
  return async function lookup(cookieHeader: string | undefined): Promise<SessionLookup | undefined> {
    const s = await settings;
    const signed = cookieHeader ? cookieValue(cookieHeader, s.cookie) : undefined;
    if (!signed) return null;
    const token = verifiedToken(signed, s.secret);
    if (!token) return null;
    const row = await findSessionByToken(db(), token);
    if (!row) return null;
    if (due(row.expiresAt.getTime(), s)) return undefined;
    // Issue 37: a buyer or seller login that belongs to no company (a removed member) is no session.
    if (row.role !== 'admin' && !row.companyId) return null;
    return {
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        language: isUiLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        companyId: row.role === 'admin' ? null : row.companyId,
        memberRole: row.role === 'admin' ? null : row.memberRole,
      },
      twoFactor: row.twoFactorEnabled,
      token,
    };
  };
}

/** Expired, or due for better-auth's sliding refresh: better-auth handles it. */
function due(expiresAt: number, s: { expiresInMs: number; updateAgeMs: number }): boolean {
  const now = Date.now();
  return expiresAt < now || expiresAt - s.expiresInMs + s.updateAgeMs <= now;
}

/** better-call's parseCookies for one name: the first occurrence, unquoted, URI-decoded. */
function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return undefined;
}

/** `token.signature` → the token when the signature is the secret's HMAC of it (better-call). */
function verifiedToken(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
