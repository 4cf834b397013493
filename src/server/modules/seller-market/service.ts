import PizZip from 'pizzip';
import type { z } from 'zod';
import { type Ctx, companyOf } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
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
import * as feed from './repository/feed.ts';
import * as offersRepo from './repository/offers.ts';
import { photoArchiveFacts, photosOfRequest } from './repository/photos.ts';
import { requestPhotosZipName } from '#shared/files/download-names.ts';
import { germanDay } from '#shared/format/german.ts';
import type { UiLanguage } from '#shared/constants.ts';
import { summaryCounts } from './repository/summary.ts';
import { toSellerOfferPage, toSellerRequestPage, toSellerSummaryView } from './views.ts';
import { toSellerOfferView } from '#server/modules/offers/views.ts';
import { MSG_REQUEST_NOT_FOUND, writeOffer } from './offer-step.ts';
import { assignRequest } from '#server/modules/teams/assign.ts';
import type { AssignmentView } from '#shared/teams/assignment.ts';

export { MSG_OWN_REQUEST, MSG_REQUEST_NOT_FOUND } from './offer-step.ts';
export const MSG_OFFER_NOT_FOUND = 'Angebotsdaten konnten nicht geladen werden';
export const MSG_PHOTO_NOT_FOUND = 'Das Foto konnte nicht heruntergeladen werden';

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
  const companyId = companyOf(ctx);
  const assignee = query.assigned === 'me' ? ctx.user.id : null;
  // Decision 071: each row carries this company's own assignment ('Zugewiesen: …').
  const { rows, total } = await feed.listRelevantRequests(ctx.db, companyId, query, assignee);
  return toSellerRequestPage(rows, { total, page: query.page, pageSize: query.pageSize });
}

/**
 * Issue 37 (decision 071): a request this seller company sees (the list's own relation) assigned
 * to one of its members ('Vertrieb' or an owner), or taken back. The assignment is the seller
 * company's alone: the buyer and other sellers never learn of it.
 */
export async function assignRelevantRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; assigneeId: string | null };
}): Promise<AssignmentView> {
  const companyId = companyOf(ctx);
  const view = await ctx.db.transaction(async (tx) => {
    if (!(await feed.isVisibleToSeller(tx, companyId, input.requestId))) {
      throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    }
    return assignRequest(tx, { companyId, actorId: ctx.user.id, ...input });
  });
  ctx.deps.jobs.nudge();
  return view;
}

export interface PhotoFile {
  data: Buffer;
  mimeType: string;
  /** Neutral name (foto-1.jpg): the buyer's upload name could identify them. */
  fileName: string;
}

async function assertVisible(ctx: Ctx, requestId: string): Promise<void> {
  if (!(await feed.isVisibleToSeller(ctx.db, companyOf(ctx), requestId))) {
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

/**
 * All photos of a visible request in one zip, under the same neutral names; the archive is named
 * by the part and the request's day in the reader's language (decision 078).
 */
export async function requestPhotosZip({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; language?: UiLanguage | undefined };
}): Promise<{ zip: Buffer; fileName: string }> {
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
  const facts = await photoArchiveFacts(ctx.db, input.requestId);
  return {
    zip: zip.generate({ type: 'nodebuffer', compression: 'STORE' }),
    fileName: requestPhotosZipName({
      language: input.language ?? ctx.user.language,
      partNumber: facts?.partNumber ?? '',
      day: germanDay(facts?.createdAt ?? new Date()),
    }),
  };
}

export async function createOffer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CreateOfferInput;
}): Promise<SellerOfferView> {
  const sellerId = companyOf(ctx);
  const offerId = await ctx.db.transaction((tx) => writeOffer(tx, sellerId, input, ctx.user.id));
  ctx.deps.jobs.nudge();
  return sellerOfferView(ctx.db, { sellerId, offerId });
}

export async function ownOffer({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string };
}): Promise<SellerOfferView> {
  return sellerOfferView(ctx.db, { sellerId: companyOf(ctx), offerId: input.offerId });
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
    companyOf(ctx),
    q.page,
    q.pageSize,
    q.updatedSince,
  );
  return toSellerOfferPage(rows, { total, page: q.page, pageSize: q.pageSize });
}

/** The seller dashboard's counts and own rating. */
export async function summary({ ctx }: { ctx: Ctx }): Promise<SellerSummary> {
  return toSellerSummaryView(await summaryCounts(ctx.db, companyOf(ctx)));
}
