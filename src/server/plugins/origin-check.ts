import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';

/**
 * Cookie sessions need CSRF protection: a state-changing API call that names a foreign
 * Origin is refused. (SameSite=Lax cookies and JSON-only bodies cover browsers without Origin.)
 */
export function registerOriginCheck(app: FastifyInstance, allowed: string[]): void {
  const allow = new Set(allowed.map((o) => o.replace(/\/$/, '')));
  app.addHook('onRequest', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const host = req.headers.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allow.has(origin))
      throw new AppError('FORBIDDEN', 'Zugriff verweigert', { reason: 'BAD_ORIGIN' });
  });
}
