import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { countedChanges } from '#server/db/sql/changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 11: the change feed, when the answer cache is on (ANSWER_CACHE). */
    changes: ChangeFeed | undefined;
  }
}

/**
 * The channel of migration 0012 on which sessions and users announce their committed changes
 * (payload: the table's name); other tables count theirs (migration 0015, decision 033).
 */
export const CHANGES_CHANNEL = 'hp_changes';

/** Tables whose change ends cached sessions (the session row and its user). */
const SESSION_TABLES = new Set(['sessions', 'profiles']);

/**
 * How often the committed-change counter is read: the longest another instance's committed
 * change may go unseen here. One small query per instance; a write this instance answers ends
 * its own kept answers at once (localWrite). Embedded PGlite has no other instance, only this
 * one's jobs and schedules, and one connection that every request shares: it is read less often.
 */
const COUNTER_POLL_MS = { pg: 20, pglite: 250 } as const;

/**
 * What this instance knows about changes to the data it caches (docs/decisions/026, 033). Two
 * generation counters: `data` moves with every committed change of the cached data, from any
 * instance (read from the change counter), and with every write this instance answers;
 * `sessions` moves when a session or a user changes (announced on hp_changes), and with the
 * writes this instance answers that may change one. A cached answer is valid while the
 * generation read before it was computed is still current; while the LISTEN connection is down,
 * the counter cannot be read, or neither is up yet, nothing counts as valid and nothing is kept.
 */
export interface ChangeFeed {
  /** True while changes are heard; caches serve and keep answers only then. */
  live(): boolean;
  dataGeneration(): number;
  sessionGeneration(): number;
  /** The change count read last (countedChanges), undefined while it cannot be read. */
  countedChanges(): string | undefined;
  /**
   * A write answered here: others hear of it a moment later, this instance at once.
   * `sessionsToo` when the write may have changed a session or its user (cached-lists.ts).
   */
  localWrite(sessionsToo: boolean): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createChangeFeed(
  database: Database,
  log: FastifyBaseLogger,
  pollMs: number = COUNTER_POLL_MS[database.driver],
): ChangeFeed {
  let data = 0;
  let sessions = 0;
  let listening = false;
  let counted: string | undefined;
  let stop: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  const everything = () => {
    data += 1;
    sessions += 1;
  };
  // A new sum is a committed change; the first one read, or one after the counter could not be
  // read, is a fresh start: whatever changed meanwhile is unknown.
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const n = await countedChanges(database.db);
      if (n !== counted) data += 1;
      counted = n;
    } catch (err) {
      if (counted !== undefined) log.warn({ err }, 'change counter unreadable: caches off until it is back');
      counted = undefined;
      everything();
    } finally {
      polling = false;
    }
  };
  return {
    live: () => listening && counted !== undefined,
    dataGeneration: () => data,
    sessionGeneration: () => sessions,
    countedChanges: () => counted,
    localWrite(sessionsToo) {
      data += 1;
      if (sessionsToo) sessions += 1;
    },
    async start() {
      stop = await database.listen(
        CHANGES_CHANNEL,
        (table) => {
          data += 1;
          if (SESSION_TABLES.has(table)) sessions += 1;
        },
        {
          // Whatever was announced while the connection was down is unknown: start afresh.
          onState(state) {
            everything();
            if (listening && !state) log.warn('change feed lost: caches off until it is back');
            listening = state;
          },
        },
      );
      await poll();
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      listening = false;
      counted = undefined;
      everything();
      await stop?.();
    },
  };
}
