import type { FastifyInstance } from 'fastify';
import { AppError, MSG } from '#server/errors.ts';
import { sessionTokenOf } from '#server/plugins/auth.ts';
import { LIVE_STREAMS_PER_COMPANY } from '#shared/constants.ts';
import { LIVE_STREAMS_TOO_MANY } from '#shared/live/events.ts';
import type { LiveHub } from './hub.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/live/events: server-sent events for the signed-in buyer or seller (issue 15).
 * The browser's EventSource reconnects by itself (`retry:`); a heartbeat keeps proxies from
 * closing an idle stream.
 */
export function liveRoutes(app: FastifyInstance, hub: LiveHub): void {
  app.get(
    '/api/v1/live/events',
    {
      onRequest: app.requireRole('buyer', 'seller'),
      schema: {
        tags: ['live'],
        summary: 'Live-Ereignisse (Server-Sent Events)',
        description:
          'Ein Strom von Ereignissen (offer.created, request.created, offer.changed, order.changed) mit Ids; der Bildschirm lädt danach die betroffenen Listen neu. refetch (ohne Daten): Ereignisse können verpasst worden sein, der Bildschirm lädt alles neu.',
      },
    },
    async (req, reply) => {
      // Issue 38: a stream lives as long as its session; decision 071: a company (all its
      // members together) holds only so many open.
      const sessionToken = sessionTokenOf(req);
      if (!sessionToken) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
      // Issue 37: a member hears what its company hears (events name buyer and seller companies),
      // and its streams count against the company's limit.
      const party = req.user.companyId ?? req.user.id;
      if (hub.openFor(party) >= LIVE_STREAMS_PER_COMPANY) {
        throw new AppError('RATE_LIMITED', LIVE_STREAMS_TOO_MANY);
      }
      // Listening before the stream opens: no event after this point is missed.
      await hub.start();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n: connected\n\n');
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = hub.subscribe(
        party,
        sessionToken,
        (event) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
        () => res.end(),
      );
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
