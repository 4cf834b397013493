import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles } from '../../../db/schema/auth.ts';
import { orders } from '../../../db/schema/marketplace.ts';
import { buyerProfiles } from '../../../db/schema/parties.ts';
import type { PageQuery } from '../../../../shared/admin/common.ts';
import { countRows, sumWhere } from '../repository.ts';

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

function searchWhere(search: string | undefined) {
  if (!search) return undefined;
  const like = `%${search}%`;
  // One branch per table, each answered by its trigram indexes (the name by buyer_profiles_name_trgm).
  return sql`${buyerProfiles.id} in (
    select b.id from buyer_profiles b where b.company ilike ${like} or (b.first_name || ' ' || b.last_name) ilike ${like}
    union
    select p.id from profiles p where p.email ilike ${like})`;
}

export async function listBuyers(db: Db, q: PageQuery) {
  const where = searchWhere(q.search);
  const [items, total] = await Promise.all([
    db
      .select(columns)
      .from(buyerProfiles)
      .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    where
      ? db
          .select({ n: count() })
          .from(buyerProfiles)
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : countRows(db, 'buyer_profiles').then((rows) => sumWhere(rows)),
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
