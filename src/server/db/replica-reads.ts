import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './client.ts';

/*
 * Issue 33, decision 045: the lists (the dashboards' GETs below) may be read
 * from a streaming replica (DATABASE_REPLICA_URL). A replica lags behind the primary by a moment,
 * so whoever has just written — a new request, an offer, an order — reads from the primary for
 * `stickyMs` after it: marked in this instance's memory (by user) and in a cookie that the next
 * instance behind the proxy reads too. Everything else (every write, every detail view, every
 * read of a caller who just wrote) stays on the primary.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** This list is answered from the replica (ctxOf hands its database to the service). */
    fromReplica?: boolean;
  }
}

/**
 * The lists a dashboard opens again and again: each depends only on the caller, the caller's
 * language and the URL, and its handler only reads. One list, so what may come from a replica
 * can be reviewed at a glance; replica-reads.test.ts checks that each is a GET route.
 */
export const REPLICA_LISTS: readonly string[] = [
  '/api/v1/seller/requests',
  '/api/v1/seller/summary',
  '/api/v1/seller/offers',
  '/api/v1/seller/orders',
  '/api/v1/seller/my-requests',
  '/api/v1/seller/my-orders',
  '/api/v1/buyer/requests',
  '/api/v1/buyer/orders',
  '/api/v1/admin/requests',
  '/api/v1/admin/offers',
  '/api/v1/admin/orders',
  '/api/v1/admin/sellers',
  '/api/v1/admin/buyers',
];

export const WROTE_COOKIE = 'hp_wrote';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ReplicaReads {
  db: Db;
  /** How long after a write the writer reads from the primary (DATABASE_REPLICA_STICKY_SECONDS). */
  stickyMs: number;
}

export function registerReplicaReads(app: FastifyInstance, replica: ReplicaReads): void {
  const lists = new Set(REPLICA_LISTS);
  /** User id → until when that user reads from the primary. */
  const wrote = new Map<string, number>();
  const seconds = Math.ceil(replica.stickyMs / 1000);

  const justWrote = (req: FastifyRequest): boolean => {
    const until = req.user ? wrote.get(req.user.id) : undefined;
    if (until !== undefined) {
      if (until > Date.now()) return true;
      wrote.delete(req.user!.id);
    }
    return new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=1(?:;|$)`).test(req.headers.cookie ?? '');
  };

  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' && req.user && lists.has(req.routeOptions.url ?? '') && !justWrote(req))
      req.fromReplica = true;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // A refused write (4xx, 5xx) changed nothing: the writer may keep reading from the replica.
    if (READS.has(req.method) || reply.statusCode >= 400 || !req.user) return payload;
    wrote.set(req.user.id, Date.now() + replica.stickyMs);
    // Past the proxy, the next instance learns of the write from the browser.
    reply.header('set-cookie', `${WROTE_COOKIE}=1; Max-Age=${seconds}; Path=/api; HttpOnly; SameSite=Lax`);
    return payload;
  });

  // The marks of users who stopped writing do not pile up.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [user, until] of wrote) if (until <= now) wrote.delete(user);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
