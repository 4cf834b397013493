import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles, sessions } from '#server/db/schema/auth.ts';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { contactMessages, emailLogs } from '#server/db/schema/messaging.ts';
import {
  offers,
  orders,
  ratings,
  requestDeclines,
  requestPhotos,
  requests,
} from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { companyMembers } from '#server/db/schema/teams.ts';
import { notificationSettings } from '#server/db/schema/notification-settings.ts';

/*
 * What a user's export holds (decision 052): the user's own rows, and of the other party only
 * what the user's own views show. Each select names its columns: a secret (password hash, key
 * hash, webhook secret, session token) or another party's identity never reaches the ZIP by a
 * `select *`. Orders are read through the orders module's own views (service.ts).
 */

export async function profileOf(db: Db, userId: string) {
  const [account] = await db
    .select({
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
      emailVerified: profiles.emailVerified,
      twoFactorEnabled: profiles.twoFactorEnabled,
      legalAcceptedAt: profiles.legalAcceptedAt,
      legalVersion: profiles.legalVersion,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [buyer] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.id, userId));
  const [seller] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.id, userId));
  return { account, buyerProfile: buyer ?? null, sellerProfile: seller ?? null };
}

export function requestsOf(db: Db, buyerId: string) {
  return db.select().from(requests).where(eq(requests.buyerId, buyerId)).orderBy(asc(requests.createdAt));
}

export function photosOf(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: requestPhotos.id,
      requestId: requestPhotos.requestId,
      storageKey: requestPhotos.storageKey,
      fileName: requestPhotos.fileName,
      mimeType: requestPhotos.mimeType,
    })
    .from(requestPhotos)
    .where(inArray(requestPhotos.requestId, requestIds));
}

/**
 * The PDF documents the user uploaded (decision 072), on requests and on offers, with the user's
 * own file names — what the uploader's own lists show. Documents of the other party are not the
 * user's data and stay out, as their offers' sellers do.
 */
export function uploadedDocumentsOf(db: Db, userId: string) {
  return db
    .select({
      id: attachments.id,
      requestId: attachments.requestId,
      offerId: attachments.offerId,
      storageKey: attachments.storageKey,
      fileName: attachments.fileName,
      sizeBytes: attachments.sizeBytes,
      pages: attachments.pages,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(eq(attachments.uploadedBy, userId))
    .orderBy(asc(attachments.createdAt));
}

/** An offer's terms as both parties' views show them; never the seller (the export names no one). */
const OFFER_TERMS = {
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
};

/** Offers on the buyer's requests as the anonymous offer views show them: no seller column. */
export function offersOnRequestsOf(db: Db, buyerId: string) {
  return db
    .select({
      id: offers.id,
      requestId: offers.requestId,
      ...OFFER_TERMS,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(requests.buyerId, buyerId))
    .orderBy(asc(offers.createdAt));
}

/** A seller's own offers, with the request's part they answer (what the seller's list shows). */
export function offersBy(db: Db, sellerId: string) {
  return db
    .select({
      id: offers.id,
      requestId: offers.requestId,
      partNumber: requests.partNumber,
      manufacturer: requests.manufacturer,
      quantity: requests.quantity,
      ...OFFER_TERMS,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.sellerId, sellerId))
    .orderBy(asc(offers.createdAt));
}

export function declinesBy(db: Db, sellerId: string) {
  return db
    .select({
      requestId: requestDeclines.requestId,
      reason: requestDeclines.reason,
      note: requestDeclines.note,
      createdAt: requestDeclines.createdAt,
    })
    .from(requestDeclines)
    .where(eq(requestDeclines.sellerId, sellerId));
}

export async function orderIdsOf(db: Db, userId: string, role: 'buyer' | 'seller') {
  const column = role === 'buyer' ? orders.buyerId : orders.sellerId;
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(column, userId))
    .orderBy(asc(orders.createdAt));
  return rows;
}

/** Ratings the buyer gave, or the seller received (the seller sees stars and visible comments). */
export function ratingsOf(db: Db, userId: string, role: 'buyer' | 'seller') {
  return db
    .select({
      orderId: ratings.orderId,
      stars: ratings.stars,
      comment:
        role === 'buyer'
          ? ratings.comment
          : sql<string | null>`case when ${ratings.commentHidden} then null else ${ratings.comment} end`,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .where(eq(role === 'buyer' ? ratings.buyerId : ratings.sellerId, userId));
}

export function sessionsOf(db: Db, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export function apiKeysOf(db: Db, userId: string) {
  return db
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
}

export function webhooksOf(db: Db, userId: string) {
  return db
    .select({
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      isActive: webhookEndpoints.isActive,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, userId));
}

/** Mails sent to the address (email_logs_recipient_idx). */
export function mailsTo(db: Db, email: string) {
  return db
    .select({
      subject: emailLogs.subject,
      templateType: emailLogs.templateType,
      status: emailLogs.status,
      content: emailLogs.content,
      createdAt: emailLogs.createdAt,
    })
    .from(emailLogs)
    .where(sql`lower(${emailLogs.recipientEmail}) = lower(${email})`)
    .orderBy(asc(emailLogs.createdAt));
}

export function contactMessagesFrom(db: Db, email: string) {
  return db
    .select({
      name: contactMessages.name,
      company: contactMessages.company,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`);
}

/*
 * Issue 37 (decision 071): a member's export holds the member's own data — what the member
 * created, not the company's books (those are the owner's export).
 */

/** The member's company and role; undefined for an account that is no member row's (an older owner). */
export async function membershipOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .where(eq(companyMembers.profileId, userId));
  return row;
}

export function requestsCreatedBy(db: Db, userId: string) {
  return db.select().from(requests).where(eq(requests.createdBy, userId)).orderBy(asc(requests.createdAt));
}

/** The offers the member wrote, with the request's part (as the seller's list shows it). */
export function offersCreatedBy(db: Db, userId: string) {
  return db
    .select({
      id: offers.id,
      requestId: offers.requestId,
      partNumber: requests.partNumber,
      manufacturer: requests.manufacturer,
      quantity: requests.quantity,
      ...OFFER_TERMS,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.createdBy, userId))
    .orderBy(asc(offers.createdAt));
}

export function ordersCreatedBy(db: Db, userId: string) {
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.createdBy, userId))
    .orderBy(asc(orders.createdAt));
}

export async function notificationSettingsOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      newRequests: notificationSettings.newRequests,
      urgentOnly: notificationSettings.urgentOnly,
      regions: notificationSettings.regions,
      offers: notificationSettings.offers,
      companyMails: notificationSettings.companyMails,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}
