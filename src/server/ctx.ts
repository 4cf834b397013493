import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/auth/schema.ts';
import { scopesActAs, type ApiKeyScope } from '#shared/api-keys/schema.ts';
import { AppError, MSG } from './errors.ts';
import { can, MEMBER_ROLE_FORBIDDEN, type MemberAction } from '#shared/teams/permissions.ts';
import type { Db } from './db/client.ts';
import type { Deps } from './deps.ts';

/**
 * What every service operation receives: `operation({ ctx, input })`.
 * `db` is the root database or, inside a transaction, the transaction itself (PGlite has one
 * connection: within `db.transaction(tx => …)` pass `{ ...ctx, db: tx }`, never the root db).
 * `user` is whoever acts — a browser session or (later) an API key resolve to the same user, and
 * services never know which. Public operations use `Ctx<null>`.
 */
export interface Ctx<U extends SessionUser | null = SessionUser> {
  db: Db;
  deps: Deps;
  user: U;
  /**
   * Issue 38: set when the call came with an API key — the scopes of the key that the route
   * accepts. A service that learns only from the data which party the caller acts as checks
   * them with `requireKeyActsAs`.
   */
  keyScopes?: readonly ApiKeyScope[];
}

/** The context of an authenticated route (after `requireRole`). */
export function ctxOf(app: FastifyInstance, req: FastifyRequest): Ctx {
  // A list may be read from the replica (db/replica-reads.ts, decision 045).
  const db = req.fromReplica && app.deps.replicaDb ? app.deps.replicaDb : app.deps.db;
  const ctx: Ctx = { db, deps: app.deps, user: req.user };
  if (req.keyScopes) ctx.keyScopes = req.keyScopes;
  return ctx;
}

export const API_KEY_SCOPE_MISSING = 'Dieser API-Schlüssel hat keine Berechtigung für diese Aktion.';

/** A call with a key may act as this party only with a scope of that party (decision 023, issue 38). */
export function requireKeyActsAs(ctx: Ctx, party: 'buyer' | 'seller'): void {
  if (ctx.keyScopes && !scopesActAs(ctx.keyScopes, party)) {
    throw new AppError('FORBIDDEN', API_KEY_SCOPE_MISSING, { reason: 'API_KEY_SCOPE_MISSING' });
  }
}

/** The context of a public route: nobody is signed in, or it does not matter who. */
export function publicCtx(app: FastifyInstance): Ctx<null> {
  return { db: app.deps.db, deps: app.deps, user: null };
}

/** The same context inside a transaction. */
export function inTx<U extends SessionUser | null>(ctx: Ctx<U>, tx: Db): Ctx<U> {
  return { ...ctx, db: tx };
}

/**
 * Issue 37 (decision 066): refuses a company member whose role may not do this action. Routes
 * declare it (`config.memberAction`, checked by requireRole); a service checks it itself where
 * the action follows from the data.
 */
export function requireMemberAction(ctx: Ctx, action: MemberAction): void {
  if (ctx.user.role !== 'admin' && !can(ctx.user.memberRole, action)) {
    throw new AppError('FORBIDDEN', MEMBER_ROLE_FORBIDDEN, { reason: 'MEMBER_ROLE' });
  }
}

/** The company the user acts for (decision 066); only buyers and sellers have one. */
export function companyOf(ctx: Ctx): string {
  if (!ctx.user.companyId) throw new AppError('FORBIDDEN', MSG.forbidden);
  return ctx.user.companyId;
}
