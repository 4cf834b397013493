import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 11: the change feed, when the answer cache is on (ANSWER_CACHE). */
    changes: ChangeFeed | undefined;
  }
}

/** The channel of migration 0012: every committed change of an announced table, by table name. */
export const CHANGES_CHANNEL = 'hp_changes';

/** Tables whose change ends cached sessions (the session row and its user). */
const SESSION_TABLES = new Set(['sessions', 'profiles']);

/**
 * What this instance knows about changes to the data it caches (docs/decisions/026). Two
 * generation counters: `data` moves with every announced change, from any instance, and with
 * every write this instance answers; `sessions` moves when a session or a user changes, and with
 * the writes this instance answers that may change one. A cached
 * answer is valid while the generation read before it was computed is still current; while the
 * LISTEN connection is down (or not up yet) nothing counts as valid and nothing is kept.
 */
export interface ChangeFeed {
  /** True while changes are heard; caches serve and keep answers only then. */
  live(): boolean;
  dataGeneration(): number;
  sessionGeneration(): number;
  /**
   * A write answered here: its own announcement may still be on its way over the connection.
   * `sessionsToo` when the write may have changed a session or its user (cached-lists.ts).
   */
  localWrite(sessionsToo: boolean): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createChangeFeed(database: Database, log: FastifyBaseLogger): ChangeFeed {
  let data = 0;
  let sessions = 0;
  let up = false;
  let stop: (() => Promise<void>) | undefined;
  const everything = () => {
    data += 1;
    sessions += 1;
  };
  return {
    live: () => up,
    dataGeneration: () => data,
    sessionGeneration: () => sessions,
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
            if (up && !state) log.warn('change feed lost: caches off until it is back');
            up = state;
          },
        },
      );
    },
    async close() {
      up = false;
      everything();
      await stop?.();
    },
  };
}
