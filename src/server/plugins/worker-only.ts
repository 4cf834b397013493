import type { FastifyInstance } from 'fastify';

/** What a worker instance (ROLE=worker) answers: the liveness probe and its own job metrics. */
const WORKER_PATHS = new Set(['/api/health', '/metrics']);

/**
 * A worker runs the background jobs and serves no app (decision 041): every other address is a
 * 404 before any route, session or body is looked at, so a proxy that sends users here by mistake
 * shows at once.
 */
export function registerWorkerOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?', 1)[0]!;
    if (WORKER_PATHS.has(path)) return;
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: 'Diese Instanz führt nur Hintergrundaufgaben aus (ROLE=worker).' });
  });
}
