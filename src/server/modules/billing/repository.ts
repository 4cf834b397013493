import { and, asc, desc, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles, sessions } from '#server/db/schema/auth.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { invoiceCounters, invoices, sellerSubscriptions } from '#server/db/schema/billing.ts';
import type { InvoiceKind, InvoiceStatus } from '#shared/billing/invoices.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'year' | 'seq'>;

/** Approved sellers without a subscription yet (the job starts theirs). */
export async function sellersWithoutSubscription(db: Db, limit: number) {
  return db
    .select({ id: sellerProfiles.id, trialEndsAt: sellerProfiles.trialEndsAt })
    .from(sellerProfiles)
    .leftJoin(sellerSubscriptions, eq(sellerSubscriptions.sellerId, sellerProfiles.id))
    .where(and(eq(sellerProfiles.approvalStatus, 'approved'), isNull(sellerSubscriptions.sellerId)))
    .limit(limit);
}

export async function insertSubscription(db: Db, sellerId: string, startsOn: string): Promise<void> {
  await db
    .insert(sellerSubscriptions)
    .values({ sellerId, startsOn, nextInvoiceOn: startsOn })
    .onConflictDoNothing();
}

export async function findSubscription(db: Db, sellerId: string, lock = false) {
  const q = db.select().from(sellerSubscriptions).where(eq(sellerSubscriptions.sellerId, sellerId));
  const rows = await (lock ? q.for('update') : q);
  return rows[0];
}

/** Subscriptions with a period to bill on `today` (indexed on next_invoice_on). */
export async function subscriptionsDue(db: Db, today: string, limit: number) {
  return db
    .select()
    .from(sellerSubscriptions)
    .where(
      and(
        lte(sellerSubscriptions.nextInvoiceOn, today),
        or(
          isNull(sellerSubscriptions.endsOn),
          lt(sellerSubscriptions.nextInvoiceOn, sellerSubscriptions.endsOn),
        ),
      ),
    )
    .orderBy(asc(sellerSubscriptions.nextInvoiceOn))
    .limit(limit);
}

export async function setNextInvoiceOn(db: Db, sellerId: string, nextInvoiceOn: string): Promise<void> {
  await db
    .update(sellerSubscriptions)
    .set({ nextInvoiceOn })
    .where(eq(sellerSubscriptions.sellerId, sellerId));
}

export async function setNotice(db: Db, sellerId: string, at: Date, endsOn: string): Promise<void> {
  await db
    .update(sellerSubscriptions)
    .set({ noticeGivenAt: at, endsOn })
    .where(eq(sellerSubscriptions.sellerId, sellerId));
}

/** Subscriptions whose end has come and that the job has not ended yet. */
export async function subscriptionsEnding(db: Db, today: string, limit: number) {
  return db
    .select({ sellerId: sellerSubscriptions.sellerId })
    .from(sellerSubscriptions)
    .where(
      and(
        isNotNull(sellerSubscriptions.endsOn),
        isNull(sellerSubscriptions.endedAt),
        lte(sellerSubscriptions.endsOn, today),
      ),
    )
    .limit(limit);
}

export async function markEnded(db: Db, sellerId: string, at: Date): Promise<void> {
  await db.update(sellerSubscriptions).set({ endedAt: at }).where(eq(sellerSubscriptions.sellerId, sellerId));
}

/** What an invoice needs of the seller, its recipient. */
export async function findSellerForInvoice(db: Db, sellerId: string) {
  const rows = await db
    .select({
      id: sellerProfiles.id,
      companyName: sellerProfiles.companyName,
      contactPerson: sellerProfiles.contactPerson,
      vatNumber: sellerProfiles.vatNumber,
      vatCheckStatus: sellerProfiles.vatCheckStatus,
      billingStreet: sellerProfiles.billingStreet,
      billingZip: sellerProfiles.billingZip,
      billingCity: sellerProfiles.billingCity,
      billingCountry: sellerProfiles.billingCountry,
      approvalStatus: sellerProfiles.approvalStatus,
      paymentStatus: sellerProfiles.paymentStatus,
      activeStatus: sellerProfiles.activeStatus,
      trialEndsAt: sellerProfiles.trialEndsAt,
      email: profiles.email,
    })
    .from(sellerProfiles)
    .innerJoin(profiles, eq(profiles.id, sellerProfiles.id))
    .where(eq(sellerProfiles.id, sellerId))
    .limit(1);
  return rows[0];
}

