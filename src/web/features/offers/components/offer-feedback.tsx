import { useTranslation } from 'react-i18next';
import { feedbackSentences, type FeedbackView } from '#shared/seller-performance/feedback.ts';

/**
 * Issue 35: a bidder's rank and price gap once its request was ordered or ended (decision 058),
 * the same sentences as the mail (feedbackSentences). Never the other offer's price or seller.
 */
export function OfferFeedback({ feedback, className }: { feedback: FeedbackView; className?: string }) {
  const { t } = useTranslation();
  if (feedback.outcome === 'won') {
    return (
      <p className={className} data-testid="offer-feedback">
        {t('feedback.won')} {t('feedback.rank', { rank: feedback.rank, bidders: feedback.bidders })}
      </p>
    );
  }
  const { rank, gap } = feedbackSentences(feedback, (key, vars) => t(key as 'feedback.rank', vars ?? {}));
  return (
    <p className={className} data-testid="offer-feedback">
      {rank}
      {gap ? ` · ${gap}` : ''}
    </p>
  );
}
