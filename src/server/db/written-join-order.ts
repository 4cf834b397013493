import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `read` in a read-only transaction whose statements join their tables in the order they are
 * written (join_collapse_limit = 1): PostgreSQL then plans an eight-table join in under a
 * millisecond instead of searching every order of it.
 *
 * Decision 081: a filtered order list (an order, its offer and request, both parties, the payment
 * term and the rating) took PostgreSQL 8–16 ms to plan on a quiet machine and 35 ms under the
 * market's load, for 0.6 ms of execution; in the written order, 0.7 ms. It costs three short
 * round trips (begin, set, commit), so a statement that is prepared by name and keeps its generic
 * plan is better off without it. Only for statements written from the filtered table outwards,
 * each further table joined by its key: then the written order is the best one.
 */
export function inWrittenJoinOrder<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local join_collapse_limit = 1`);
      return read(tx as unknown as Db);
    },
    { accessMode: 'read only' },
  );
}
