import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary as Summary } from '#shared/ratings/schema.ts';
import { MIN_RATINGS_SHOWN_ANONYMOUSLY } from '#shared/constants.ts';
import { formatRatingAverage } from '#web/lib/format.ts';

/**
 * A seller's stored rating ('4,7 ★ aus 23 Bewertungen', issue 14): numbers only, so it fits the
 * anonymous offer cards as well as the seller's own dashboard.
 */
export function RatingSummary({
  rating,
  className,
  anonymous = false,
}: {
  rating: Summary;
  className?: string;
  /** On an anonymous offer no rating means "fewer than shown" (issue 38), not "none". */
  anonymous?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={className} data-testid="rating-summary">
      {rating
        ? t(rating.count === 1 ? 'rating.summary.one' : 'rating.summary.other', {
            average: formatRatingAverage(rating.average),
            count: rating.count,
          })
        : anonymous
          ? t('rating.fewerThanShown', { count: MIN_RATINGS_SHOWN_ANONYMOUSLY })
          : t('rating.none')}
    </span>
  );
}

/** Five stars, `stars` of them filled; the label reads "4 von 5 Sternen". */
export function StarRow({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex" role="img" aria-label={t('rating.starsOf', { count: stars })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= stars ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
        />
      ))}
    </span>
  );
}
