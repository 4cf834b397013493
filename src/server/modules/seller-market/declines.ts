import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import {
  DECLINE_LIST_LIMIT,
  MSG_DECLINE_AFTER_OFFER,
  MSG_DECLINE_NOT_FOUND,
  type DeclineRequestInput,
  type SellerDeclineList,
} from '#shared/seller-market/decline.ts';
import type { Urgency } from '#shared/constants.ts';
import * as declines from './repository/declines.ts';
import * as feed from './repository/feed.ts';
import * as offersRepo from './repository/offers.ts';
import { MSG_OWN_REQUEST, MSG_REQUEST_NOT_FOUND } from './service.ts';

/**
 * 'Kann ich nicht liefern' (issue 30): a seller who may see a request (and has not offered on it)
 * declines it with a reason. The request leaves the seller's list and count at once (the feed
 * reads request_declines); the buyer sees how many declined, never who (requests/views).
 */
export async function declineRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string } & DeclineRequestInput;
}): Promise<SellerDeclineList> {
  const sellerId = companyOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const owner = await offersRepo.lockRequestOwner(tx, input.requestId);
    if (!owner) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    if (owner.buyerId === sellerId)
      throw new AppError('FORBIDDEN', MSG_OWN_REQUEST, { reason: 'OWN_REQUEST' });
    if (!(await feed.isVisibleToSeller(tx, sellerId, input.requestId))) {
      throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    }
    if (await declines.hasOwnOffer(tx, sellerId, input.requestId)) {
      throw new AppError('CONFLICT', MSG_DECLINE_AFTER_OFFER);
    }
    await declines.upsertDecline(tx, {
      sellerId,
      requestId: input.requestId,
      reason: input.reason,
      note: input.note ?? null,
    });
    await recordEvent(
      tx,
      {
        type: 'request.declined',
        requestId: input.requestId,
        buyerId: owner.buyerId,
        sellerId,
        reason: input.reason,
      },
      sellerId,
    );
  });
  ctx.deps.jobs.nudge();
  return ownDeclines({ ctx });
}

/** Undo: the request is back in the seller's list. */
export async function undoDecline({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<SellerDeclineList> {
  const sellerId = companyOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const owner = await offersRepo.lockRequestOwner(tx, input.requestId);
    if (!owner || !(await declines.deleteDecline(tx, sellerId, input.requestId))) {
      throw new AppError('NOT_FOUND', MSG_DECLINE_NOT_FOUND);
    }
    await recordEvent(
      tx,
      { type: 'request.decline_undone', requestId: input.requestId, buyerId: owner.buyerId, sellerId },
      sellerId,
    );
  });
  ctx.deps.jobs.nudge();
  return ownDeclines({ ctx });
}

export async function ownDeclines({ ctx }: { ctx: Ctx }): Promise<SellerDeclineList> {
  const rows = await declines.ownDeclines(ctx.db, companyOf(ctx), DECLINE_LIST_LIMIT);
  return {
    items: rows.map((r) => ({
      requestId: r.request_id,
      reason: r.reason,
      note: r.note,
      createdAt: new Date(r.created_at).toISOString(),
      manufacturer: r.manufacturer,
      partNumber: r.part_number,
      quantity: Number(r.quantity),
      urgency: r.urgency as Urgency,
    })),
  };
}
