import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DeliveryUnit, OfferCondition } from '#shared/offers/delivery.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/prepared.ts';
import { pageAndTotal, totalColumn } from '#server/db/page-total.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { autoOffers } from '#server/db/schema/auto-offers.ts';
import { offerPerformance } from '#server/db/schema/performance.ts';
import { profiles } from '#server/db/schema/auth.ts';

/* The seller's own offers: the writes of an offer and the reads of the seller's offer list. */

/** The request row, locked against a concurrent order while the offer is written. */
export async function lockRequestOwner(tx: Db, requestId: string) {
  const rows = await tx
    .select({
      buyerId: requests.buyerId,
      alternativesWelcome: requests.alternativesWelcome,
      partKey: requests.partKey,
      secondPartKey: requests.secondPartKey,
      expiresAt: requests.expiresAt,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('share');
  return rows[0];
}

export async function isActivePaymentTerm(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(and(eq(paymentTerms.id, id), eq(paymentTerms.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertOffer(
  tx: Db,
  values: {
    requestId: string;
    sellerId: string;
    price: string;
    shippingCost: string;
    deliveryDays: number;
    deliveryUnit: DeliveryUnit;
    validUntil: string;
    warrantyMonths: number | null;
    condition: OfferCondition | null;
    description: string | null;
    notes: string | null;
    paymentTermsId: string | null;
    /** Decision 071: the member who wrote it; null for an automatic offer from stock. */
    createdBy: string | null;
    isAlternative: boolean;
    alternativePartNumber: string | null;
    alternativeManufacturer: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

const offerColumns = {
  id: offers.id,
  price: offers.price,
  shippingCost: offers.shippingCost,
  deliveryDays: offers.deliveryDays,
  deliveryUnit: offers.deliveryUnit,
  currency: offers.currency,
  validUntil: offers.validUntil,
  status: offers.status,
  warrantyMonths: offers.warrantyMonths,
  condition: offers.condition,
  description: offers.description,
  notes: offers.notes,
  isAlternative: offers.isAlternative,
  alternativePartNumber: offers.alternativePartNumber,
  alternativeManufacturer: offers.alternativeManufacturer,
  createdAt: offers.createdAt,
  requestId: requests.id,
  requestManufacturer: requests.manufacturer,
  requestPartNumber: requests.partNumber,
  requestDescription: requests.description,
  requestQuantity: requests.quantity,
  requestUrgency: requests.urgency,
  requestNeededBy: requests.neededBy,
  termId: paymentTerms.id,
  termName: paymentTerms.name,
  termDays: paymentTerms.days,
  termDescription: paymentTerms.description,
  /** Decision 062: submitted by the stock consumer within the seller's limits (the seller's view only). */
  automatic: sql<boolean>`${autoOffers.offerId} is not null`.mapWith(Boolean),
  // Issue 35: the feedback stored when the request was decided (decision 058), by primary key.
  outcome: offerPerformance.outcome,
  outcomeRank: offerPerformance.rank,
  outcomeBidders: offerPerformance.bidders,
  outcomeGapBp: offerPerformance.gapBp,
  // Issue 37 (decision 071): the seller's member who wrote it ('erstellt von …', its company only).
  createdById: offers.createdBy,
  createdByName: profiles.name,
};

function ownOffers<E extends Record<string, SQL.Aliased> = Record<never, never>>(db: Db, extra?: E) {
  return db
    .select({ ...offerColumns, ...(extra as E) })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .leftJoin(paymentTerms, eq(paymentTerms.id, offers.paymentTermsId))
    .leftJoin(autoOffers, eq(autoOffers.offerId, offers.id))
    .leftJoin(offerPerformance, eq(offerPerformance.offerId, offers.id))
    .leftJoin(profiles, eq(profiles.id, offers.createdBy));
}

export async function findOwnOffer(db: Db, sellerId: string, offerId: string) {
  const rows = await ownOffers(db)
    .where(and(eq(offers.id, offerId), eq(offers.sellerId, sellerId)))
    .limit(1);
  return rows[0];
}

/*
 * The tab as the seller opens it (no 'changed since') is a named prepared statement (decision
 * 081): its six-table join took PostgreSQL 2.2 ms to plan on every call of the live market, for
 * 1.3 ms of execution; prepared, each connection keeps the generic plan after a few calls. Its
 * rows carry the tab's total (decision 085).
 */
const plainPage = perDatabase((db) =>
  ownOffers(db, {
    listTotal: totalColumn(sql`offers t where t.seller_id = ${sql.placeholder('seller')}`),
  })
    .where(eq(offers.sellerId, sql.placeholder('seller')))
    .orderBy(desc(offers.createdAt), asc(offers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('hp_own_offers_page'),
);
const plainTotal = perDatabase((db) =>
  db
    .select({ n: count() })
    .from(offers)
    .where(eq(offers.sellerId, sql.placeholder('seller')))
    .prepare('hp_own_offers_total'),
);

export async function listOwnOffers(
  db: Db,
  sellerId: string,
  page: number,
  pageSize: number,
  updatedSince?: Date,
) {
  if (!updatedSince) {
    const values = { seller: sellerId, limit: pageSize, offset: (page - 1) * pageSize };
    return pageAndTotal(await plainPage(db).execute(values), page, async () => {
      const [total] = await plainTotal(db).execute(values);
      return total?.n ?? 0;
    });
  }
  const where = and(
    eq(offers.sellerId, sellerId),
    updatedSince ? gte(offers.updatedAt, updatedSince) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ownOffers(db)
      .where(where)
      .orderBy(desc(offers.createdAt), asc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
