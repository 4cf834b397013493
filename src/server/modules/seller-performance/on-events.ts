import type { Db } from '#server/db/client.ts';
import type { EventHandlers } from '#server/events/handlers.ts';
import { rankBids } from '#shared/seller-performance/feedback.ts';
import * as repo from './repository.ts';

/**
 * The performance consumer (issue 35, decision 058): each event that changes a seller's figures
 * stores them in its job's transaction, exactly once — the offer's row, the bidders' feedback
 * when a request is decided, the week the change falls in and the seller's totals. Nothing is
 * aggregated when a list or an offer view is read.
 */

/** Recounts the touched weeks and then the totals of each seller, sellers locked in sorted order. */
export async function recount(tx: Db, touched: readonly repo.SellerWeek[]): Promise<void> {
  const bySeller = new Map<string, Set<string>>();
  for (const t of touched) bySeller.set(t.sellerId, (bySeller.get(t.sellerId) ?? new Set()).add(t.week));
  for (const sellerId of [...bySeller.keys()].sort()) {
    await repo.lockSeller(tx, sellerId);
    for (const week of bySeller.get(sellerId)!) await repo.recountWeek(tx, sellerId, week);
    await repo.refreshTotals(tx, sellerId);
  }
}

const present = <T>(xs: readonly (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);

/**
 * A request was decided (ordered, or ended without an order): every bidder's rank and gap is
 * stored once. Returns the weeks to recount: the bidders' and the order's own (the chosen
 * seller's). Also the backfill's step for a decided request of the past (backfill.ts).
 */
export async function storeDecision(tx: Db, requestId: string, orderId?: string): Promise<repo.SellerWeek[]> {
  const { bids, chosenOfferId } = await repo.bidsOfRequest(tx, requestId);
  // An end after the order (or a late end event of an ordered request) changes nothing.
  if (!orderId && chosenOfferId) return [];
  await repo.storeOffers(
    tx,
    bids.map((b) => b.offerId),
  );
  const touched = await repo.storeFeedback(tx, rankBids(bids, chosenOfferId));
  const orderWeek = orderId ? await repo.weekOfOrder(tx, orderId) : undefined;
  return present([...touched, orderWeek]);
}

async function decide(tx: Db, requestId: string, orderId?: string): Promise<void> {
  await recount(tx, await storeDecision(tx, requestId, orderId));
}

async function offerChanged(tx: Db, offerId: string, withdrawn: boolean): Promise<void> {
  await repo.storeOffers(tx, [offerId]);
  if (withdrawn) await repo.markWithdrawn(tx, offerId);
  await recount(tx, present([await repo.weekOfOffer(tx, offerId)]));
}

async function orderChanged(tx: Db, orderId: string): Promise<void> {
  await recount(tx, present([await repo.weekOfOrder(tx, orderId)]));
}

export const performanceHandlers: EventHandlers = {
  'request.widened': (tx, e) => repo.storeReach(tx, e.requestId, e.ring, e.sellerIds),
  'offer.created': (tx, e) => offerChanged(tx, e.offerId, false),
  'offer.withdrawn': (tx, e) => offerChanged(tx, e.offerId, true),
  'order.placed': (tx, e) => decide(tx, e.requestId, e.orderId),
  'request.closed': (tx, e) => decide(tx, e.requestId),
  'request.cancelled': (tx, e) => decide(tx, e.requestId),
  'request.expired': (tx, e) => decide(tx, e.requestId),
  'order.confirmed': (tx, e) => orderChanged(tx, e.orderId),
  'order.shipped': (tx, e) => orderChanged(tx, e.orderId),
  'order.cancelled': (tx, e) => orderChanged(tx, e.orderId),
};
