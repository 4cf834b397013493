import {
  DOCUMENT_NOT_FOUND,
  OFFER_DOCUMENTS_LOCKED,
  REQUEST_DOCUMENTS_CLOSED,
} from '#shared/attachments/schema.ts';
import { isRequestOpen } from '#shared/requests/transitions.ts';
import { companyOf, type Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import * as repo from './repository.ts';

/*
 * Decision 072: the uploader's company removes a wrong document — the buyer from an open request,
 * the seller from a pending offer. Anyone else is told 'not found', as for an id that does not
 * exist (a seller who sees the request learns nothing about the buyer's deleting). The row goes
 * in a transaction that holds the request's or offer's row, so the status cannot change between
 * the check and the delete; the file follows once the row is gone.
 */

export async function deleteRequestDocument({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string; attachmentId: string };
}): Promise<void> {
  const request = await repo.requestFacts(ctx.db, input.requestId);
  if (!request || request.buyerId !== companyOf(ctx)) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const removed = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockRequest(tx, input.requestId);
    if (!locked || !isRequestOpen(locked)) {
      throw new AppError('CONFLICT', REQUEST_DOCUMENTS_CLOSED);
    }
    const row = await repo.deleteAttachment(tx, { ...input, offerId: null });
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
    return row;
  });
  await removeFile(ctx, removed.storageKey);
}

export async function deleteOfferDocument({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { offerId: string; attachmentId: string };
}): Promise<void> {
  const offer = await repo.offerFacts(ctx.db, input.offerId);
  if (!offer || offer.sellerId !== companyOf(ctx)) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const removed = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOfferStatus(tx, offer.id);
    if (locked?.status !== 'ausstehend') throw new AppError('CONFLICT', OFFER_DOCUMENTS_LOCKED);
    const row = await repo.deleteAttachment(tx, {
      requestId: offer.requestId,
      offerId: offer.id,
      attachmentId: input.attachmentId,
    });
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
    return row;
  });
  await removeFile(ctx, removed.storageKey);
}

/** The row is gone, so nobody can reach the file; a failed delete leaves an orphan, not an error. */
async function removeFile(ctx: Ctx, key: string): Promise<void> {
  await ctx.deps.blobs.delete(key).catch((err: unknown) => {
    ctx.deps.log.warn({ err, key }, 'document file could not be deleted');
  });
}
