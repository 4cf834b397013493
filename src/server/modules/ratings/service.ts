import type { Ctx } from '#server/ctx.ts';
import { inTx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { NOT_YOUR_ACTION } from '#shared/orders/transitions.ts';
import {
  isRateable,
  isRatingEditable,
  RATING_EDIT_CLOSED,
  RATING_EXISTS,
  RATING_MISSING,
  RATING_NOT_DELIVERED,
  RATING_NOT_FOUND,
} from '#shared/ratings/rules.ts';
import type {
  AdminRatingView,
  HideRatingCommentInput,
  OrderRatingView,
  RateOrderInput,
} from '#shared/ratings/schema.ts';
import { recordAudit } from '../admin/audit.ts';
import * as repo from './repository.ts';
import { toAdminRatingView, toOrderRatingView } from './views.ts';

const ORDER_NOT_FOUND = 'Bestellung nicht gefunden';

/** The order under lock, and the caller as its rating account (the seller may not rate itself). */
async function orderOfRater(c: Ctx, orderId: string) {
  const order = await repo.lockOrderForRating(c.db, orderId);
  if (!order || (order.buyerId !== c.user.id && order.sellerId !== c.user.id))
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (order.buyerId !== c.user.id) throw new AppError('FORBIDDEN', NOT_YOUR_ACTION);
  return order;
}

/**
 * The ordering account rates the seller of a delivered order, once (issue 14). The rating, the
 * seller's stored count and star sum and the audit row commit together; the order's row lock
 * makes a double submit one rating and one 409.
 */
export async function rateOrder({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orderId: string; data: RateOrderInput };
}): Promise<OrderRatingView> {
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    const order = await orderOfRater(c, input.orderId);
    if (!isRateable(order.status)) throw new AppError('CONFLICT', RATING_NOT_DELIVERED);
    if (await repo.findRatingOfOrder(tx, order.id)) throw new AppError('CONFLICT', RATING_EXISTS);
    const rating = await repo.insertRating(tx, {
      orderId: order.id,
      sellerId: order.sellerId,
      buyerId: order.buyerId,
      stars: input.data.stars,
      comment: input.data.comment,
    });
    await repo.countNewRating(tx, order.sellerId, rating.stars);
    await recordAudit(tx, {
      actorId: c.user.id,
      action: 'rating.create',
      entity: 'rating',
      entityId: rating.id,
      before: null,
      after: { orderId: order.id, stars: rating.stars, comment: rating.comment },
    });
    return toOrderRatingView(rating, 'buyer')!;
  });
}

/** The rating account changes stars and comment within 14 days of rating; the stats follow. */
export async function editRating({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orderId: string; data: RateOrderInput };
}): Promise<OrderRatingView> {
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    const order = await orderOfRater(c, input.orderId);
    const before = await repo.findRatingOfOrder(tx, order.id);
    if (!before) throw new AppError('CONFLICT', RATING_MISSING);
    if (!isRatingEditable(before.createdAt)) throw new AppError('CONFLICT', RATING_EDIT_CLOSED);
    const after = await repo.updateRating(tx, before.id, {
      stars: input.data.stars,
      comment: input.data.comment,
    });
    if (after.stars !== before.stars)
      await repo.shiftStarsSum(tx, before.sellerId, after.stars - before.stars);
    await recordAudit(tx, {
      actorId: c.user.id,
      action: 'rating.update',
      entity: 'rating',
      entityId: before.id,
      before: { stars: before.stars, comment: before.comment },
      after: { stars: after.stars, comment: after.comment },
    });
    return toOrderRatingView(after, 'buyer')!;
  });
}

/** An admin hides an abusive comment (or shows it again); the stars keep counting. */
export async function hideRatingComment({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { ratingId: string; data: HideRatingCommentInput };
}): Promise<AdminRatingView> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findRating(tx, input.ratingId);
    if (!before) throw new AppError('NOT_FOUND', RATING_NOT_FOUND);
    const hidden = input.data.hidden;
    const after = await repo.updateRating(tx, before.id, {
      commentHidden: hidden,
      commentHiddenBy: hidden ? ctx.user.id : null,
      commentHiddenAt: hidden ? new Date() : null,
    });
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: hidden ? 'rating.hideComment' : 'rating.showComment',
      entity: 'rating',
      entityId: before.id,
      before: { commentHidden: before.commentHidden },
      after: { commentHidden: after.commentHidden },
    });
    return toAdminRatingView(after)!;
  });
}
