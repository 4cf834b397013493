import type { Db } from '#server/db/client.ts';
import {
  feedbackSentences,
  feedbackView,
  fillText,
  rankBids,
  type FeedbackView,
} from '#shared/seller-performance/feedback.ts';
import { sellerPerformanceDe } from '#shared/i18n/features/seller-performance.de.ts';
import { sellerPerformanceEn } from '#shared/i18n/features/seller-performance.en.ts';
import { sellerPerformanceEs } from '#shared/i18n/features/seller-performance.es.ts';
import { sellerPerformanceFr } from '#shared/i18n/features/seller-performance.fr.ts';
import { sellerPerformanceIt } from '#shared/i18n/features/seller-performance.it.ts';
import { bidsOfRequest } from './repository.ts';

/**
 * What other modules read of seller performance (decision 038): the feedback each bidder of a
 * decided request is shown, for the mail that tells a seller it was not chosen. The same rule
 * (rankBids) the consumer stores; the offers of a decided request no longer change, so the mail
 * and the stored row say the same whichever job runs first.
 */
export async function feedbackOfRequest(tx: Db, requestId: string): Promise<Map<string, FeedbackView>> {
  const { bids, chosenOfferId } = await bidsOfRequest(tx, requestId);
  return new Map(rankBids(bids, chosenOfferId).map(({ offerId, ...f }) => [offerId, feedbackView(f)]));
}

const MAIL_TEXTS: Record<string, Record<string, string>> = {
  de: sellerPerformanceDe,
  en: sellerPerformanceEn,
  es: sellerPerformanceEs,
  fr: sellerPerformanceFr,
  it: sellerPerformanceIt,
};

/** The mail's variables of a bidder's feedback, in the recipient's language (German by default). */
export function feedbackMailVariables(
  view: FeedbackView | undefined,
  language: string | null | undefined,
): { offer_rank: string; price_gap: string } {
  if (!view) return { offer_rank: '', price_gap: '' };
  const texts: Record<string, string> = MAIL_TEXTS[language ?? 'de'] ?? sellerPerformanceDe;
  const { rank, gap } = feedbackSentences(view, (key, vars) => fillText(texts[key] ?? key, vars));
  return { offer_rank: rank, price_gap: gap ?? '' };
}
