import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_NOT_FOUND,
  MAX_DOCUMENTS_PER_OFFER,
  neutralDocumentName,
  NO_DOCUMENT,
  OFFER_DOCUMENTS_CLOSED,
  TOO_MANY_DOCUMENTS,
  type AttachmentList,
} from '#shared/attachments/schema.ts';
import { companyOf, requireKeyActsAs, type Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { isVisibleToSeller } from '#server/modules/seller-market/read.ts';
import { cleanDocuments, type UploadedDocument } from './intake.ts';
import * as repo from './repository.ts';
import { offerHref, requestHref, toView } from './views.ts';

export const REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';
export const OFFER_NOT_FOUND = 'Angebot nicht gefunden';

export type { UploadedDocument } from './intake.ts';

/**
 * Who may read a request's documents: its owner, and a seller to whom the request is visible
 * (the seller list's own predicate) or who has a live offer on it. Anyone else learns nothing:
 * the answer is 'not found', as for an id that does not exist.
 */
async function requestAccess(ctx: Ctx, requestId: string): Promise<{ own: boolean }> {
  const request = await repo.requestFacts(ctx.db, requestId);
  if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (request.buyerId === companyOf(ctx)) {
    // Decision 072: a key reads as the request's buyer only with a buyer's scope.
    requireKeyActsAs(ctx, 'buyer');
    return { own: true };
  }
  if (
    ctx.user.role === 'seller' &&
    ((await isVisibleToSeller(ctx.db, companyOf(ctx), requestId)) ||
      (await repo.hasLiveOffer(ctx.db, companyOf(ctx), requestId)))
  ) {
    requireKeyActsAs(ctx, 'seller');
    return { own: false };
  }
  throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
}

/** Who may read an offer's documents: the offering seller and the buyer of its request. */
async function offerAccess(ctx: Ctx, offerId: string) {
  const offer = await repo.offerFacts(ctx.db, offerId);
  if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  if (offer.sellerId === companyOf(ctx)) {
    requireKeyActsAs(ctx, 'seller');
    return { offer, own: true };
  }
  if (offer.buyerId === companyOf(ctx)) {
    requireKeyActsAs(ctx, 'buyer');
    return { offer, own: false };
  }
  throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
}

export async function listRequestDocuments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<AttachmentList> {
  const { own } = await requestAccess(ctx, input.requestId);
  const rows = await repo.requestDocuments(ctx.db, input.requestId);
  return { items: rows.map((r, i) => toView(r, i + 1, own, requestHref(input.requestId, r.id))) };
}

export async function listOfferDocuments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string };
}): Promise<AttachmentList> {
  const { own } = await offerAccess(ctx, input.offerId);
  const rows = await repo.offerDocuments(ctx.db, input.offerId);
  return { items: rows.map((r, i) => toView(r, i + 1, own, offerHref(input.offerId, r.id))) };
}

export interface DocumentFile {
  data: Buffer;
  fileName: string;
}

async function fileOf(ctx: Ctx, rows: repo.AttachmentRow[], id: string, own: boolean): Promise<DocumentFile> {
  const index = rows.findIndex((r) => r.id === id);
  const row = rows[index];
  const data = row ? await ctx.deps.blobs.get(row.storageKey) : null;
  if (!row || !data) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  return { data, fileName: own ? row.fileName : neutralDocumentName(index + 1) };
}

export async function requestDocumentFile({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; attachmentId: string };
}): Promise<DocumentFile> {
  const { own } = await requestAccess(ctx, input.requestId);
  return fileOf(ctx, await repo.requestDocuments(ctx.db, input.requestId), input.attachmentId, own);
}

export async function offerDocumentFile({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string; attachmentId: string };
}): Promise<DocumentFile> {
  const { own } = await offerAccess(ctx, input.offerId);
  return fileOf(ctx, await repo.offerDocuments(ctx.db, input.offerId), input.attachmentId, own);
}

/**
 * The offering seller attaches documents to a pending offer (at most 3 in all). Checked and
 * stripped first; the rows and files then commit together.
 */
export async function addOfferDocuments({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string; files: UploadedDocument[] };
}): Promise<AttachmentList> {
  const offer = await repo.offerFacts(ctx.db, input.offerId);
  if (!offer || offer.sellerId !== companyOf(ctx)) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  if (offer.status !== 'ausstehend') throw new AppError('CONFLICT', OFFER_DOCUMENTS_CLOSED);
  if (input.files.length === 0) throw new AppError('VALIDATION', NO_DOCUMENT);
  const documents = await cleanDocuments(input.files, MAX_DOCUMENTS_PER_OFFER);
  const stored: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.lockOffer(tx, offer.id);
      const before = await repo.offerDocumentCount(tx, offer.id);
      if (before + documents.length > MAX_DOCUMENTS_PER_OFFER) {
        throw new AppError('VALIDATION', TOO_MANY_DOCUMENTS);
      }
      const first = await repo.nextOfferPosition(tx, offer.id);
      for (const [i, doc] of documents.entries()) {
        const key = `offer-documents/${companyOf(ctx)}/${offer.id}/${randomUUID()}.pdf`;
        await ctx.deps.blobs.put(key, doc.data, 'application/pdf');
        stored.push(key);
        await repo.insertAttachment(tx, {
          requestId: offer.requestId,
          offerId: offer.id,
          uploadedBy: ctx.user.id,
          storageKey: key,
          fileName: doc.fileName,
          sizeBytes: doc.data.length,
          pages: doc.pages,
          position: first + i,
        });
      }
    });
  } catch (err) {
    await Promise.all(stored.map((k) => ctx.deps.blobs.delete(k).catch(() => undefined)));
    throw err;
  }
  return listOfferDocuments({ ctx, input: { offerId: offer.id } });
}
