import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed.ts';
import { CACHED_LISTS, writesSessions } from './cached-lists.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 11: this GET's 200 answer is kept per caller and address until any announced data
     * changes (docs/decisions/026). Only for routes behind `requireRole` whose answer depends on
     * nothing but the caller, the caller's language and the URL.
     */
    cachedAnswer?: boolean;
  }
}

export interface AnswerCacheLimits {
  /** Answers older than this are computed again: lists show time-dependent states (expiry). */
  maxAgeMs: number;
  /** Memory bound: the oldest answers go first. */
  maxBytes: number;
}

const DEFAULT_LIMITS: AnswerCacheLimits = { maxAgeMs: 10_000, maxBytes: 64 * 1024 * 1024 };
const JSON_TYPE = 'application/json; charset=utf-8';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  /** Encoded once: a hit writes the bytes, not the string (UTF-8 encoding was a tenth of a hit). */
  body: Buffer;
  at: number;
}

type Pending = FastifyRequest & { _cacheKey?: string; _cacheGeneration?: number };

/**
 * Keeps the serialized answers of `cachedAnswer` routes for the generation of the data they were
 * read in. Served only while that generation is current, so an answer never outlives a change
 * this instance heard of (from any instance, via the change feed) or a write it answered itself.
 */
export function registerAnswerCache(
  app: FastifyInstance,
  feed: ChangeFeed,
  limits: AnswerCacheLimits = DEFAULT_LIMITS,
  /** Told of each lookup (the metrics count hits and misses; issue 33). */
  onLookup: (hit: boolean) => void = () => undefined,
): void {
  const lists = new Set(CACHED_LISTS);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && lists.has(route.url))
      route.config = { ...route.config, cachedAnswer: true };
  });
  const entries = new Map<string, Entry>();
  let generation = -1;
  let bytes = 0;
  const clear = (g: number) => {
    entries.clear();
    bytes = 0;
    generation = g;
  };

  app.addHook('preHandler', async (req: Pending, reply) => {
    if (req.method !== 'GET' || !req.routeOptions.config.cachedAnswer || !req.user || !feed.live()) return;
    const current = feed.dataGeneration();
    if (current !== generation) clear(current);
    const key = `${req.user.id}\u0000${req.user.language}\u0000${req.headers['accept-language'] ?? ''}\u0000${req.url}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < limits.maxAgeMs) {
      onLookup(true);
      return reply.header('content-type', JSON_TYPE).send(hit.body);
    }
    onLookup(false);
    req._cacheKey = key;
    req._cacheGeneration = current;
  });

  app.addHook('onSend', async (req: Pending, reply, payload) => {
    // The write's own announcement may still be on its way: what was kept before it is done.
    // A refused write (4xx) changed nothing (writes are transactions): a flood of bad requests
    // must not empty every cache.
    if (!READS.has(req.method) && reply.statusCode < 400) feed.localWrite(writesSessions(req.url));
    const key = req._cacheKey;
    if (
      key === undefined ||
      // Read from the replica (decision 045): it may predate a change already announced.
      req.fromReplica ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      !feed.live() ||
      // Data changed while this answer was read: it may predate the change, keep nothing.
      req._cacheGeneration !== feed.dataGeneration()
    ) {
      return payload;
    }
    if (req._cacheGeneration !== generation) clear(req._cacheGeneration);
    const old = entries.get(key);
    if (old) {
      bytes -= old.body.length;
      entries.delete(key);
    }
    const body = Buffer.from(payload);
    for (const [k, e] of entries) {
      if (bytes + body.length <= limits.maxBytes) break;
      entries.delete(k);
      bytes -= e.body.length;
    }
    entries.set(key, { body, at: Date.now() });
    bytes += body.length;
    return payload;
  });
}
