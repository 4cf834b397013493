import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { URGENCIES, type RequestStatus, type Urgency } from '#shared/constants.ts';
import { urgencyWeight } from '#shared/requests/rules.ts';
import type { BuyerRequestListQuery } from '#shared/requests/schema.ts';
import type { Db } from '#server/db/client.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, requestPhotos, requests, sellerRatingStats } from '#server/db/schema/marketplace.ts';
import { sellerPerformance } from '#server/db/schema/performance.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { requestAssignments } from '#server/db/schema/teams.ts';
import { countOwnRequests, ownerCountSql } from '#server/db/sql/owner-counts.ts';
import { pageAndTotal } from '#server/db/page-total.ts';
import { perDatabase, perShape } from '#server/db/prepared.ts';
import { ringsJson } from '#server/modules/widening/read.ts';
import { assigneeJson, memberJson } from '#server/modules/teams/read.ts';

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;
export type NewPhotoRow = typeof requestPhotos.$inferInsert;

// Spelled out with qualified names: Drizzle drops table qualifiers inside the select list of a
// single-table query, which would turn the correlation into "offers.request_id = offers.id".
// Offers from other accounts only: a seller acting as buyer never counts (or sees) their own offers.
const offerCount = sql<number>`(select count(*)::int from offers o where o.request_id = "requests"."id" and o.seller_id <> "requests"."buyer_id" and o.status <> 'zurueckgezogen')`;
// 'Kann ich nicht liefern' (issue 30): how many sellers declined, never who (request_declines_request_idx).
const declineCount = sql<number>`(select count(*)::int from request_declines d where d.request_id = "requests"."id")`;
// A scalar sub-query with LIMIT, not EXISTS (issue 29): PostgreSQL turned EXISTS into a hashed
// sub-plan or a hash anti join that read the whole orders table for every page and count of a
// buyer's list (16 k orders at 100 k requests: 4–6 ms); this stays one probe of
// orders_request_unique per row of the buyer's own.
const hasOrder = sql<boolean>`((select 1 from orders x where x.request_id = "requests"."id" limit 1) is not null)`;
/**
 * Decision 070: an order on it waits for approval ('Freigabe ausstehend'; the partial unique index).
 * A scalar sub-query like hasOrder, so it stays one index probe per row.
 */
const approvalPending = sql<boolean>`((select 1 from order_approvals a where a.request_id = "requests"."id" and a.status = 'pending' limit 1) is not null)`;

/** Spec 1 §9 buyer weights (the shared urgencyWeight rule) as SQL: sorting and paging stay on the server. */
const buyerUrgencyWeight = sql.join(
  [
    sql`case ${requests.urgency}`,
    ...URGENCIES.map((u) => sql`when ${u} then ${sql.raw(String(Math.trunc(urgencyWeight(u, 'buyer'))))}`),
    sql`else 0 end`,
  ],
  sql` `,
);

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function insertRequest(db: Db, row: NewRequestRow): Promise<void> {
  await db.insert(requests).values(row);
}

/**
 * Where a requester's parts go (issue 30, regions): the shipping address, else the billing
 * address, of the buyer profile (or of the seller profile of a seller buying); the country as the
 * reference table's ISO code when its stored German name is known there.
 */
export async function deliveryAddressOf(
  db: Db,
  requesterId: string,
): Promise<{ countryName: string | null; countryCode: string | null; postcode: string | null }> {
  const res = (await db.execute(sql`
    select a.country as country_name, a.zip as postcode,
      (select c.code from countries c where lower(c.name) = lower(btrim(a.country)) limit 1) as country_code
    from (
      select coalesce(b.shipping_address, b.billing_address) ->> 'country' as country,
        coalesce(b.shipping_address, b.billing_address) ->> 'zip' as zip
      from buyer_profiles b where b.id = ${requesterId}::uuid
      union all
      select coalesce(s.shipping_country, s.billing_country),
        case when s.shipping_country is not null then s.shipping_zip else s.billing_zip end
      from seller_profiles s where s.id = ${requesterId}::uuid
    ) a limit 1`)) as unknown as {
    rows: { country_name: string | null; country_code: string | null; postcode: string | null }[];
  };
  const row = res.rows[0];
  return {
    countryName: row?.country_name ?? null,
    countryCode: row?.country_code ?? null,
    postcode: row?.postcode?.trim() || null,
  };
}

