import { z } from 'zod';

/**
 * Feedback after a request was decided (issue 35, decision 058): each bidder's rank by total
 * (price + shipping) and the gap of its total to the reference total — the chosen offer's when
 * the request was ordered, the lowest offer's when it ended without an order. Computed and stored
 * once, when the request is decided; shown to the bidder as `FeedbackView` only.
 */

export type Outcome = 'won' | 'lost' | 'ended';

export interface Bid {
  offerId: string;
  /** price + shipping in cents */
  totalCents: number;
}

export interface StoredFeedback {
  offerId: string;
  outcome: Outcome;
  /** 1 = lowest total; equal totals share a rank. */
  rank: number;
  bidders: number;
  /** (own − reference) / reference in basis points (1 % = 100), signed; 0 for the reference itself. */
  gapBp: number;
}

/** Ranks the bids of a decided request; `chosenOfferId` null when it ended without an order. */
export function rankBids(bids: readonly Bid[], chosenOfferId: string | null): StoredFeedback[] {
  if (bids.length === 0) return [];
  const chosen = chosenOfferId === null ? undefined : bids.find((b) => b.offerId === chosenOfferId);
  const reference = chosen ? chosen.totalCents : Math.min(...bids.map((b) => b.totalCents));
  return bids.map((b) => ({
    offerId: b.offerId,
    outcome: chosen ? (b.offerId === chosen.offerId ? 'won' : 'lost') : 'ended',
    rank: 1 + bids.filter((o) => o.totalCents < b.totalCents).length,
    bidders: bids.length,
    // Integer numerator: an exact half rounds up here as in SQL (floor(x + 0.5)).
    gapBp: reference > 0 ? Math.round(((b.totalCents - reference) * 10_000) / reference) : 0,
  }));
}

/**
 * The bands of a gap shown when only two offered: the loser knows the other offer is the
 * reference, so an exact percentage would give away its price to the cent. Upper bound null =
 * open. A band is at least five points wide, so the reference total stays uncertain by ≥ 4 %.
 */
export const GAP_BANDS: readonly (readonly [number, number | null])[] = [
  [0, 5],
  [5, 10],
  [10, 20],
  [20, 50],
  [50, null],
];

export const feedbackGapSchema = z.discriminatedUnion('kind', [
  /** Whole percent, from three bidders on. */
  z.object({ kind: z.literal('percent'), percent: z.number().int(), direction: z.enum(['above', 'below']) }),
  /** A band of percent, when only two offered. */
  z.object({
    kind: z.literal('band'),
    from: z.number().int(),
    to: z.number().int().nullable(),
    direction: z.enum(['above', 'below']),
  }),
]);

export const feedbackViewSchema = z.object({
  outcome: z.enum(['won', 'lost', 'ended']),
  rank: z.number().int(),
  bidders: z.number().int(),
  /** Compared with the chosen offer (ordered) or the lowest offer (ended without order). */
  reference: z.enum(['chosen', 'lowest']),
  /** null for the reference offer itself, a sole bidder and an equal total. */
  gap: feedbackGapSchema.nullable(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;

/** What a bidder is shown of its stored feedback: never the reference's price or identity. */
export function feedbackView(f: Omit<StoredFeedback, 'offerId'>): FeedbackView {
  const reference = f.outcome === 'ended' ? 'lowest' : 'chosen';
  const base = { outcome: f.outcome, rank: f.rank, bidders: f.bidders, reference } as const;
  if (f.outcome === 'won' || f.bidders < 2 || f.gapBp === 0) return { ...base, gap: null };
  const direction = f.gapBp > 0 ? 'above' : 'below';
  const abs = Math.abs(f.gapBp) / 100;
  if (f.bidders === 2) {
    const band = GAP_BANDS.find(([from, to]) => abs >= from && (to === null || abs < to))!;
    return { ...base, gap: { kind: 'band', from: band[0], to: band[1], direction } };
  }
  return { ...base, gap: { kind: 'percent', percent: Math.max(1, Math.round(abs)), direction } };
}

/** A text lookup with {{name}} placeholders: i18next's t in the web app, the mail's own in the server. */
export type FeedbackTranslate = (key: `feedback.${string}`, vars?: Record<string, string | number>) => string;

/**
 * The feedback as sentences in the reader's language: the rank, and the gap (null for a winner).
 * One function for the dashboard and the mail, so both say the same.
 */
export function feedbackSentences(
  v: FeedbackView,
  t: FeedbackTranslate,
): { rank: string; gap: string | null } {
  const rank = t('feedback.rank', { rank: v.rank, bidders: v.bidders });
  if (v.outcome === 'won') return { rank, gap: null };
  const chosen = v.reference === 'chosen';
  if (!v.gap) return { rank, gap: t(chosen ? 'feedback.sameChosen' : 'feedback.sameLowest') };
  const amount =
    v.gap.kind === 'percent'
      ? t('feedback.percent', { percent: v.gap.percent })
      : v.gap.to === null
        ? t('feedback.bandOpen', { from: v.gap.from })
        : t('feedback.band', { from: v.gap.from, to: v.gap.to });
  const key =
    v.gap.direction === 'above'
      ? chosen
        ? 'feedback.aboveChosen'
        : 'feedback.aboveLowest'
      : chosen
        ? 'feedback.belowChosen'
        : 'feedback.belowLowest';
  return { rank, gap: t(key, { amount }) };
}

/** Fills {{name}} placeholders of a stored text. */
export function fillText(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
