import { orderStatusKey } from '#shared/orders/status.ts';
import { MIN_RATINGS_SHOWN_ANONYMOUSLY } from '#shared/constants.ts';

/**
 * Ratings (issue 14, docs/decisions/022): the ordering account rates the seller of a delivered
 * order once, 1–5 stars with an optional comment, and may change it for 14 days. The seller's
 * average and count are stored (seller_rating_stats) and shown on its anonymous offers.
 */
export const RATING_EDIT_DAYS = 14;
export const MIN_STARS = 1;
export const MAX_STARS = 5;

export const RATING_NOT_DELIVERED = 'Eine Bestellung kann erst nach der Lieferung bewertet werden';
export const RATING_EXISTS = 'Sie haben diese Bestellung bereits bewertet';
export const RATING_MISSING = 'Diese Bestellung wurde noch nicht bewertet';
export const RATING_EDIT_CLOSED = 'Eine Bewertung kann nur innerhalb von 14 Tagen geändert werden';
export const RATING_NOT_FOUND = 'Bewertung nicht gefunden';

/** Only delivered orders can be rated. */
export function isRateable(orderStatus: string): boolean {
  return orderStatusKey(orderStatus) === 'geliefert';
}

export function ratingEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RATING_EDIT_DAYS * 86_400_000);
}

export function isRatingEditable(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= ratingEditableUntil(createdAt).getTime();
}

/** A seller's stored stats as shown: the average to one decimal, or null without ratings. */
export function ratingSummary(count: number | null, starsSum: number | null) {
  const n = count ?? 0;
  if (n <= 0) return null;
  return { average: Math.round(((starsSum ?? 0) / n) * 10) / 10, count: n };
}

/**
 * The seller's rating as an anonymous offer may show it: only from MIN_RATINGS_SHOWN_ANONYMOUSLY
 * ratings on, so that the count and average identify no single rater's seller (issue 38).
 */
export function anonymousRatingSummary(count: number | null, starsSum: number | null) {
  return (count ?? 0) >= MIN_RATINGS_SHOWN_ANONYMOUSLY ? ratingSummary(count, starsSum) : null;
}