export async function insertPhoto(db: Db, row: NewPhotoRow): Promise<void> {
  await db.insert(requestPhotos).values(row);
}

/**
 * Issue 29 (decision 077): whether the list's total comes from the owner's maintained figures
 * (state and urgency are their dimensions). A search text, 'changed since', with/without offers or
 * 'Mir zugewiesen' counts the matching rows, walking the owner's own requests.
 */
function isPlainOwnList(q: BuyerRequestListQuery, assigneeId: string | null): boolean {
  return !assigneeId && !q.search && !q.updatedSince && !q.offers;
}

/** The list's conditions of state and urgency (the plain list's whole filter). */
function stateAndUrgency(q: Pick<BuyerRequestListQuery, 'state' | 'urgency'>): SQL[] {
  const where: SQL[] = [];
  // As EXISTS, not as hasOrder's scalar sub-query: PostgreSQL estimated that 'no order' keeps
  // 6 of a buyer's 4 000 requests, read them all and sorted them (10 ms); as an anti-join it walks
  // the owner's index in the page's order and stops after the page (0.3 ms; issue 29).
  if (q.state === 'open')
    where.push(sql`not exists (select 1 from orders x where x.request_id = "requests"."id")`);
  if (q.state === 'ordered')
    where.push(sql`exists (select 1 from orders x where x.request_id = "requests"."id")`);
  if (q.urgency) where.push(eq(requests.urgency, q.urgency));
  return where;
}

function ownOrder(sort: BuyerRequestListQuery['sort']): SQL[] {
  const order: SQL[] =
    sort === 'oldest'
      ? [asc(requests.createdAt)]
      : sort === 'urgency'
        ? [desc(buyerUrgencyWeight), desc(requests.createdAt)]
        : sort === 'offers'
          ? [desc(offerCount), desc(requests.createdAt)]
          : [desc(requests.createdAt)];
  return [...order, asc(requests.id)];
}

const ownId = sql`"requests"."id"`;
/**
 * A row of the buyer's own list, whole (decision 083): the request, its figures, its photos, the
 * rings it reached, and the company's assignee and creator ('Zugewiesen', 'erstellt von'; the
 * owner is the company, so both name its members only) — one statement for the page, where five
 * followed each other before.
 */
const ownRow = {
  request: requests,
  offerCount,
  declineCount,
  ordered: hasOrder,
  approvalPending,
  photos: sql<{ id: string; fileName: string }[]>`(select coalesce(json_agg(json_build_object('id', p.id,
      'fileName', p.file_name) order by p.position), '[]'::json) from request_photos p where p.request_id = "requests"."id")`,
  rings: ringsJson(ownId),
  assignee: assigneeJson(sql`"requests"."buyer_id"`, ownId),
  creator: memberJson(sql`"requests"."created_by"`),
};
export type OwnRequestRow = NonNullable<Awaited<ReturnType<typeof findOwnedRequest>>>;
const byOwner = sql.placeholder('owner');

/**
 * Issue 29 (decision 083): the plain list's page (state, sort and urgency its only filters: how
 * the list is opened nearly always) as a named prepared statement per shape, built once. Built
 * on every call, the query builder's checks of its 30 columns and four sub-queries took a quarter
 * of the buyer's list's CPU time in Node. At most 3 states × 4 sorts × 5 urgency filters.
 * Its rows carry the list's total (decision 085): one statement for the view.
 */
