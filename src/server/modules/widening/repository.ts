import { and, asc, count, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { offers, requestDeclines, requests } from '#server/db/schema/marketplace.ts';
import { requestWidenings } from '#server/db/schema/widening.ts';
import { AUDIENCE_WIDE } from '#server/db/sql/relevance.ts';
import { LAST_RING, WIDEN_MIN_OFFERS, WIDEN_WINDOW_MS } from '#shared/requests/widening.ts';

/** The statements of widening in rings (decision 053). */

/** Ring 2's audience key: opted-in sellers hold it (relevance.ts sellerKeys). */
export const WIDE_KEY = AUDIENCE_WIDE;

/** A request under its row lock, with what widening and extending decide on. */
export async function lockRequest(tx: Db, requestId: string) {
  const [row] = await tx
    .select({
      id: requests.id,
      buyerId: requests.buyerId,
      status: requests.status,
      openToSellers: requests.openToSellers,
      urgency: requests.urgency,
      createdAt: requests.createdAt,
      expiresAt: requests.expiresAt,
      widenedRing: requests.widenedRing,
      widenedKeys: requests.widenedKeys,
      widenAt: requests.widenAt,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('update')
    .limit(1);
  return row;
}

/** The offers a request has (every offer is an answer, whatever became of it). */
export async function countOffers(db: Db, requestId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.requestId, requestId));
  return row?.n ?? 0;
}

/** The sellers who answered 'Kann ich nicht liefern', among `sellerIds`. */
export async function countDeclines(
  db: Db,
  requestId: string,
  sellerIds: readonly string[],
): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(requestDeclines)
    .where(and(eq(requestDeclines.requestId, requestId), inArray(requestDeclines.sellerId, [...sellerIds])));
  return row?.n ?? 0;
}

/** The ring's keys join the request's audience: the trigger refiles it (decision 009). */
export async function addWidenedKeys(tx: Db, requestId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(requests)
    .set({
      widenedKeys: sql`array(select distinct k from unnest(${requests.widenedKeys} || ${`{${keys.join(',')}}`}::uuid[]) k)`,
    })
    .where(eq(requests.id, requestId));
}

/** Records the ring reached; false if that ring was recorded already (another runner). */
export async function insertWidening(
  tx: Db,
  row: { requestId: string; ring: number; sellerCount: number; byBuyer: boolean; at: Date },
): Promise<boolean> {
  const done = await tx
    .insert(requestWidenings)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ ring: requestWidenings.ring });
  return done.length === 1;
}

/** The ring reached and when the request is next due (null: no further ring). */
export async function setRing(tx: Db, requestId: string, ring: number, widenAt: Date | null): Promise<void> {
  await tx.update(requests).set({ widenedRing: ring, widenAt }).where(eq(requests.id, requestId));
}

/** Not due any more (enough offers, or no longer active). */
export async function clearDue(tx: Db, requestId: string): Promise<void> {
  await tx.update(requests).set({ widenAt: null }).where(eq(requests.id, requestId));
}

export async function setExpiry(tx: Db, requestId: string, expiresAt: Date): Promise<void> {
  await tx.update(requests).set({ expiresAt, updatedAt: new Date() }).where(eq(requests.id, requestId));
}

/** The window of a request's urgency in SQL, from WIDEN_WINDOW_MS (constants, no parameters). */
const windowOfUrgency = sql.raw(
  `make_interval(secs => case urgency ${Object.entries(WIDEN_WINDOW_MS)
    .map(([urgency, ms]) => `when '${urgency}' then ${ms / 1000}`)
    .join(' ')} end)`,
);

/**
 * Decision 063: requests written before widening existed (`widen_unscheduled`, true only on
 * them) get the due time they would have got at creation — created_at + their urgency's window,
 * so one whose window passed long ago is due at once — if they are active and never widened;
 * the others keep what they have. Batches of `batchSize` through the partial index
 * requests_widen_unscheduled_idx, each its own statement (no long lock on requests); a row a
 * writer holds is left to the next run. Returns how many rows were looked at.
 */
export async function scheduleRequestsFromBefore(
  db: Db,
  batchSize = 1000,
  maxBatches = 500,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const res = (await db.execute(sql`with batch as (
        select id from ${requests} where widen_unscheduled order by id limit ${batchSize}
        for update skip locked)
      update ${requests} r set widen_unscheduled = false,
        widen_at = case when r.widen_at is null and r.status = 'active' and r.widened_ring = 0
          then r.created_at + ${windowOfUrgency} else r.widen_at end
      from batch where r.id = batch.id
      returning r.id`)) as unknown as { rows: unknown[] };
    total += res.rows.length;
    if (res.rows.length < batchSize) break;
  }
  return total;
}

/**
 * The schedule's work list: active requests whose window passed (index requests_widen_due_idx),
 * oldest first, and those a seller declined lately (a decline may leave nobody to answer).
 */
export async function dueRequestIds(db: Db, now: Date, limit = 200): Promise<string[]> {
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'active'), lte(requests.widenAt, now)))
    .orderBy(asc(requests.widenAt))
    .limit(limit);
  const declined = await db
    .selectDistinct({ id: requestDeclines.requestId })
    .from(requestDeclines)
    .innerJoin(requests, eq(requests.id, requestDeclines.requestId))
    .where(
      and(
        gt(requestDeclines.createdAt, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000)),
        eq(requests.status, 'active'),
        ne(requests.widenedRing, LAST_RING),
        // Only those still short of offers: the others would be looked at every run for nothing.
        sql`(select count(*) from ${offers} o where o.request_id = ${requests.id}) < ${WIDEN_MIN_OFFERS}`,
      ),
    )
    .limit(limit);
  return [...new Set([...due, ...declined].map((r) => r.id))];
}

/** A ring as ringsJson() gives it (createdAt as ISO text). */
export interface RingJson {
  ring: number;
  sellerCount: number;
  byBuyer: boolean;
  createdAt: string;
}

/**
 * Decision 083: the rings a request reached as a JSON array column of the buyer's own list
 * statement (one index range of request_widenings' primary key per row), in ring order.
 */
export function ringsJson(requestId: SQL): SQL<RingJson[]> {
  return sql<
    RingJson[]
  >`(select coalesce(json_agg(json_build_object('ring', w.ring, 'sellerCount', w.seller_count,
      'byBuyer', w.by_buyer, 'createdAt', w.created_at) order by w.ring), '[]'::json)
    from ${requestWidenings} w where w.request_id = ${requestId})`;
}
