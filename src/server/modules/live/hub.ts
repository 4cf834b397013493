import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { LiveEvent } from '#shared/live/events.ts';
import { LIVE_CHANNEL, type LiveMessage } from './repository.ts';

type LiveSink = (event: LiveEvent) => void;

/**
 * This instance's open event streams, by user. One LISTEN per instance; every NOTIFY (from any
 * instance) reaches the streams of its recipients that are connected here.
 */
export interface LiveHub {
  start(): Promise<void>;
  subscribe(userId: string, sink: LiveSink, end: () => void): () => void;
  /** Ends every open stream (before the server closes) and stops listening. */
  close(): Promise<void>;
  connections(): number;
}

export function createLiveHub(database: Database, log: FastifyBaseLogger): LiveHub {
  const byUser = new Map<string, Map<LiveSink, () => void>>();
  let listening: Promise<() => Promise<void>> | undefined;

  function send(sink: LiveSink, event: LiveEvent): void {
    try {
      sink(event);
    } catch (err) {
      log.warn({ err }, 'live event not written');
    }
  }

  /**
   * Issue 38: what was announced while the LISTEN connection was lost is unknown, so every open
   * screen on this instance refetches once it is back (the first time up is not a return).
   */
  let lost = false;
  function onState(up: boolean): void {
    if (!up) {
      lost = true;
      return;
    }
    if (!lost) return;
    lost = false;
    for (const sinks of byUser.values()) for (const sink of sinks.keys()) send(sink, { type: 'refetch' });
  }

  function deliver(payload: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    for (const userId of message.u) {
      for (const sink of byUser.get(userId)?.keys() ?? []) send(sink, message.event);
    }
  }

  return {
    async start() {
      // A LISTEN that could not start is tried again by the next stream, not kept as a failure.
      listening ??= database.listen(LIVE_CHANNEL, deliver, { onState }).catch((err: unknown) => {
        listening = undefined;
        throw err;
      });
      await listening;
    },
    subscribe(userId, sink, end) {
      let sinks = byUser.get(userId);
      if (!sinks) byUser.set(userId, (sinks = new Map()));
      sinks.set(sink, end);
      return () => {
        sinks.delete(sink);
        if (sinks.size === 0) byUser.delete(userId);
      };
    },
    async close() {
      for (const sinks of byUser.values()) for (const end of sinks.values()) end();
      byUser.clear();
      const pending = listening;
      listening = undefined;
      // A LISTEN that never came up must not hold up the shutdown.
      const unlisten = await Promise.race([
        pending?.catch(() => undefined),
        sleep(2000, undefined, { ref: false }),
      ]);
      await unlisten?.();
    },
    connections() {
      let n = 0;
      for (const s of byUser.values()) n += s.size;
      return n;
    },
  };
}
