import type { FastifyInstance } from 'fastify';

/**
 * Tight limits where passwords and mails are at stake (DESIGN.md §5): per client address
 * (TRUST_PROXY decides which) and route, `AUTH_RATE_LIMIT_PER_MINUTE` attempts a minute.
 */
export function strictLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
}
