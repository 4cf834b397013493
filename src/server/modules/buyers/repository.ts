import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { buyerProfiles } from '#server/db/schema/parties.ts';

export async function findBuyerProfile(db: Db, userId: string) {
  const rows = await db
    .select({ profile: buyerProfiles, email: profiles.email })
    .from(buyerProfiles)
    .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
    .where(eq(buyerProfiles.id, userId))
    .limit(1);
  return rows[0];
}

export type BuyerProfileChanges = Partial<
  Pick<
    typeof buyerProfiles.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'position'
    | 'department'
    | 'company'
    | 'vatNumber'
    | 'taxNumber'
    | 'billingAddress'
    | 'shippingAddress'
  >
>;

export async function updateBuyerProfile(
  db: Db,
  userId: string,
  values: BuyerProfileChanges,
): Promise<boolean> {
  const rows = await db
    .update(buyerProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buyerProfiles.id, userId))
    .returning({ id: buyerProfiles.id });
  return rows.length > 0;
}