const plainOwnPage = perShape((shape) => {
  const [state, sort, urgency] = shape.split('|') as [
    BuyerRequestListQuery['state'],
    BuyerRequestListQuery['sort'],
    string,
  ];
  const filter = { state, urgency: urgency === 'all' ? undefined : (urgency as Urgency) };
  // Decision 085: the rows carry the list's total, the owner's maintained figure (decision 077).
  const listTotal = sql<number>`(${ownerCountSql(byOwner, state, filter.urgency)})`
    .mapWith(Number)
    .as('list_total');
  return perDatabase((db) =>
    db
      .select({ ...ownRow, listTotal })
      .from(requests)
      .where(and(eq(requests.buyerId, byOwner), ...stateAndUrgency(filter)))
      .orderBy(...ownOrder(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`hp_own_requests_${state}_${sort}_${urgency}`),
  );
});

/**
 * The buyer's own requests, filtered, sorted and paged in SQL: by default those without an order
 * (spec 1 §4); issue 34 lets the ordered ones be found again ('state': ordered or all).
 */
export async function listForBuyer(
  db: Db,
  buyerId: string,
  q: BuyerRequestListQuery,
  assigneeId: string | null = null,
) {
  if (isPlainOwnList(q, assigneeId)) {
    const rows = await plainOwnPage(`${q.state}|${q.sort}|${q.urgency ?? 'all'}`)(db).execute({
      owner: buyerId,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    // The owner's maintained figures: a few rows, however many requests the owner has.
    return pageAndTotal(rows, q.page, () =>
      countOwnRequests(db, buyerId, { state: q.state, urgency: q.urgency }),
    );
  }
  const where: SQL[] = [eq(requests.buyerId, buyerId), ...stateAndUrgency(q)];
  // Issue 37 (decision 071): 'Mir zugewiesen' — the company's assignment of the request.
  if (assigneeId) {
    where.push(sql`exists (select 1 from ${requestAssignments} a
      where a.company_id = ${buyerId}::uuid and a.request_id = "requests"."id" and a.assignee_id = ${assigneeId}::uuid)`);
  }
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    where.push(
      or(
        ilike(requests.partNumber, term),
        ilike(requests.manufacturer, term),
        ilike(requests.description, term),
      )!,
    );
  }
  if (q.updatedSince) where.push(gte(requests.updatedAt, q.updatedSince));
  if (q.offers === 'with') where.push(sql`${offerCount} > 0`);
  if (q.offers === 'without') where.push(sql`${offerCount} = 0`);
  const cond = and(...where);
  // Any filter beyond state and urgency counts what it matches, walking the owner's requests.
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(ownRow)
      .from(requests)
      .where(cond)
      .orderBy(...ownOrder(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(requests).where(cond),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findOwnedRequest(db: Db, requestId: string, buyerId: string) {
  const [row] = await db
    .select(ownRow)
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.buyerId, buyerId)))
    .limit(1);
  return row;
}

export async function findRequest(db: Db, requestId: string) {
  const [row] = await db
    .select({ id: requests.id, buyerId: requests.buyerId })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}

export async function findPhoto(db: Db, requestId: string, photoId: string) {
  const [row] = await db
    .select({
      storageKey: requestPhotos.storageKey,
      mimeType: requestPhotos.mimeType,
      position: requestPhotos.position,
      // Its number as the screens show it ('Foto 1' is the first by position).
      shownNumber: sql<number>`(select count(*)::int from request_photos p where p.request_id = request_photos.request_id and p.position <= request_photos.position)`,
    })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.requestId, requestId)))
    .limit(1);
  return row;
}

/**
 * Offers on a request with what a buyer may see: the verified flag, never the seller's identity.
 * Offers by the request's owner are left out (a seller ordering as buyer sees only other sellers).
 */
export function offersOnRequest(db: Db, requestId: string, ownerId: string) {
  return db
    .select({
      id: offers.id,
      price: offers.price,
      shippingCost: offers.shippingCost,
      currency: offers.currency,
      deliveryDays: offers.deliveryDays,
      deliveryUnit: offers.deliveryUnit,
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
      termName: paymentTerms.name,
      termDays: paymentTerms.days,
      sellerVerified: sql<boolean>`coalesce(${sellerProfiles.isVerified}, false)`,
      // The seller's stored rating (issue 14): numbers only, never who it is.
      ratingCount: sellerRatingStats.ratingCount,
      ratingStarsSum: sellerRatingStats.starsSum,
      // Issue 35: the stored performance figures the marks read (decision 058), by primary key.
      perfOffers: sellerPerformance.offers,
      perfMedianResponseSeconds: sellerPerformance.medianResponseSeconds,
      perfShippedMeasured: sellerPerformance.shippedMeasured,
      perfShippedOnTime: sellerPerformance.shippedOnTime,
    })
    .from(offers)
    .leftJoin(paymentTerms, eq(paymentTerms.id, offers.paymentTermsId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, offers.sellerId))
    .leftJoin(sellerRatingStats, eq(sellerRatingStats.sellerId, offers.sellerId))
    .leftJoin(sellerPerformance, eq(sellerPerformance.sellerId, offers.sellerId))
    .where(
      and(eq(offers.requestId, requestId), ne(offers.sellerId, ownerId), ne(offers.status, 'zurueckgezogen')),
    );
}

