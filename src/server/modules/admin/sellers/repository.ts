import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, sessions } from '../../../db/schema/auth.ts';
import { sellerProfiles } from '../../../db/schema/parties.ts';
import { sellerRatingStats } from '../../../db/schema/marketplace.ts';
import type { AdminSellerListQuery } from '../../../../shared/admin/sellers.ts';

const columns = {
  profile: sellerProfiles,
  email: profiles.email,
  registeredAt: profiles.createdAt,
  language: profiles.language,
  // The seller's stored rating (issue 14), shown to admins.
  ratingCount: sellerRatingStats.ratingCount,
  ratingStarsSum: sellerRatingStats.starsSum,
};
export type AdminSellerRow = {
  profile: typeof sellerProfiles.$inferSelect;
  email: string;
  registeredAt: Date;
  language: string;
  ratingCount: number | null;
  ratingStarsSum: number | null;
};

function listWhere(q: AdminSellerListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(sellerProfiles.approvalStatus, q.approval)];
  if (q.search) {
    const like = `%${q.search}%`;
    conditions.push(
      sql`(${sellerProfiles.companyName} ilike ${like} or ${profiles.email} ilike ${like} or ${sellerProfiles.contactPerson} ilike ${like})`,
    );
  }
  return and(...conditions);
}

export async function listSellers(db: Db, q: AdminSellerListQuery) {
  const where = listWhere(q);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(sellerProfiles)
      .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
      .leftJoin(sellerRatingStats, eq(sellerRatingStats.sellerId, sellerProfiles.id))
      .where(where)
      .orderBy(desc(sellerProfiles.createdAt), desc(sellerProfiles.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(sellerProfiles)
      .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
      .where(where),
  ]);
  return { items: items as AdminSellerRow[], total: total?.n ?? 0 };
}

/** Locks the row: two admins acting on one seller at once apply one after the other. */
export async function findSellerForUpdate(db: Db, id: string): Promise<AdminSellerRow | undefined> {
  const rows = await db
    .select(columns)
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .leftJoin(sellerRatingStats, eq(sellerRatingStats.sellerId, sellerProfiles.id))
    .where(eq(sellerProfiles.id, id))
    .for('update', { of: sellerProfiles })
    .limit(1);
  return rows[0] as AdminSellerRow | undefined;
}

export async function updateSeller(
  db: Db,
  id: string,
  patch: Partial<typeof sellerProfiles.$inferInsert>,
): Promise<void> {
  await db
    .update(sellerProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sellerProfiles.id, id));
}

export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
