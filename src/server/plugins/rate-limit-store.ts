import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/auth.ts';

interface StoreResult {
  current: number;
  ttl: number;
}

/**
 * @fastify/rate-limit store in PostgreSQL (the rate_limits table better-auth uses too), so
 * that limits hold across instances (DESIGN.md §3: no state in process memory).
 */
export function createPgRateLimitStore(db: Db) {
  return class PgRateLimitStore {
    prefix: string;
    constructor(options: { keyPrefix?: string } = {}) {
      this.prefix = options.keyPrefix ?? 'fastify:';
    }
    incr(key: string, cb: (err: Error | null, res?: StoreResult) => void, timeWindow: number): void {
      const k = `${this.prefix}${key}`;
      const now = Date.now();
      db.execute(
        sql`
        insert into ${rateLimits} (key, count, last_request) values (${k}, 1, ${now})
        on conflict (key) do update set
          count = case when ${rateLimits.lastRequest} <= ${now - timeWindow} then 1 else ${rateLimits.count} + 1 end,
          last_request = case when ${rateLimits.lastRequest} <= ${now - timeWindow} then ${now} else ${rateLimits.lastRequest} end
        returning count, last_request`,
      )
        .then((res) => {
          const row = (res as { rows: unknown[] }).rows[0] as {
            count: number;
            last_request: string | number;
          };
          const ttl = Math.max(0, Number(row.last_request) + timeWindow - now);
          cb(null, { current: Number(row.count), ttl });
        })
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }
    /**
     * One counter per route. @fastify/rate-limit passes the route as `routeInfo` (its typings
     * describe the route options themselves, so both shapes are read).
     */
    child(params: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }) {
      const route = params.routeInfo ?? params;
      return new PgRateLimitStore({ keyPrefix: `${this.prefix}${String(route.method)}:${route.url}:` });
    }
  };
}
