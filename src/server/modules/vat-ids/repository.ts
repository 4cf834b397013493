import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import type { VatCheck, VatCheckStatus } from '#shared/legal/vat-id.ts';

/** The profile's VAT id and its stored VIES answer (a buyer's or a seller's). */
export async function findVatCheck(db: Db, profileId: string): Promise<VatCheck | undefined> {
  for (const t of [buyerProfiles, sellerProfiles]) {
    const [row] = await db
      .select({ vatNumber: t.vatNumber, status: t.vatCheckStatus, checkedAt: t.vatCheckedAt })
      .from(t)
      .where(eq(t.id, profileId));
    if (row) return row;
  }
  return undefined;
}

/** Stores VIES's answer, only if the VAT id is still the one asked about. */
export async function storeVatCheck(
  db: Db,
  profileId: string,
  vatNumber: string,
  status: VatCheckStatus,
  at: Date,
): Promise<void> {
  for (const t of [buyerProfiles, sellerProfiles]) {
    await db
      .update(t)
      .set({ vatCheckStatus: status, vatCheckedAt: at })
      .where(and(eq(t.id, profileId), eq(t.vatNumber, vatNumber)));
  }
}

/** A changed VAT id has no answer yet: the old one was about another number. */
export async function forgetVatCheck(db: Db, profileId: string): Promise<void> {
  for (const t of [buyerProfiles, sellerProfiles]) {
    await db.update(t).set({ vatCheckStatus: null, vatCheckedAt: null }).where(eq(t.id, profileId));
  }
}
