import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';
import { FAULT_MSG } from './fault-errors.ts';

/**
 * How long a request body may take (issue 38: stalled uploads were held open for ever, 220 of
 * them took 905 MB). Chosen for a phone on a bad connection (docs/decisions/040):
 * - idle: no byte for 60 s. Mobile links stall for seconds in a tunnel or a cell handover; TCP
 *   retransmits after 1, 2, 4, 8, 16 s, so a 30 s blackout still resumes within the minute.
 * - total: 15 minutes. One 5 MB photo needs 6 KB/s (45 kbit/s, GPRS-class); the largest
 *   request, five photos of 10 MB, needs 57 KB/s (450 kbit/s, weak 3G).
 */
export interface BodyTimeouts {
  idleMs: number;
  totalMs: number;
}

export const BODY_TIMEOUTS: BodyTimeouts = { idleMs: 60_000, totalMs: 15 * 60_000 };

/**
 * The server's own limits behind the watch below, for what it does not see (headers that never
 * end are Node's headersTimeout, 60 s): a socket silent both ways for twice the idle limit ends
 * (live streams write a heartbeat every 25 s), and Node ends a request not received a minute
 * after the total limit (a plain 408).
 */
export function serverTimeouts(limits: BodyTimeouts): { connectionTimeout: number; requestTimeout: number } {
  return { connectionTimeout: 2 * limits.idleMs, requestTimeout: limits.totalMs + 60_000 };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return length > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * Watches every request body while it arrives, by the bytes its connection reads. When it
 * stalls or takes too long, whoever reads the body (a multipart handler, Fastify's body parser)
 * fails with a German 408 that the error handler answers with `Connection: close`; with no
 * reader the connection just ends. Either way it is closed a moment later: the rest is not read.
 */
export function registerBodyTimeouts(app: FastifyInstance, limits: BodyTimeouts = BODY_TIMEOUTS): void {
  const tick = Math.max(50, Math.min(1000, limits.idleMs / 4));
  app.addHook('onRequest', async (req, reply) => {
    const raw = req.raw;
    if (!hasBody(raw.headers) || raw.complete) return;
    const socket = raw.socket;
    // Only a connection has bytes to count (app.inject's stand-in has none, and no stall).
    if (!(socket instanceof Socket)) return;
    const started = Date.now();
    let seen = socket.bytesRead;
    let seenAt = started;
    const timer = setInterval(() => {
      if (raw.complete || raw.destroyed || reply.sent) return clearInterval(timer);
      const now = Date.now();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        seenAt = now;
      }
      const stalled = now - seenAt >= limits.idleMs;
      if (!stalled && now - started < limits.totalMs) return;
      clearInterval(timer);
      req.log.warn({ stalled, received: seen }, 'request body cut off');
      const error = new AppError('REQUEST_TIMEOUT', stalled ? FAULT_MSG.bodyStalled : FAULT_MSG.bodyTooSlow);
      if (raw.listenerCount('error') > 0) raw.emit('error', error);
      else socket.destroy();
      setTimeout(() => socket.destroy(), 1000).unref();
    }, tick);
    timer.unref();
  });
}
