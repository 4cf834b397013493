import { randomUUID } from 'node:crypto';
import { MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { BuyerRequestOffers } from '#shared/offers/schema.ts';
import {
  TOO_MANY_PHOTOS,
  type BuyerRequestListQuery,
  SAME_PART_WINDOW_DAYS,
  type BuyerRequestView,
  type CreateRequestInput,
  type SamePartAnswer,
  type SamePartQuery,
} from '#shared/requests/schema.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import { requestExpiresAt } from '#shared/requests/transitions.ts';
import { widenDueAt } from '#shared/requests/widening.ts';
import { photoDownloadName } from '#shared/requests/rules.ts';
import { countryCodeOfGermanName } from '#shared/i18n/reference.ts';
import { requireKeyActsAs, type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { canViewRequestPhotos } from './access.ts';
import { cleanImage, type CleanImage } from './images.ts';
import * as repo from './repository.ts';
import { toBuyerRequestView } from './views.ts';
import { toBuyerOfferViews } from '#server/modules/offers/views.ts';
import { recordEvent } from '#server/events/record.ts';
import { cleanDocuments, storeRequestDocuments } from '#server/modules/attachments/intake.ts';
import { offerDocumentsForBuyer } from '#server/modules/attachments/read.ts';
import { MAX_DOCUMENTS_PER_REQUEST } from '#shared/attachments/schema.ts';
import { assignRequest } from '#server/modules/teams/assign.ts';
import type { AssignmentView } from '#shared/teams/assignment.ts';

export const REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** A row of the buyer's own list (photos, rings, assignee and creator read with it) as its view. */
function toOwnView(r: repo.OwnRequestRow): BuyerRequestView {
  return toBuyerRequestView(
    r.request,
    r.offerCount,
    r.declineCount,
    r.ordered,
    r.photos,
    r.rings.map((w) => ({ ...w, createdAt: new Date(w.createdAt) })),
    { createdBy: r.request.createdBy ? r.creator : null, assignee: r.assignee },
    r.approvalPending,
  );
}

/**
 * Spec 1 §5 new request. Images are cleaned before the transaction (CPU work, no lock held);
 * the row, the photo rows and the stored files then commit together: if storing fails nothing
 * is saved, and files already written are removed again.
 */
export async function createRequest({
  ctx,
  input: { data, files, documents },
}: {
  ctx: Ctx;
  input: { data: CreateRequestInput; files: UploadedFile[]; documents?: UploadedFile[] };
}): Promise<BuyerRequestView> {
  const { deps, user } = ctx;
  if (files.length > MAX_PHOTOS_PER_REQUEST) throw new AppError('VALIDATION', TOO_MANY_PHOTOS);
  const images: (CleanImage & { fileName: string })[] = [];
  for (const f of files) images.push({ fileName: f.fileName, ...(await cleanImage(f.data)) });
  // Decision 067: PDF documents are checked and stripped of their metadata here too.
  const pdfs = await cleanDocuments(documents ?? [], MAX_DOCUMENTS_PER_REQUEST);

  const requestId = randomUUID();
  const now = new Date();
  const stored: string[] = [];
  const delivery = await repo.deliveryAddressOf(ctx.db, user.companyId!);
  const deliveryCountry = delivery.countryCode ?? countryCodeOfGermanName(delivery.countryName) ?? null;
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.insertRequest(tx, {
        id: requestId,
        buyerId: user.companyId!,
        // Decision 071: the member ('erstellt von …'); an API key's is its creator.
        createdBy: user.id,
        manufacturer: data.manufacturer ?? null,
        partNumber: data.partNumber,
        secondPartNumber: data.secondPartNumber ?? null,
        alternativesWelcome: data.alternativesWelcome,
        quantity: data.quantity,
        description: data.description ?? null,
        urgency: data.urgency,
        status: 'active',
        expiresAt: requestExpiresAt(now, data.durationDays),
        // Decision 053: when it reaches the next ring if fewer than two offers came by then.
        widenAt: widenDueAt(data.urgency, now),
        neededBy: data.neededBy ?? null,
        downtimeCostPerDay: data.downtimeCostPerDay === undefined ? null : data.downtimeCostPerDay.toFixed(2),
        costCentre: data.costCentre ?? null,
        machineNumber: data.machineNumber ?? null,
        // The regions it reaches (issue 30): the requester's delivery address at creation.
        deliveryCountry,
        deliveryPostcode: deliveryCountry ? delivery.postcode : null,
      });
      for (const [i, img] of images.entries()) {
        const key = `request-attachments/${user.companyId!}/${requestId}/${i + 1}.${img.ext}`;
        await deps.blobs.put(key, img.data, img.mimeType);
        stored.push(key);
        await repo.insertPhoto(tx, {
          requestId,
          storageKey: key,
          fileName: safeFileName(img.fileName, i + 1, img.ext),
          mimeType: img.mimeType,
          sizeBytes: img.data.length,
          position: i + 1,
        });
      }
      await storeRequestDocuments(ctx, tx, { requestId, documents: pdfs, stored });
      // Who hears of it (the relevant sellers' mails, webhooks, screens) is the consumers' (decision 038).
      await recordEvent(tx, { type: 'request.created', requestId, buyerId: user.companyId! }, user.id);
    });
    deps.jobs.nudge();
  } catch (err) {
    await Promise.all(stored.map((k) => deps.blobs.delete(k).catch(() => undefined)));
    throw err;
  }
  return getOwnRequest({ ctx, input: { requestId } });
}

