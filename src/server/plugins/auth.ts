import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, MEMBER_ROLE_FORBIDDEN, type MemberAction } from '#shared/teams/permissions.ts';
import { fromNodeHeaders } from 'better-auth/node';
import { DEFAULT_LANGUAGE, type Role } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import type { SessionUser } from '#shared/auth/schema.ts';
import type { Auth } from '#server/auth/better-auth.ts';
import { AppError, MSG } from '#server/errors.ts';
import { createSessionLookup } from '#server/modules/auth/session-lookup.ts';
import { findMembership, verificationStateOf } from '#server/modules/auth/read.ts';
import { LOGIN_PAGE, loginPageOf, verificationLanding } from '#shared/auth/verification.ts';
import type { Db } from '#server/db/client.ts';
import { ROLES_OF_HOOK } from './openapi.ts';
import { isDatabaseUnavailable } from './fault-errors.ts';
import type { ApiKeyScope } from '#shared/api-keys/schema.ts';
import { publicCtx } from '#server/ctx.ts';
import { API_KEY_HEADER_UNSUPPORTED, authenticateKey } from '#server/modules/api-keys/service.ts';

export const TWO_FACTOR_SETUP_REQUIRED =
  'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein (Reiter „Sicherheit“).';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 15: the API-key scopes that reach this route (any one suffices). A route without it
     * is never reachable with a key: administration, key management, profiles, settings.
     */
    apiKeyScopes?: readonly ApiKeyScope[];
    /**
     * Issue 38: reachable by an admin session that has not passed a second factor yet (where it
     * is required) — only what it takes to set one up. Every other route refuses that session.
     */
    beforeSecondFactor?: boolean;
    /**
     * Issue 37 (decision 066): what a company member does on this route; `requireRole` refuses a
     * member whose role may not (src/shared/teams/permissions.ts). Per party where the route
     * serves both. A route without it only reads, or acts for the person (password, 2FA).
     */
    memberAction?: MemberAction | Partial<Record<'buyer' | 'seller', MemberAction>>;
  }
  interface FastifyInstance {
    auth: Auth;
    /** onRequest hook (before the body is read or validated): 401 without a session, 403 for any other role. */
    requireRole(...roles: Role[]): (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null: no valid session). */
    sessionUser(): Promise<SessionUser | null>;
    /** Set by requireRole: the user the route runs for. */
    user: SessionUser;
    /** Set by requireRole for a call with an API key: the key's scopes this route accepts. */
    keyScopes: readonly ApiKeyScope[] | undefined;
  }
}

/** better-auth's role field as ours (it knows no other values, but types it loosely). */
export function roleOf(role: unknown): Role {
  return role === 'seller' || role === 'admin' ? role : 'buyer';
}

/**
 * better-auth's user as ours, with its company (issue 37): null when a buyer or seller login
 * belongs to no company any more (a removed member), which counts as no session.
 */
export async function toSessionUser(
  db: Db,
  u: {
    id: string;
    email: string;
    name: string;
    role?: unknown;
    language?: unknown;
  },
): Promise<SessionUser | null> {
  const role = roleOf(u.role);
  const language = isUiLanguage(u.language) ? u.language : DEFAULT_LANGUAGE;
  const base = { id: u.id, email: u.email, name: u.name, role, language } as const;
  if (role === 'admin') return { ...base, companyId: null, memberRole: null };
  const { companyId, memberRole } = await findMembership(db, u.id);
  if (!companyId || !memberRole) return null;
  return { ...base, companyId, memberRole };
}

/** The action a route asks of a member of this party (none for admins). */
export function memberActionOf(
  declared: FastifyContextConfig['memberAction'],
  role: Role,
): MemberAction | undefined {
  if (!declared || role === 'admin') return undefined;
  return typeof declared === 'string' ? declared : declared[role];
}

/** What sessionUser() learnt about the session besides its user. */
type SessionRequest = FastifyRequest & { _twoFactor?: boolean; _sessionToken?: string };

/**
 * The token of the browser session a request runs in (after requireRole or sessionUser()),
 * undefined for a caller with an API key. Live streams end when this session ends (issue 38).
 */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  return (req as SessionRequest)._sessionToken;
}