/**
 * The next number of a kind and year: the counter row is created or incremented and stays
 * locked until the caller's transaction ends, so numbers are handed out one after another and
 * a rolled-back invoice gives its number back (no sequence: sequences leave gaps).
 */
export async function nextSeq(tx: Db, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(
  tx: Db,
  values: NewInvoice & { number: string; year: number; seq: number },
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoice(db: Db, id: string, lock = false) {
  const q = db.select().from(invoices).where(eq(invoices.id, id));
  const rows = await (lock ? q.for('update') : q);
  return rows[0];
}

export async function findInvoiceByNumber(db: Db, number: string) {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.number, number))
    .limit(1);
  return rows[0];
}

export async function invoicesOf(db: Db, sellerId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.sellerId, sellerId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
    .limit(240);
}

/** The admin list: newest first, optionally one status (invoices_status_idx). */
export async function listInvoices(db: Db, status: InvoiceStatus | undefined, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(status ? eq(invoices.status, status) : undefined)
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
    .limit(limit);
}

/** Open invoices whose reminder day has come and that were not reminded yet. */
export async function invoicesToRemind(db: Db, today: string, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        eq(invoices.kind, 'invoice'),
        lte(invoices.remindOn, today),
        isNull(invoices.remindedAt),
      ),
    )
    .limit(limit);
}

export async function markReminded(db: Db, id: string, at: Date): Promise<void> {
  await db.update(invoices).set({ remindedAt: at }).where(eq(invoices.id, id));
}

/** Sellers not yet unpaid with an open invoice past its grace period. */
export async function sellersPastGrace(db: Db, today: string, limit: number) {
  return db
    .selectDistinct({ sellerId: invoices.sellerId })
    .from(invoices)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, invoices.sellerId))
    .where(
      and(
        eq(invoices.status, 'open'),
        eq(invoices.kind, 'invoice'),
        lte(invoices.graceEndsOn, today),
        ne(sellerProfiles.paymentStatus, 'unpaid'),
      ),
    )
    .limit(limit);
}

/** The seller's oldest open invoice (the reminder names it). */
export async function oldestOpenInvoice(db: Db, sellerId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), eq(invoices.status, 'open'), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.issuedOn))
    .limit(1);
  return rows[0];
}

/** Whether the seller still has an open invoice past its grace period. */
export async function hasInvoicePastGrace(db: Db, sellerId: string, today: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.sellerId, sellerId),
        eq(invoices.status, 'open'),
        eq(invoices.kind, 'invoice'),
        lte(invoices.graceEndsOn, today),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function setInvoiceStatus(
  db: Db,
  id: string,
  status: InvoiceStatus,
  paidAt: Date | null = null,
) {
  await db
    .update(invoices)
    .set({ status, ...(paidAt && { paidAt }) })
    .where(eq(invoices.id, id));
}

/** The seller's standing, locked: billing changes payment and active status. */
export async function findStandingForUpdate(db: Db, sellerId: string) {
  const rows = await db
    .select({
      approvalStatus: sellerProfiles.approvalStatus,
      paymentStatus: sellerProfiles.paymentStatus,
      activeStatus: sellerProfiles.activeStatus,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, sellerId))
    .for('update');
  return rows[0];
}

export async function setStanding(
  db: Db,
  sellerId: string,
  patch: { paymentStatus?: 'paid' | 'unpaid'; activeStatus?: 'inactive' },
): Promise<void> {
  await db
    .update(sellerProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sellerProfiles.id, sellerId));
}

export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
