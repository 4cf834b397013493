import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/auth/schema.ts';
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
}

/** The context of an authenticated route (after `requireRole`). */
export function ctxOf(app: FastifyInstance, req: FastifyRequest): Ctx {
  return { db: app.deps.db, deps: app.deps, user: req.user };
}

/** The context of a public route: nobody is signed in, or it does not matter who. */
export function publicCtx(app: FastifyInstance): Ctx<null> {
  return { db: app.deps.db, deps: app.deps, user: null };
}

/** The same context inside a transaction. */
export function inTx<U extends SessionUser | null>(ctx: Ctx<U>, tx: Db): Ctx<U> {
  return { ...ctx, db: tx };
}