export function registerAuth(app: FastifyInstance, auth: Auth): void {
  app.decorate('auth', auth);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('keyScopes', undefined);
  // One prepared statement per request (decision 021); better-auth only when the session is
  // due for its sliding refresh or has expired.
  const lookup = createSessionLookup(() => app.deps.db, auth);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const req = this as SessionRequest & { _session?: Promise<SessionUser | null> };
    const viaBetterAuth = () =>
      auth.api.getSession({ headers: fromNodeHeaders(req.headers) }).then((s) => {
        if (!s) return null;
        req._twoFactor = s.user.twoFactorEnabled === true;
        req._sessionToken = s.session.token;
        return toSessionUser(app.deps.db, s.user);
      });
    req._session ??= lookup(req.headers.cookie)
      .then((found) => {
        if (found === undefined) return viaBetterAuth();
        if (!found) return null;
        req._twoFactor = found.twoFactor;
        req._sessionToken = found.token;
        return found.user;
      })
      // A database that is away is not a missing session: the caller gets 503, not a sign-in page.
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) throw err;
        return null;
      });
    return req._session;
  });

  app.decorate('requireRole', (...roles: Role[]) => {
    const hook = async (req: FastifyRequest) => {
      const user = await callerOf(app, req);
      if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
      if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', MSG.forbidden);
      // Issue 38: where admins need a second factor (always in production), an admin session
      // without one counts as unverified on every route — documents and photos as much as the
      // admin area — except the few that set the factor up. A session of an account with the
      // factor passed it: login asks for the code, and enabling it ended every other session.
      if (
        user.role === 'admin' &&
        app.deps.config.adminTwoFactorRequired &&
        !(req as SessionRequest)._twoFactor &&
        req.routeOptions.config.beforeSecondFactor !== true
      ) {
        throw new AppError('FORBIDDEN', TWO_FACTOR_SETUP_REQUIRED, { reason: 'TWO_FACTOR_SETUP_REQUIRED' });
      }
      // Issue 37: reading is every member's; a write asks the member's role (teams/permissions.ts).
      const action = memberActionOf(req.routeOptions.config.memberAction, user.role);
      if (action && req.method !== 'GET' && req.method !== 'HEAD' && !can(user.memberRole, action)) {
        throw new AppError('FORBIDDEN', MEMBER_ROLE_FORBIDDEN, { reason: 'MEMBER_ROLE' });
      }
      req.user = user;
    };
    // The OpenAPI document names the roles (plugins/openapi.ts).
    return Object.assign(hook, { [ROLES_OF_HOOK]: roles });
  });

  // better-auth's own endpoints we use from links in mails (verify-email). Everything else
  // goes through /api/v1/auth so that our gates and validation apply.
  app.route({
    method: ['GET'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(req, reply) {
      const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
      if (url.pathname !== '/api/auth/verify-email') throw new AppError('NOT_FOUND', MSG.notFound);
      return reply.redirect(await verifyEmailLanding(app, auth, req, url), 302);
    },
  });
}

/**
 * Issue 34 (decision 078): the link in the confirmation mail is opened by a person, so every
 * outcome lands on a page of this site — the login page of the account's role with what became
 * of the link — never on better-auth's JSON or an error body. Our mails name the login page in
 * `callbackURL`; only our three login pages count, so the link can send nobody elsewhere. The
 * page of a failed link is the one the link names (or the buyers'): a failure reveals no account.
 */
async function verifyEmailLanding(
  app: FastifyInstance,
  auth: Auth,
  req: FastifyRequest,
  url: URL,
): Promise<string> {
  const token = url.searchParams.get('token');
  const named = loginPageOf(url.searchParams.get('callbackURL'));
  const failed = (outcome: 'expired' | 'invalid') => verificationLanding(named ?? LOGIN_PAGE.buyer, outcome);
  // HydroParts has no e-mail change: a change-e-mail token (which better-auth would apply
  // without a session) is refused however it was signed.
  if (!token || isChangeEmailToken(token)) return failed('invalid');
  const email = emailClaimOf(token);
  const before = email ? await verificationStateOf(app.deps.db, email) : undefined;
  // better-auth answers a link with a callbackURL by a redirect, with ?error=… when it fails.
  const asked = new URL(url);
  asked.searchParams.set('callbackURL', '/');
  const headers = fromNodeHeaders(req.headers);
  // better-auth reads the client address from this header: only Fastify's trusted value counts.
  headers.set('x-forwarded-for', req.ip);
  const res = await auth.handler(new Request(asked, { method: 'GET', headers }));
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) return failed('invalid');
  const error = new URL(location, 'http://x').searchParams.get('error');
  if (error === 'TOKEN_EXPIRED') return failed('expired');
  if (error || !before) return failed('invalid');
  return verificationLanding(LOGIN_PAGE[before.role], before.emailVerified ? 'already' : 'verified');
}

/** The address a confirmation token names (read before better-auth checks its signature). */
function emailClaimOf(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : undefined;
  } catch {
    return undefined;
  }
}

/** `Authorization: Bearer <key>` (decision 023); any other scheme is not a key. */
export function bearerKeyOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Who calls: with `Authorization: Bearer <key>` the key's owner narrowed to the route's scopes
 * (the cookie, if any, is then ignored); otherwise the session. `x-api-key` is not read: a request
 * that sends only that header is told where the key belongs.
 */
async function callerOf(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser | null> {
  const key = bearerKeyOf(req.headers.authorization);
  if (key === undefined) {
    if (req.headers['x-api-key'] !== undefined && !req.headers.cookie) {
      throw new AppError('UNAUTHENTICATED', API_KEY_HEADER_UNSUPPORTED, { reason: 'API_KEY_HEADER' });
    }
    return req.sessionUser();
  }
  const { user, scopes } = await authenticateKey({
    ctx: publicCtx(app),
    input: {
      key,
      method: req.method,
      path: req.url.split('?')[0]!.slice(0, 500),
      ip: req.ip,
      routeScopes: req.routeOptions.config.apiKeyScopes ?? [],
    },
  });
  req.keyScopes = scopes;
  return user;
}

/** True when the JWT's payload names a new address (`updateTo`); unreadable tokens are left to better-auth. */
export function isChangeEmailToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return claims.updateTo !== undefined || claims.requestType !== undefined;
  } catch {
    return false;
  }
}
