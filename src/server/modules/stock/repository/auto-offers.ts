import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { autoOffers, autoOfferSettings, autoOfferSkips } from '#server/db/schema/auto-offers.ts';
import { offers, requestDeclines, requests } from '#server/db/schema/marketplace.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { stockMatches } from '#server/db/schema/stock.ts';
import { sellerMayOperateSql } from '#server/db/sql/seller-standing.ts';
import type { DeliveryUnit } from '#shared/offers/delivery.ts';
import type { AutoOfferSkipReason } from '#shared/stock/auto-offer.ts';

/* Decision 062: the seller's limits for automatic offers and the ledger of those submitted. */

export async function findSettings(db: Db, sellerId: string) {
  const [row] = await db
    .select()
    .from(autoOfferSettings)
    .where(eq(autoOfferSettings.sellerId, sellerId))
    .limit(1);
  return row;
}

export async function saveSettings(
  db: Db,
  sellerId: string,
  v: { enabled: boolean; maxQuantity: number; maxOrderValue: string; validityDays: number },
) {
  const [row] = await db
    .insert(autoOfferSettings)
    .values({ sellerId, ...v })
    .onConflictDoUpdate({ target: autoOfferSettings.sellerId, set: { ...v, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export interface AutoOfferFacts {
  /** Switched on (false also when the seller never saved the settings: the limits are then 0). */
  enabled: boolean;
  maxQuantity: number;
  maxOrderValue: string;
  validityDays: number;
  stockQuantity: number;
  /** Net per piece, from the stored match (the line as it was matched). */
  price: string;
  deliveryUnit: DeliveryUnit;
  deliveryDays: number;
  requestQuantity: number;
  requestStatus: string;
  requestExpiresAt: Date | null;
  mayOperate: boolean;
  declined: boolean;
  /** This seller already has an offer on the request (any status: a withdrawn one was its choice). */
  offered: boolean;
  /** An automatic offer was submitted for this pair before. */
  done: boolean;
}

/**
 * What the decision on one (request, seller) needs, in one statement: the stored match, the
 * seller's limits and whether they are on, the request, and the gates. Undefined: no match.
 */
export async function autoOfferFacts(
  db: Db,
  requestId: string,
  sellerId: string,
): Promise<AutoOfferFacts | undefined> {
  const r = sql`${requestId}::uuid`;
  const s = sql`${sellerId}::uuid`;
  const res = (await db.execute(sql`
    select coalesce(st.enabled, false) as enabled, coalesce(st.max_quantity, 0) as max_quantity,
      coalesce(st.max_order_value, 0)::text as max_order_value, coalesce(st.validity_days, 0) as validity_days,
      sm.quantity as stock_quantity, sm.price::text as price, sm.delivery_unit, sm.delivery_days,
      rq.quantity as request_quantity, rq.status as request_status, rq.expires_at as request_expires_at,
      exists (select 1 from ${sellerProfiles} sp where sp.id = ${s} and ${sellerMayOperateSql({
        approvalStatus: sql`sp.approval_status`,
        paymentStatus: sql`sp.payment_status`,
        activeStatus: sql`sp.active_status`,
      })}) as may_operate,
      exists (select 1 from ${requestDeclines} d where d.request_id = ${r} and d.seller_id = ${s}) as declined,
      exists (select 1 from ${offers} o where o.request_id = ${r} and o.seller_id = ${s}) as offered,
      exists (select 1 from ${autoOffers} ao where ao.request_id = ${r} and ao.seller_id = ${s}) as done
    from ${stockMatches} sm
    join ${requests} rq on rq.id = sm.request_id
    left join ${autoOfferSettings} st on st.seller_id = sm.seller_id
    where sm.request_id = ${r} and sm.seller_id = ${s}`)) as unknown as {
    rows: {
      enabled: boolean;
      max_quantity: number;
      max_order_value: string;
      validity_days: number;
      stock_quantity: number;
      price: string;
      delivery_unit: DeliveryUnit;
      delivery_days: number;
      request_quantity: number;
      request_status: string;
      request_expires_at: string | Date | null;
      may_operate: boolean;
      declined: boolean;
      offered: boolean;
      done: boolean;
    }[];
  };
  const row = res.rows[0];
  if (!row) return undefined;
  return {
    enabled: row.enabled === true,
    maxQuantity: Number(row.max_quantity),
    maxOrderValue: row.max_order_value,
    validityDays: Number(row.validity_days),
    stockQuantity: Number(row.stock_quantity),
    price: row.price,
    deliveryUnit: row.delivery_unit,
    deliveryDays: Number(row.delivery_days),
    requestQuantity: Number(row.request_quantity),
    requestStatus: row.request_status,
    requestExpiresAt: row.request_expires_at === null ? null : new Date(row.request_expires_at),
    mayOperate: row.may_operate === true,
    declined: row.declined === true,
    offered: row.offered === true,
    done: row.done === true,
  };
}

/** Records an offer as automatic; the pair's primary key makes a second one fail. */
export async function insertAutoOffer(
  db: Db,
  requestId: string,
  sellerId: string,
  offerId: string,
): Promise<void> {
  await db.insert(autoOffers).values({ requestId, sellerId, offerId });
}

/** Decision 069: why the pair got no automatic offer (the latest decision wins). */
export async function storeSkip(
  db: Db,
  requestId: string,
  sellerId: string,
  reason: AutoOfferSkipReason,
): Promise<void> {
  await db
    .insert(autoOfferSkips)
    .values({ requestId, sellerId, reason })
    .onConflictDoUpdate({
      target: [autoOfferSkips.requestId, autoOfferSkips.sellerId],
      set: { reason, decidedAt: sql`now()` },
    });
}

/** An automatic offer was made for the pair: no reason to show any more. */
export async function clearSkip(db: Db, requestId: string, sellerId: string): Promise<void> {
  await db
    .delete(autoOfferSkips)
    .where(
      sql`${autoOfferSkips.requestId} = ${requestId}::uuid and ${autoOfferSkips.sellerId} = ${sellerId}::uuid`,
    );
}
