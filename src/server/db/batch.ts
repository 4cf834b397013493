import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';
import { perDatabase } from './prepared.ts';

/*
 * Group commit for the hottest statements (decision 034). At a busy moment most of what a
 * one-row statement costs is the statement, not the row: the round trip, waking the database
 * process, setting up the executor, the commit and its WAL flush, on both sides. Calls that come
 * in while earlier ones are running therefore wait for them and then go together, as one
 * statement for all of them. A call that comes alone runs at once, as before.
 *
 * Embedded PGlite runs every call alone: it has one connection, so nothing runs side by side to
 * be shared, and it prepares no statement, so a batch would only be a larger statement to plan
 * on every call (order placement was a third slower batched there).
 */

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

interface Options {
  /** The most calls in one statement (each size is a statement of its own, prepared once). */
  max: number;
  /** Statements of this kind running at once; further calls wait and are batched. */
  concurrency: number;
  /**
   * How many calls must be waiting before a statement starts beside one already running
   * (default 1). Fewer wait for a running one to end and then go together: at a busy moment a
   * lone call started beside a running batch paid a whole statement for itself (an order alone
   * cost the database nearly twice what one in a batch of four or more costs; decision 036).
   * PostgreSQL's commit_siblings makes the same bet for group commit. With nothing running, a
   * call starts at once.
   */
  beside?: number;
}

/**
 * `run` does what `items` ask in one statement and answers them in their order. If a batch of
 * several fails (one order's unique violation fails the whole statement), each of its calls runs
 * again alone, so every caller gets the answer or the error it would have got by itself.
 */
export function batched<In, Out>(
  run: (db: Db, items: In[]) => Promise<Out[]>,
  { max, concurrency, beside = 1 }: Options,
): (db: Db, item: In) => Promise<Out> {
  const queueOf = perDatabase(() => ({ waiting: [] as Waiting<In, Out>[], running: 0 }));

  async function alone(db: Db, call: Waiting<In, Out>): Promise<void> {
    try {
      const [out] = await run(db, [call.item]);
      call.resolve(out as Out);
    } catch (err) {
      call.reject(err);
    }
  }

  async function together(db: Db, calls: Waiting<In, Out>[]): Promise<void> {
    let outs: Out[];
    try {
      outs = await run(
        db,
        calls.map((c) => c.item),
      );
    } catch (err) {
      if (calls.length === 1) return calls[0]!.reject(err);
      for (const call of calls) await alone(db, call);
      return;
    }
    calls.forEach((call, i) => call.resolve(outs[i] as Out));
  }

  function drain(db: Db): void {
    const queue = queueOf(db);
    while (queue.running < concurrency && queue.waiting.length >= (queue.running === 0 ? 1 : beside)) {
      const calls = queue.waiting.splice(0, max);
      queue.running += 1;
      void together(db, calls).finally(() => {
        queue.running -= 1;
        drain(db);
      });
    }
  }

  return (db, item) => {
    if (db._.session instanceof PgliteSession) return run(db, [item]).then(([out]) => out as Out);
    return new Promise<Out>((resolve, reject) => {
      queueOf(db).waiting.push({ item, resolve, reject });
      drain(db);
    });
  };
}
