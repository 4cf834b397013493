import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '#shared/ops/schema.ts';
import { AppError, MSG } from '#server/errors.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { toHealthView, toReadinessView } from './views.ts';

export interface OpsDeps {
  metrics: Metrics;
  readiness: () => Promise<Readiness>;
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /**
   * Issue 38: without a token, whether /metrics is open at all — in development and tests, not in
   * production, where it then answers 404 like any path that does not exist (nothing to probe).
   */
  metricsWithoutToken: boolean;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Health, readiness, metrics and request ids. The probes are unauthenticated, carry no rate limit
 * (the limiter is opt-in per route) and touch no session, so a load balancer can call them often.
 */
export function opsRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];

  // Every answer names its request id, so a user's error report leads to the log lines.
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    deps.metrics.httpDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const health = async () => toHealthView(process.uptime());
  const ready = async (_req: FastifyRequest, reply: FastifyReply) => {
    const result = await deps.readiness();
    reply.header('cache-control', 'no-store');
    return reply.code(result.ready ? 200 : 503).send(toReadinessView(result));
  };
  const healthOpts = { schema: { tags, response: { 200: healthSchema } } };
  const readyOpts = { schema: { tags, response: { 200: readinessSchema, 503: readinessSchema } } };
  r.get('/api/health', healthOpts, health);
  r.get('/api/ready', readyOpts, ready);
  // The short paths load balancers and orchestrators often assume; same answers.
  r.get('/health', { schema: { ...healthOpts.schema, hide: true } }, health);
  r.get('/ready', { schema: { ...readyOpts.schema, hide: true } }, ready);

  r.get('/metrics', { schema: { tags, hide: true } }, async (req, reply) => {
    if (!deps.metricsToken && !deps.metricsWithoutToken) throw new AppError('NOT_FOUND', MSG.notFound);
    if (deps.metricsToken && !bearerMatches(req.headers.authorization, deps.metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'Metriken erfordern ein gültiges METRICS_TOKEN');
    }
    const text = await deps.metrics.registry.metrics();
    return reply.header('content-type', deps.metrics.registry.contentType).send(text);
  });
}
