import { isRatingEditable, ratingEditableUntil } from '#shared/ratings/rules.ts';
import type { AdminRatingView, OrderRatingView } from '#shared/ratings/schema.ts';
import type { RatingRow } from './repository.ts';

type RatingFields = Pick<RatingRow, 'stars' | 'comment' | 'commentHidden' | 'createdAt'>;

/**
 * The rating on an order card. The rating account sees its own comment (and that it was hidden);
 * the rated seller sees no hidden comment and cannot edit.
 */
export function toOrderRatingView(
  r: RatingFields | null,
  viewer: 'buyer' | 'seller',
  now: Date = new Date(),
): OrderRatingView | null {
  if (!r) return null;
  return {
    stars: r.stars,
    comment: viewer === 'seller' && r.commentHidden ? null : r.comment,
    commentHidden: r.commentHidden,
    createdAt: r.createdAt.toISOString(),
    editableUntil: ratingEditableUntil(r.createdAt).toISOString(),
    editable: viewer === 'buyer' && isRatingEditable(r.createdAt, now),
  };
}

export function toAdminRatingView(r: (RatingFields & { id: string }) | null): AdminRatingView | null {
  if (!r) return null;
  return {
    id: r.id,
    stars: r.stars,
    comment: r.comment,
    commentHidden: r.commentHidden,
    createdAt: r.createdAt.toISOString(),
  };
}
