import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles, sessions } from '#server/db/schema/auth.ts';
import { brands } from '#server/db/schema/catalog.ts';
import { sellerBrands, sellerProfiles } from '#server/db/schema/parties.ts';
import { sellerRatingStats } from '#server/db/schema/marketplace.ts';
import type { AdminSellerListQuery } from '#shared/admin/sellers.ts';
import { countMatches, countRows, inMatchPage, sumWhere } from '#server/modules/admin/repository.ts';

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

/** (id, created_at) of the sellers a search matches, one indexed branch per table (decision 021). */
function sellerMatches(q: AdminSellerListQuery, search: string): SQL {
  const like = `%${search}%`;
  return sql`select sp.id, sp.created_at from seller_profiles sp
      where (sp.company_name ilike ${like} or sp.contact_person ilike ${like}) and sp.approval_status = ${q.approval}
    union
    select sp.id, sp.created_at from profiles p join seller_profiles sp on sp.id = p.id
      where p.email ilike ${like} and sp.approval_status = ${q.approval}`;
}

export async function listSellers(db: Db, q: AdminSellerListQuery) {
  const matches = q.search ? sellerMatches(q, q.search) : undefined;
  const [items, total] = await Promise.all([
    db
      .select(columns)
      .from(sellerProfiles)
      .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
      .leftJoin(sellerRatingStats, eq(sellerRatingStats.sellerId, sellerProfiles.id))
      .where(
        matches ? inMatchPage(sellerProfiles.id, matches, q) : eq(sellerProfiles.approvalStatus, q.approval),
      )
      .orderBy(desc(sellerProfiles.createdAt), desc(sellerProfiles.id))
      .limit(q.pageSize)
      .offset(matches ? 0 : (q.page - 1) * q.pageSize),
    // Without a search: the maintained counters per approval status; with one: the matches.
    matches
      ? countMatches(db, matches)
      : countRows(db, 'seller_profiles').then((rows) => sumWhere(rows, (r) => r.status === q.approval)),
  ]);
  return { items: items as AdminSellerRow[], total };
}

export async function findSeller(db: Db, id: string): Promise<AdminSellerRow | undefined> {
  const rows = await db
    .select(columns)
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .leftJoin(sellerRatingStats, eq(sellerRatingStats.sellerId, sellerProfiles.id))
    .where(eq(sellerProfiles.id, id))
    .limit(1);
  return rows[0] as AdminSellerRow | undefined;
}

export async function brandNamesOf(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: brands.name })
    .from(sellerBrands)
    .innerJoin(brands, eq(brands.id, sellerBrands.brandId))
    .where(eq(sellerBrands.sellerId, sellerId))
    .orderBy(asc(brands.name));
  return rows.map((r) => r.name);
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
