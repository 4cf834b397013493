import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/marketplace.ts';

/** Serialises transitions of one order: a double click waits here and then sees the new state. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export type OrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'status'
    | 'confirmedAt'
    | 'sellerOrderNumber'
    | 'expectedShipDate'
    | 'shippedAt'
    | 'carrier'
    | 'trackingNumber'
    | 'trackingUrl'
    | 'complaintKind'
    | 'complaintDescription'
    | 'complaintAt'
    | 'deliveredAt'
    | 'cancelledAt'
    | 'cancelledBy'
    | 'cancelReason'
  >
>;

export async function updateOrder(tx: Db, orderId: string, patch: OrderPatch): Promise<void> {
  await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
