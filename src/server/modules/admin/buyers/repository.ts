import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/marketplace.ts';
import { buyerProfiles } from '#server/db/schema/parties.ts';
import type { PageQuery } from '#shared/admin/common.ts';
import { countMatches, countRows, inMatchPage, sumWhere } from '#server/modules/admin/repository.ts';

const columns = {
  id: buyerProfiles.id,
  email: profiles.email,
  firstName: buyerProfiles.firstName,
  lastName: buyerProfiles.lastName,
  company: buyerProfiles.company,
  phone: buyerProfiles.phone,
  isActive: buyerProfiles.isActive,
  registeredAt: profiles.createdAt,
};
export type AdminBuyerRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/**
 * (id, registration time) of the buyers a search matches, one indexed branch per table
 * (decision 021; the name by buyer_profiles_name_trgm).
 */
function buyerMatches(search: string): SQL {
  const like = `%${search}%`;
  return sql`select b.id, p.created_at from buyer_profiles b join profiles p on p.id = b.id
      where b.company ilike ${like} or (b.first_name || ' ' || b.last_name) ilike ${like}
    union
    select b.id, p.created_at from profiles p join buyer_profiles b on b.id = p.id where p.email ilike ${like}`;
}

export async function listBuyers(db: Db, q: PageQuery) {
  const matches = q.search ? buyerMatches(q.search) : undefined;
  const [items, total] = await Promise.all([
    db
      .select(columns)
      .from(buyerProfiles)
      .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
      .where(matches ? inMatchPage(buyerProfiles.id, matches, q) : undefined)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(q.pageSize)
      .offset(matches ? 0 : (q.page - 1) * q.pageSize),
    matches ? countMatches(db, matches) : countRows(db, 'buyer_profiles').then((rows) => sumWhere(rows)),
  ]);
  return { items: items as AdminBuyerRow[], total };
}

export async function findBuyerForUpdate(db: Db, id: string): Promise<AdminBuyerRow | undefined> {
  const rows = await db
    .select(columns)
    .from(buyerProfiles)
    .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
    .where(eq(buyerProfiles.id, id))
    .for('update', { of: buyerProfiles })
    .limit(1);
  return rows[0] as AdminBuyerRow | undefined;
}

export async function updateBuyer(
  db: Db,
  id: string,
  patch: Partial<Pick<AdminBuyerRow, 'firstName' | 'lastName' | 'company' | 'phone' | 'isActive'>>,
): Promise<void> {
  await db
    .update(buyerProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(buyerProfiles.id, id));
}

export async function updateProfileEmail(db: Db, id: string, email: string): Promise<void> {
  await db.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, id));
}

export async function countOrdersOf(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId));
  return row?.n ?? 0;
}

/** Spec 2 §4: the buyer profile, then the base profile (sessions and requests cascade). */
export async function deleteBuyer(db: Db, id: string): Promise<void> {
  await db.delete(buyerProfiles).where(eq(buyerProfiles.id, id));
  await db.delete(profiles).where(eq(profiles.id, id));
}