/** Only the base name, printable, for Content-Disposition; the stored key never uses it. */
function safeFileName(name: string, n: number, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 100);
  return base || `foto-${n}.${ext}`;
}

export async function getOwnRequest({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<BuyerRequestView> {
  const row = await repo.findOwnedRequest(ctx.db, requestId, companyOf(ctx));
  if (!row) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return toOwnView(row);
}

export async function listOwnRequests({
  ctx,
  input: query,
}: {
  ctx: Ctx;
  input: BuyerRequestListQuery;
}): Promise<Page<BuyerRequestView>> {
  const assignee = query.assigned === 'me' ? ctx.user.id : null;
  const { rows, total } = await repo.listForBuyer(ctx.db, companyOf(ctx), query, assignee);
  return {
    items: rows.map(toOwnView),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Issue 37 (decision 071): the company's own request assigned to a member ('Einkauf',
 * 'Anforderer' or an owner; a seller's own request to 'Vertrieb' or an owner), or its
 * assignment taken back. Another company's request is not found.
 */
export async function assignOwnRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; assigneeId: string | null };
}): Promise<AssignmentView> {
  const companyId = companyOf(ctx);
  const view = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findOwnedRequest(tx, input.requestId, companyId))) {
      throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    }
    return assignRequest(tx, { companyId, actorId: ctx.user.id, ...input });
  });
  ctx.deps.jobs.nudge();
  return view;
}

/** Spec 1 §2 offers view; another buyer's request is simply not found. */
export async function offersForOwnRequest({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<BuyerRequestOffers> {
  const request = await getOwnRequest({ ctx, input: { requestId } });
  const rows = await repo.offersOnRequest(ctx.db, requestId, companyOf(ctx));
  // Decision 072: the offers' documents come with the offers (one statement, not one per card).
  const documents = await offerDocumentsForBuyer(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { request, offers: toBuyerOfferViews(rows, request, new Date(), documents) };
}

export async function photoFile({
  ctx,
  input: { requestId, photoId },
}: {
  ctx: Ctx;
  input: { requestId: string; photoId: string };
}) {
  const request = await repo.findRequest(ctx.db, requestId);
  // Not the caller's to see: answer as if it did not exist, so ids cannot be probed.
  if (!request || !(await canViewRequestPhotos(ctx.db, ctx.user, request))) {
    throw new AppError('NOT_FOUND', 'Foto nicht gefunden');
  }
  // The owner views them as the request's buyer: a key needs a buyer's scope (issue 38).
  requireKeyActsAs(ctx, 'buyer');
  const photo = await repo.findPhoto(ctx.db, requestId, photoId);
  const data = photo ? await ctx.deps.blobs.get(photo.storageKey) : null;
  if (!photo || !data) throw new AppError('NOT_FOUND', 'Foto nicht gefunden');
  return { data, mimeType: photo.mimeType, fileName: photoDownloadName(photo.shownNumber, photo.mimeType) };
}

/**
 * Issue 30: the owner's own requests for the same part (either number's key equal to either
 * stored key) in the last SAME_PART_WINDOW_DAYS days, newest first — the form's hint before
 * submitting and the request page's after. Only the caller's own requests are ever read.
 */
export async function samePartRequests({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SamePartQuery;
}): Promise<SamePartAnswer> {
  const keys = [...new Set([partKey(input.partNumber), partKey(input.secondPartNumber)])].filter(Boolean);
  if (keys.length === 0) return { items: [] };
  const since = new Date(Date.now() - SAME_PART_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await repo.samePartForBuyer(ctx.db, companyOf(ctx), keys, since, input.exclude ?? null);
  return {
    items: rows.map((r) => ({
      id: r.id,
      manufacturer: r.manufacturer,
      partNumber: r.partNumber,
      secondPartNumber: r.secondPartNumber,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
