import type { Db } from '#server/db/client.ts';
import { placeOrderAtOnce, type OrderWish } from './at-once.ts';
import {
  findOfferWithRequest,
  lockOfferForOrder,
  placeOrderIfUnchanged,
  type OrderableOffer,
  type PlacedOrderRow,
} from './placement.ts';

/** The order `check` allows on the offer as read (`locked`: read under the request's lock), or its refusal. */
export type OrderCheck = (
  db: Db,
  read: OrderableOffer | undefined,
  locked: boolean,
) => Promise<PlacedOrderRow>;

/**
 * The order's one door (issue 28): orders/service.ts states the rules once, as `check`, and
 * which statement writes the order is this file's business. Three statements exist only for
 * throughput (orders/s at p99 under contention, decisions 033–036, docs/performance.md); each
 * writes exactly what `check` would accept:
 *  1. at once: one statement reads the offer, decides by the rules' SQL twin
 *     (db/sql/order-rules.ts, held to `check` by placement-rules.test.ts) and writes — one round
 *     trip, the common case;
 *  2. checked: what it did not write is read, checked, and written only if neither the offer nor
 *     its request changed since the read (row versions) — no lock held across round trips;
 *  3. locked: if either changed, read again under the request's lock and checked again, which
 *     settles it.
 * Undefined only if the locked write found its rows changed, which the lock rules out.
 */
export async function writeOrder(
  db: Db,
  wish: OrderWish,
  check: OrderCheck,
): Promise<{ id: string; orderNumber: string } | undefined> {
  const placed = await placeOrderAtOnce(db, wish);
  if (placed) return placed;
  const offerId = wish.order.offerId;
  const read = await findOfferWithRequest(db, offerId);
  // `check` refuses an offer that was not read.
  const written = await placeOrderIfUnchanged(db, await check(db, read, false), read!);
  if (written) return written;
  return db.transaction(async (tx) => {
    const again = await lockOfferForOrder(tx, offerId);
    return placeOrderIfUnchanged(tx, await check(tx, again, true), again!);
  });
}
