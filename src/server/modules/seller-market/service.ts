import PizZip from 'pizzip';
import type { z } from 'zod';
import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { fromCents, toCents } from '#shared/money/cents.ts';
import {
  type CreateOfferInput,
  type RelevantRequestsQuery,
  type SellerOfferPage,
  type SellerOfferView,
  type SellerRequestPage,
  type SellerSummary,
  type sellerOffersQuerySchema,
} from '#shared/seller-market/schema.ts';
import { photoDownloadName } from '#shared/requests/rules.ts';
import { offerTermsOf } from '#shared/offers/delivery-schema.ts';
import { OFFER_VALID_AFTER_REQUEST_END, requestEndDay } from '#shared/offers/rules.ts';
import { listSellerPaymentTerms } from '#server/modules/catalog/read.ts';
import * as feed from './repository/feed.ts';
import * as offersRepo from './repository/offers.ts';
import { deleteDecline } from './repository/declines.ts';
import { photosOfRequest } from './repository/photos.ts';
import { summaryCounts } from './repository/summary.ts';
import { toSellerOfferPage, toSellerRequestPage, toSellerSummaryView } from './views.ts';
import { toSellerOfferView } from '#server/modules/offers/views.ts';
import { ALTERNATIVE_IS_REQUESTED_PART, ALTERNATIVES_NOT_WELCOME } from '#shared/offers/alternative.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import { recordEvent } from '#server/events/record.ts';

export const MSG_REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';
export const MSG_OWN_REQUEST = 'Sie können kein Angebot auf Ihre eigene Anfrage abgeben';
export const MSG_DUPLICATE_OFFER = 'Sie haben bereits ein Angebot für diese Anfrage abgegeben';
export const MSG_OFFER_NOT_FOUND = 'Angebotsdaten konnten nicht geladen werden';
export const MSG_PHOTO_NOT_FOUND = 'Das Foto konnte nicht heruntergeladen werden';
export const MSG_PAYMENT_TERM = 'Bitte wählen Sie eine gültige Zahlungsbedingung aus';

/*
 * The seller's side of the market. Every operation acts for ctx.user, the seller: a request is
 * reached only through the list's own visibility relation, an offer only when it is the seller's.
 */

type OwnOffersQuery = z.infer<typeof sellerOffersQuerySchema>;

export async function relevantRequests({
  ctx,
  input: query,
}: {
  ctx: Ctx;
  input: RelevantRequestsQuery;
}): Promise<SellerRequestPage> {
  const { rows, total } = await feed.listRelevantRequests(ctx.db, ctx.user.id, query);
  return toSellerRequestPage(rows, { total, page: query.page, pageSize: query.pageSize });
}

export interface PhotoFile {
  data: Buffer;
  mimeType: string;
  /** Neutral name (foto-1.jpg): the buyer's upload name could identify them. */
  fileName: string;
}

async function assertVisible(ctx: Ctx, requestId: string): Promise<void> {
  if (!(await feed.isVisibleToSeller(ctx.db, ctx.user.id, requestId))) {
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  }
}

/** A photo's bytes, only when the seller may see its request (the list's own predicate). */
export async function requestPhoto({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; photoId: string };
}): Promise<PhotoFile> {
  await assertVisible(ctx, input.requestId);
  const [photo] = await photosOfRequest(ctx.db, input.requestId, input.photoId);
  const data = photo ? await ctx.deps.blobs.get(photo.storageKey) : null;
  if (!photo || !data) throw new AppError('NOT_FOUND', MSG_PHOTO_NOT_FOUND);
  return { data, mimeType: photo.mimeType, fileName: photoDownloadName(photo.shownNumber, photo.mimeType) };
}