/**
 * THE one place a request's status changes (issue 14): owner close/cancel and the expiry job all
 * come through here, so whatever must follow a status change (e.g. the sellers' stored relevance)
 * can hang off this function.
 */
export async function setRequestStatus(
  tx: Db,
  requestId: string,
  status: RequestStatus,
  reason: string | null,
): Promise<void> {
  const now = new Date();
  await tx
    .update(requests)
    .set({ status, closedAt: status === 'active' ? null : now, closeReason: reason, updatedAt: now })
    .where(eq(requests.id, requestId));
}

/** The request's row under lock, with what a transition needs to know. */
export async function lockRequestForTransition(tx: Db, requestId: string) {
  const [row] = await tx
    .select({
      id: requests.id,
      buyerId: requests.buyerId,
      status: requests.status,
      partNumber: requests.partNumber,
      manufacturer: requests.manufacturer,
      quantity: requests.quantity,
      expiresAt: requests.expiresAt,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('update');
  if (!row) return undefined;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.requestId, requestId))
    .limit(1);
  return { ...row, hasOrder: order !== undefined };
}

/**
 * Every still pending offer on the closed request becomes 'abgelehnt'; returns their sellers for
 * the outcome mails. (An order decides its request's offers itself: orders/repository/placement.ts.)
 */
export async function rejectPendingOffers(tx: Db, requestId: string) {
  const rejected = await tx
    .update(offers)
    .set({ status: 'abgelehnt', updatedAt: new Date() })
    .where(and(eq(offers.requestId, requestId), eq(offers.status, 'ausstehend')))
    .returning({ offerId: offers.id, sellerId: offers.sellerId });
  return sellerContacts(tx, rejected);
}

export type SellerOfOffer = Awaited<ReturnType<typeof sellerContacts>>[number];

/** Contact data of the sellers behind some offers (for mails only, never for a view). */
export async function sellerContacts(tx: Db, rows: readonly { offerId: string; sellerId: string }[]) {
  if (rows.length === 0) return [];
  const contacts = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      language: profiles.language,
      contactPerson: sellerProfiles.contactPerson,
      companyName: sellerProfiles.companyName,
    })
    .from(profiles)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, profiles.id))
    .where(
      inArray(
        profiles.id,
        rows.map((r) => r.sellerId),
      ),
    );
  return rows.flatMap((r) => {
    const c = contacts.find((x) => x.id === r.sellerId);
    return c
      ? [
          {
            offerId: r.offerId,
            sellerId: r.sellerId,
            email: c.email,
            language: c.language,
            contactPerson: c.contactPerson,
            companyName: c.companyName,
          },
        ]
      : [];
  });
}

/** Active requests whose time ran out and that have no order (the expiry job's work list). */
export async function expiredActiveRequestIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.status, 'active'),
        lte(requests.expiresAt, now),
        sql`not exists (select 1 from orders x where x.request_id = ${requests.id})`,
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** A request with its owner's contact, for the owner's mails and for the mails about it. */
export async function findRequestWithOwner(db: Db, requestId: string) {
  const rows = await db
    .select({
      id: requests.id,
      buyerId: requests.buyerId,
      manufacturer: requests.manufacturer,
      brandKeys: requests.brandKeys,
      openToSellers: requests.openToSellers,
      partNumber: requests.partNumber,
      quantity: requests.quantity,
      urgency: requests.urgency,
      regionKeys: requests.regionKeys,
      expiresAt: requests.expiresAt,
      buyerEmail: profiles.email,
      buyerLanguage: profiles.language,
      buyerRole: profiles.role,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.buyerId))
    .where(eq(requests.id, requestId))
    .limit(1);
  return rows[0];
}

/**
 * The buyer's requests since `since` whose part key or second key is one of `keys` (issue 30):
 * equality on requests_part_key_idx / requests_second_part_key_idx, then the buyer's filter.
 */
export async function samePartForBuyer(
  db: Db,
  buyerId: string,
  keys: string[],
  since: Date,
  exclude: string | null,
) {
  return db
    .select({
      id: requests.id,
      manufacturer: requests.manufacturer,
      partNumber: requests.partNumber,
      secondPartNumber: requests.secondPartNumber,
      status: requests.status,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .where(
      and(
        or(inArray(requests.partKey, keys), inArray(requests.secondPartKey, keys)),
        eq(requests.buyerId, buyerId),
        gte(requests.createdAt, since),
        exclude ? ne(requests.id, exclude) : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt))
    .limit(5);
}
