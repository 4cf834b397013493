import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, ratings, sellerRatingStats } from '#server/db/schema/marketplace.ts';

export type RatingRow = typeof ratings.$inferSelect;

/**
 * The rated order under its row lock — the lock every transition of the order takes too
 * (order-lifecycle), so a rating and a transition of one order never interleave.
 */
export async function lockRatedOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export async function findRatingOfOrder(db: Db, orderId: string): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(ratings).where(eq(ratings.orderId, orderId)).limit(1);
  return row;
}

export async function findRating(db: Db, id: string): Promise<RatingRow | undefined> {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, id)).for('update');
  return row;
}

export async function insertRating(
  tx: Db,
  row: Pick<typeof ratings.$inferInsert, 'orderId' | 'sellerId' | 'buyerId' | 'stars' | 'comment'>,
): Promise<RatingRow> {
  const [created] = await tx.insert(ratings).values(row).returning();
  return created!;
}

export async function updateRating(
  tx: Db,
  id: string,
  patch: Partial<
    Pick<
      typeof ratings.$inferInsert,
      'stars' | 'comment' | 'commentHidden' | 'commentHiddenBy' | 'commentHiddenAt'
    >
  >,
): Promise<RatingRow> {
  const [row] = await tx
    .update(ratings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(ratings.id, id))
    .returning();
  return row!;
}

/**
 * Counts a new rating into the seller's stored count and star sum (one statement, so concurrent
 * ratings of the same seller add up).
 */
export async function countNewRating(tx: Db, sellerId: string, stars: number): Promise<void> {
  await tx
    .insert(sellerRatingStats)
    .values({ sellerId, ratingCount: 1, starsSum: stars })
    .onConflictDoUpdate({
      target: sellerRatingStats.sellerId,
      set: {
        ratingCount: sql`${sellerRatingStats.ratingCount} + 1`,
        starsSum: sql`${sellerRatingStats.starsSum} + ${stars}`,
        updatedAt: new Date(),
      },
    });
}

/** An edited rating changes the seller's star sum by the difference. */
export async function shiftStarsSum(tx: Db, sellerId: string, delta: number): Promise<void> {
  await tx
    .update(sellerRatingStats)
    .set({ starsSum: sql`${sellerRatingStats.starsSum} + ${delta}`, updatedAt: new Date() })
    .where(eq(sellerRatingStats.sellerId, sellerId));
}