/** All photos of a visible request in one zip, under the same neutral names. */
export async function requestPhotosZip({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<Buffer> {
  await assertVisible(ctx, input.requestId);
  const photos = await photosOfRequest(ctx.db, input.requestId);
  const zip = new PizZip();
  let n = 0;
  for (const [i, p] of photos.entries()) {
    const data = await ctx.deps.blobs.get(p.storageKey);
    if (!data) continue;
    n += 1;
    zip.file(photoDownloadName(i + 1, p.mimeType), data);
  }
  if (n === 0) throw new AppError('NOT_FOUND', MSG_PHOTO_NOT_FOUND);
  return zip.generate({ type: 'nodebuffer', compression: 'STORE' });
}

export async function createOffer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CreateOfferInput;
}): Promise<SellerOfferView> {
  const sellerId = ctx.user.id;
  const offerId = await ctx.db.transaction(async (tx) => {
    const owner = await offersRepo.lockRequestOwner(tx, input.requestId);
    if (!owner) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    if (owner.buyerId === sellerId)
      throw new AppError('FORBIDDEN', MSG_OWN_REQUEST, { reason: 'OWN_REQUEST' });
    if (!(await feed.isVisibleToSeller(tx, sellerId, input.requestId))) {
      throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    }
    if (input.isAlternative) {
      // Issue 30: only where the buyer welcomes alternatives, and never the requested part itself.
      if (!owner.alternativesWelcome) throw new AppError('VALIDATION', ALTERNATIVES_NOT_WELCOME);
      const key = partKey(input.alternativePartNumber);
      if (key === owner.partKey || key === owner.secondPartKey)
        throw new AppError('VALIDATION', ALTERNATIVE_IS_REQUESTED_PART);
    }
    // Issue 34: an offer promises nothing past the day its request ends.
    const endDay = requestEndDay(owner.expiresAt);
    if (endDay && input.validUntil > endDay)
      throw new AppError('VALIDATION', OFFER_VALID_AFTER_REQUEST_END);
    const paymentTermsId = await offerTerm(tx, sellerId, input.paymentTermsId);
    const terms = offerTermsOf(input);
    if ('error' in terms) throw new AppError('VALIDATION', terms.error);
    let id: string;
    try {
      id = await offersRepo.insertOffer(tx, {
        requestId: input.requestId,
        sellerId,
        price: fromCents(toCents(input.price)),
        shippingCost: fromCents(toCents(input.shippingCost)),
        ...terms,
        validUntil: input.validUntil,
        description: input.description ?? null,
        notes: input.notes ?? null,
        paymentTermsId,
        isAlternative: input.isAlternative,
        alternativePartNumber: input.isAlternative ? (input.alternativePartNumber ?? null) : null,
        alternativeManufacturer: input.isAlternative ? (input.alternativeManufacturer ?? null) : null,
      });
    } catch (err) {
      // The unique (request, seller) index also settles two simultaneous submissions.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_DUPLICATE_OFFER);
      throw err;
    }
    // An offer takes back this seller's 'Kann ich nicht liefern' (issue 30), if any.
    await deleteDecline(tx, sellerId, input.requestId);
    // The buyer's mail and open screen are the consumers' (decision 038).
    await recordEvent(
      tx,
      { type: 'offer.created', offerId: id, requestId: input.requestId, sellerId, buyerId: owner.buyerId },
      sellerId,
    );
    return id;
  });
  ctx.deps.jobs.nudge();
  return sellerOfferView(ctx.db, { sellerId, offerId });
}

/**
 * The one payment term an offer carries (issue 13): one the seller accepts in the settings; the
 * shortest of them when none is named. A seller who accepts none yet may name any active term.
 */
async function offerTerm(tx: Db, sellerId: string, requested: string | undefined): Promise<string | null> {
  const accepted = await listSellerPaymentTerms(tx, sellerId);
  if (accepted.length === 0) {
    if (requested && !(await offersRepo.isActivePaymentTerm(tx, requested))) {
      throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
    }
    return requested ?? null;
  }
  if (!requested) return accepted[0]!.id;
  if (!accepted.some((t) => t.id === requested)) throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
  return requested;
}

export async function ownOffer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string };
}): Promise<SellerOfferView> {
  return sellerOfferView(ctx.db, { sellerId: ctx.user.id, offerId: input.offerId });
}

/**
 * The offer as its seller sees it, as a step of another operation's transaction (decision 012:
 * `(tx, input)`); webhook payloads are built inside the transaction that wrote the offer.
 */
export async function sellerOfferView(
  tx: Db,
  input: { sellerId: string; offerId: string },
): Promise<SellerOfferView> {
  const row = await offersRepo.findOwnOffer(tx, input.sellerId, input.offerId);
  if (!row) throw new AppError('NOT_FOUND', MSG_OFFER_NOT_FOUND);
  return toSellerOfferView(row);
}

export async function ownOffers({
  ctx,
  input: q,
}: {
  ctx: Ctx;
  input: OwnOffersQuery;
}): Promise<SellerOfferPage> {
  const { rows, total } = await offersRepo.listOwnOffers(
    ctx.db,
    ctx.user.id,
    q.page,
    q.pageSize,
    q.updatedSince,
  );
  return toSellerOfferPage(rows, { total, page: q.page, pageSize: q.pageSize });
}

/** The seller dashboard's counts and own rating. */
export async function summary({ ctx }: { ctx: Ctx }): Promise<SellerSummary> {
  return toSellerSummaryView(await summaryCounts(ctx.db, ctx.user.id));
}
