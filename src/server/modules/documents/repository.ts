import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { htmlOrderDocuments, htmlTemplates, pdfTemplates } from '#server/db/schema/documents.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { erasedOrderParties } from '#server/db/schema/privacy.ts';

const sellerEmail = alias(profiles, 'seller_email');
const buyerEmail = alias(profiles, 'buyer_email');

/** Everything an order document shows, in one query (the ordering party may be a seller). */
export async function loadOrderDocumentData(db: Db, orderId: string) {
  const rows = await db
    .select({
      order: orders,
      offer: offers,
      request: requests,
      paymentTerm: paymentTerms,
      seller: sellerProfiles,
      sellerEmail: sellerEmail.email,
      sellerLanguage: sellerEmail.language,
      buyerEmail: buyerEmail.email,
      buyerLanguage: buyerEmail.language,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orders.sellerId))
    .innerJoin(sellerEmail, eq(sellerEmail.id, orders.sellerId))
    .innerJoin(buyerEmail, eq(buyerEmail.id, orders.buyerId))
    .leftJoin(paymentTerms, eq(paymentTerms.id, orders.paymentTermsId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const buyerId = row.order.buyerId;
  const [asBuyer] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.id, buyerId)).limit(1);
  const [asSeller] = asBuyer
    ? [undefined]
    : await db.select().from(sellerProfiles).where(eq(sellerProfiles.id, buyerId)).limit(1);
  const data = { ...row, buyerProfile: asBuyer ?? null, buyerSellerProfile: asSeller ?? null };
  return withErasedParties(db, orderId, data);
}

/**
 * An erased party (decision 052) appears on its orders' documents as it was when erased: the
 * erasure froze the profile and e-mail per order; the anonymised profile is never printed.
 */
async function withErasedParties<
  T extends {
    seller: typeof sellerProfiles.$inferSelect;
    sellerEmail: string;
    buyerEmail: string;
    buyerProfile: typeof buyerProfiles.$inferSelect | null;
    buyerSellerProfile: typeof sellerProfiles.$inferSelect | null;
  },
>(db: Db, orderId: string, data: T): Promise<T> {
  const frozen = await db.select().from(erasedOrderParties).where(eq(erasedOrderParties.orderId, orderId));
  for (const f of frozen) {
    const { profile, email } = f.data as { profile: Record<string, unknown>; email: string };
    if (f.party === 'seller') {
      data.seller = { ...data.seller, ...profile };
      data.sellerEmail = email;
    } else if (data.buyerProfile) {
      data.buyerProfile = { ...data.buyerProfile, ...profile };
      data.buyerEmail = email;
    } else if (data.buyerSellerProfile) {
      data.buyerSellerProfile = { ...data.buyerSellerProfile, ...profile };
      data.buyerEmail = email;
    }
  }
  return data;
}
export type OrderDocumentData = NonNullable<Awaited<ReturnType<typeof loadOrderDocumentData>>>;

export async function findOrderParties(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      orderNumber: orders.orderNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0];
}

export async function findDefaultHtmlTemplate(db: Db, templateType: string) {
  const rows = await db
    .select()
    .from(htmlTemplates)
    .where(
      and(
        eq(htmlTemplates.templateType, templateType),
        eq(htmlTemplates.isDefault, true),
        eq(htmlTemplates.isActive, true),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findHtmlTemplate(db: Db, id: string) {
  const rows = await db.select().from(htmlTemplates).where(eq(htmlTemplates.id, id)).limit(1);
  return rows[0];
}

/** The active Word template, if an admin activated one (.docx only can be filled). */
export async function findActivePdfTemplate(db: Db) {
  const rows = await db
    .select()
    .from(pdfTemplates)
    .where(
      and(
        eq(pdfTemplates.isActive, true),
        inArray(pdfTemplates.mimeType, [
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ]),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findPdfTemplate(db: Db, id: string) {
  const rows = await db.select().from(pdfTemplates).where(eq(pdfTemplates.id, id)).limit(1);
  return rows[0];
}

export async function findStoredDocument(db: Db, orderId: string, documentType: string, language: string) {
  const rows = await db
    .select({ html: htmlOrderDocuments.htmlContent })
    .from(htmlOrderDocuments)
    .where(
      and(
        eq(htmlOrderDocuments.orderId, orderId),
        eq(htmlOrderDocuments.documentType, documentType),
        eq(htmlOrderDocuments.language, language),
      ),
    )
    .limit(1);
  return rows[0]?.html;
}

/**
 * An order's lifecycle moved on (issue 14): its issued copies go, so the next download issues
 * the document again with the new state, dates and seller order number.
 */
export async function dropStoredDocuments(tx: Db, orderId: string): Promise<void> {
  await tx.delete(htmlOrderDocuments).where(eq(htmlOrderDocuments.orderId, orderId));
}

/** Keeps the first issued document per language; a concurrent second render loses quietly. */

export async function storeDocument(
  db: Db,
  orderId: string,
  documentType: string,
  language: string,
  html: string,
): Promise<void> {
  await db
    .insert(htmlOrderDocuments)
    .values({ orderId, documentType, language, htmlContent: html })
    .onConflictDoNothing();
}

/** Takes a broken Word template out of use; true when this call did it (so admins hear once). */
export async function deactivateBrokenPdfTemplate(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(pdfTemplates)
    .set({ isActive: false })
    .where(and(eq(pdfTemplates.id, id), eq(pdfTemplates.isActive, true)))
    .returning({ id: pdfTemplates.id });
  return rows.length > 0;
}

export async function adminRecipients(db: Db) {
  return db
    .select({ email: profiles.email, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.role, 'admin'));
}
