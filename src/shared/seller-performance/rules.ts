import { z } from 'zod';

/**
 * Seller performance (issue 35, decision 058): what is counted, how an anonymous offer earns a
 * mark and what a bidder learns after the request is decided — the rules once, here. The server
 * stores the raw figures per offer, per week and per seller (the performance consumer); the offer
 * views and the dashboard only apply these functions to one stored row.
 */

/** An order counts as confirmed on time when the seller confirmed it within this many hours. */
export const CONFIRM_ON_TIME_HOURS = 24;

/** A response-time mark needs at least this many offers; an on-time mark this many shipped orders. */
export const MARK_MIN_OFFERS = 10;
export const MARK_MIN_SHIPPED = 10;
/** The response marks, in hours: the smallest that holds the seller's median is shown. */
export const RESPONSE_MARK_HOURS = [1, 2, 4, 24] as const;
/** The on-time share is shown from this share on, rounded down to whole steps of 5 %. */
export const ON_TIME_MARK_MIN_PERCENT = 80;
export const ON_TIME_MARK_STEP = 5;

export type PerformanceMark =
  { kind: 'response'; hours: (typeof RESPONSE_MARK_HOURS)[number] } | { kind: 'onTime'; percent: number };

export const performanceMarkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('response'), hours: z.union(RESPONSE_MARK_HOURS.map((h) => z.literal(h))) }),
  z.object({ kind: z.literal('onTime'), percent: z.number().int() }),
]);

/** The stored figures the marks read (one row of seller_performance). */
export interface MarkFigures {
  offers: number;
  medianResponseSeconds: number | null;
  shippedMeasured: number;
  shippedOnTime: number;
}

/**
 * The marks an anonymous offer carries beside the rating. They identify no one: coarse steps
 * (four response buckets, on-time in steps of 5 % and only from 80 %), never a count, and only
 * from a minimum of offers/orders so a newcomer's first answers are not singled out.
 */
export function performanceMarks(f: MarkFigures | null | undefined): PerformanceMark[] {
  if (!f) return [];
  const marks: PerformanceMark[] = [];
  if (f.offers >= MARK_MIN_OFFERS && f.medianResponseSeconds !== null) {
    const hours = RESPONSE_MARK_HOURS.find((h) => f.medianResponseSeconds! <= h * 3600);
    if (hours !== undefined) marks.push({ kind: 'response', hours });
  }
  if (f.shippedMeasured >= MARK_MIN_SHIPPED) {
    const share = (f.shippedOnTime / f.shippedMeasured) * 100;
    const percent = Math.floor(share / ON_TIME_MARK_STEP) * ON_TIME_MARK_STEP;
    if (percent >= ON_TIME_MARK_MIN_PERCENT) marks.push({ kind: 'onTime', percent });
  }
  return marks;
}

/** The German text of a mark (the web app has the other languages). */
export function markTextDe(m: PerformanceMark): string {
  if (m.kind === 'onTime') return `${m.percent} % pünktlich versandt`;
  return m.hours === 1
    ? 'antwortet meist innerhalb von 1 Stunde'
    : `antwortet meist innerhalb von ${m.hours} Stunden`;
}

/**
 * The exact median of a sorted list as the database computes it (percentile_disc(0.5): the lower
 * middle value of an even count). The stored figure and its recount use the same definition.
 */
export function lowerMedian(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
}

