import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { offers, requestDeclines } from '#server/db/schema/marketplace.ts';
import type { DeclineReason } from '#shared/seller-market/decline.ts';

/** 'Kann ich nicht liefern' (issue 30): one row per seller and request; a new reason replaces the old. */
export async function upsertDecline(
  tx: Db,
  row: { sellerId: string; requestId: string; reason: DeclineReason; note: string | null },
) {
  const [saved] = await tx
    .insert(requestDeclines)
    .values(row)
    .onConflictDoUpdate({
      target: [requestDeclines.sellerId, requestDeclines.requestId],
      set: { reason: row.reason, note: row.note, createdAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** Undo: true when the seller had declined the request. */
export async function deleteDecline(tx: Db, sellerId: string, requestId: string): Promise<boolean> {
  const rows = await tx
    .delete(requestDeclines)
    .where(and(eq(requestDeclines.sellerId, sellerId), eq(requestDeclines.requestId, requestId)))
    .returning({ requestId: requestDeclines.requestId });
  return rows.length > 0;
}

export async function hasOwnOffer(tx: Db, sellerId: string, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(offers)
    .where(
      and(
        eq(offers.sellerId, sellerId),
        eq(offers.requestId, requestId),
        ne(offers.status, 'zurueckgezogen'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The seller's declines of still listed requests, newest first (the 'Abgelehnt' view, for undo). */
export async function ownDeclines(db: Db, sellerId: string, limit: number) {
  const res = (await db.execute(sql`
    select d.request_id, d.reason, d.note, d.created_at, r.manufacturer, r.part_number, r.quantity, r.urgency
    from ${requestDeclines} d join requests r on r.id = d.request_id
    where d.seller_id = ${sellerId}::uuid and r.open_to_sellers and (r.expires_at is null or r.expires_at > now())
    order by d.created_at desc limit ${limit}`)) as unknown as {
    rows: {
      request_id: string;
      reason: DeclineReason;
      note: string | null;
      created_at: string | Date;
      manufacturer: string | null;
      part_number: string;
      quantity: number;
      urgency: string;
    }[];
  };
  return res.rows;
}
