import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/auth.ts';
import { buyerProfiles } from '../../db/schema/parties.ts';

export async function findBuyerProfile(db: Db, userId: string) {
  const rows = await db
    .select({ profile: buyerProfiles, email: profiles.email })
    .from(buyerProfiles)
    .innerJoin(profiles, eq(profiles.id, buyerProfiles.id))
    .where(eq(buyerProfiles.id, userId))
    .limit(1);
  return rows[0];
}
