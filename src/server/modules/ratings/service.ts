import { type Ctx, companyOf } from '#server/ctx.ts';
import { inTx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { ORDER_NOT_FOUND } from '#shared/orders/schema.ts';
import { NOT_YOUR_ACTION, orderPartyOf } from '#shared/orders/transitions.ts';
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
import type { Db } from '#server/db/client.ts';
import { recordAudit, type AuditEntry } from '#server/modules/audit/record.ts';
// The same lock as a transition's: a rating waits for a concurrent receipt confirmation.
import { recordEvent } from '#server/events/record.ts';
import * as repo from './repository.ts';
import type { RatingRow } from './repository.ts';
import { toAdminRatingView, toOrderRatingView } from './views.ts';

/** The order under lock, and the caller as its rating account (the seller may not rate itself). */
async function orderOfRater(c: Ctx, orderId: string) {
  const order = await repo.lockRatedOrder(c.db, orderId);
  const party = order ? orderPartyOf(order, companyOf(c)) : null;
  if (!order || !party) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  if (party !== 'buyer') throw new AppError('FORBIDDEN', NOT_YOUR_ACTION);
  return order;
}

type RaterOrder = Awaited<ReturnType<typeof orderOfRater>>;
type RatingChange = { rating: RatingRow } & Pick<AuditEntry, 'action' | 'before' | 'after'>;

/**
 * The one frame of rating and editing: in one transaction, the order under its row lock with
 * the caller as its rating account, then the change, its audit row and the rater's view of the
 * result. The lock makes a double submit wait and then see the first one's rating.
 */
async function changeRating(
  ctx: Ctx,
  orderId: string,
  change: (tx: Db, order: RaterOrder) => Promise<RatingChange>,
): Promise<OrderRatingView> {
  return ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    const order = await orderOfRater(c, orderId);
    const { rating, ...audit } = await change(tx, order);
    await recordAudit(tx, { actorId: c.user.id, entity: 'rating', entityId: rating.id, ...audit });
    return toOrderRatingView(rating, 'buyer')!;
  });
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
  return changeRating(ctx, input.orderId, async (tx, order) => {
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
    await recordEvent(
      tx,
      {
        type: 'rating.given',
        ratingId: rating.id,
        orderId: order.id,
        sellerId: order.sellerId,
        stars: rating.stars,
      },
      order.buyerId,
    );
    return {
      rating,
      action: 'rating.create',
      before: null,
      after: { orderId: order.id, stars: rating.stars, comment: rating.comment },
    };
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
  return changeRating(ctx, input.orderId, async (tx, order) => {
    const before = await repo.findRatingOfOrder(tx, order.id);
    if (!before) throw new AppError('CONFLICT', RATING_MISSING);
    if (!isRatingEditable(before.createdAt)) throw new AppError('CONFLICT', RATING_EDIT_CLOSED);
    const after = await repo.updateRating(tx, before.id, {
      stars: input.data.stars,
      comment: input.data.comment,
    });
    if (after.stars !== before.stars)
      await repo.shiftStarsSum(tx, before.sellerId, after.stars - before.stars);
    return {
      rating: after,
      action: 'rating.update',
      before: { stars: before.stars, comment: before.comment },
      after: { stars: after.stars, comment: after.comment },
    };
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
