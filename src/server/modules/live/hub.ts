import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { LiveEvent } from '#shared/live/events.ts';
import { CHANGES_CHANNEL, LIVE_CHANNEL, liveSessionTokens, type LiveMessage } from './repository.ts';

type LiveSink = (event: LiveEvent) => void;

interface Stream {
  /** The browser session the stream was opened in: its end ends the stream (issue 38). */
  sessionToken: string;
  end: () => void;
}

/**
 * How often every open stream's session is checked regardless of announcements: a session that
 * simply expired announces nothing, and announcements sent while LISTEN was down are lost.
 */
const SESSION_SWEEP_MS = 60_000;
/** Announcements of one transaction or a burst of logouts are checked together. */
const SESSION_CHECK_DELAY_MS = 25;

/**
 * This instance's open event streams, by user. One LISTEN per instance; every NOTIFY (from any
 * instance) reaches the streams of its recipients that are connected here. Each stream is bound
 * to its session: when sessions or users change anywhere (logout, a blocked account, a second
 * factor enabled — announced on hp_changes, decision 075), the sessions of the open streams
 * are read again and the streams of ended ones end.
 */
export interface LiveHub {
  start(): Promise<void>;
  subscribe(userId: string, sessionToken: string, sink: LiveSink, end: () => void): () => void;
  /** Streams this user has open on this instance (the per-user cap counts them). */
  openFor(userId: string): number;
  /** Ends every open stream (before the server closes) and stops listening. */
  close(): Promise<void>;
  connections(): number;
}

export function createLiveHub(database: Database, log: FastifyBaseLogger): LiveHub {
  const byUser = new Map<string, Map<LiveSink, Stream>>();
  let listening: Promise<(() => Promise<void>)[]> | undefined;
  let sweep: NodeJS.Timeout | undefined;
  let pendingCheck: Promise<void> | undefined;

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

  async function endEndedSessions(): Promise<void> {
    const tokens = new Set<string>();
    for (const streams of byUser.values()) for (const s of streams.values()) tokens.add(s.sessionToken);
    if (tokens.size === 0) return;
    const live = await liveSessionTokens(database.db, [...tokens]);
    for (const streams of byUser.values()) {
      for (const s of streams.values()) if (!live.has(s.sessionToken)) s.end();
    }
  }

  /** One check for a burst of announcements; a check already waiting covers the new one. */
  function scheduleCheck(): Promise<void> {
    pendingCheck ??= sleep(SESSION_CHECK_DELAY_MS, undefined, { ref: false })
      .then(() => {
        pendingCheck = undefined;
        return endEndedSessions();
      })
      .catch((err: unknown) => {
        pendingCheck = undefined;
        log.warn({ err }, 'live streams: sessions not checked');
      });
    return pendingCheck;
  }

  const hub: LiveHub = {
    async start() {
      // A LISTEN that could not start is tried again by the next stream, not kept as a failure.
      listening ??= Promise.all([
        database.listen(LIVE_CHANNEL, deliver, { onState }),
        database.listen(
          CHANGES_CHANNEL,
          (table) => {
            if (table === 'sessions' || table === 'profiles') void scheduleCheck();
          },
          // Back after a gap: whatever ended meanwhile was not heard.
          { onState: (up) => void (up && scheduleCheck()) },
        ),
      ]).catch((err: unknown) => {
        listening = undefined;
        throw err;
      });
      if (!sweep) {
        sweep = setInterval(() => void scheduleCheck(), SESSION_SWEEP_MS);
        sweep.unref();
      }
      await listening;
    },
    subscribe(userId, sessionToken, sink, end) {
      let sinks = byUser.get(userId);
      if (!sinks) byUser.set(userId, (sinks = new Map()));
      sinks.set(sink, { sessionToken, end });
      return () => {
        sinks.delete(sink);
        if (sinks.size === 0) byUser.delete(userId);
      };
    },
    openFor(userId) {
      return byUser.get(userId)?.size ?? 0;
    },
    async close() {
      clearInterval(sweep);
      sweep = undefined;
      for (const sinks of byUser.values()) for (const s of sinks.values()) s.end();
      byUser.clear();
      const pending = listening;
      listening = undefined;
      // A LISTEN that never came up must not hold up the shutdown.
      const unlisten = await Promise.race([
        pending?.catch(() => undefined),
        sleep(2000, undefined, { ref: false }),
      ]);
      for (const stop of unlisten ?? []) await stop();
    },
    connections() {
      let n = 0;
      for (const s of byUser.values()) n += s.size;
      return n;
    },
  };
  return hub;
}
