import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';

/*
 * Withdrawing an offer (decision 054). Order placement locks the request, then the offer, FOR
 * UPDATE (orders/repository/placement.ts, at-once.ts); the withdrawal takes the same locks in the
 * same order, so an order and a withdrawal of one offer are serialised: whichever commits first
 * decides, the other sees it (the order's statement reads the offer again after the lock and finds
 * it no longer pending; the withdrawal finds the order).
 */

/** The seller's offer with its request, both locked; undefined when it is not the seller's. */
export async function lockOwnOffer(tx: Db, sellerId: string, offerId: string) {
  const [own] = await tx
    .select({ requestId: offers.requestId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.sellerId, sellerId)))
    .limit(1);
  if (!own) return undefined;
  const [row] = await tx
    .select({
      requestId: requests.id,
      buyerId: requests.buyerId,
      status: offers.status,
      ordered: sql<boolean>`exists (select 1 from ${orders} where ${orders.requestId} = ${requests.id})`,
    })
    .from(requests)
    .innerJoin(offers, eq(offers.requestId, requests.id))
    .where(and(eq(requests.id, own.requestId), eq(offers.id, offerId)))
    .for('update', { of: [requests, offers] });
  return row;
}

export async function markWithdrawn(tx: Db, offerId: string): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'zurueckgezogen', updatedAt: new Date() })
    .where(eq(offers.id, offerId));
}
