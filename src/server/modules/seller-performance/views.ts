import type { SellerPerformance } from '#shared/seller-performance/schema.ts';
import { performanceMarks } from '#shared/seller-performance/rules.ts';
import type { Totals } from './repository.ts';

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const minutes = (s: number | null) => (s === null ? null : Math.round(s / 60));

/** The seller's own figures: its stored totals and weeks, field by field. */
export function toSellerPerformanceView(
  totals: Totals | undefined,
  weeks: readonly (Totals & { week: string })[],
): SellerPerformance {
  const t = totals;
  return {
    summary: {
      offers: t?.offers ?? 0,
      wins: t?.wins ?? 0,
      winShare: t ? shareOf(t.wins, t.decided) : null,
      medianResponseMinutes: minutes(t?.medianResponseSeconds ?? null),
      orders: t?.orders ?? 0,
      confirmedOnTimeShare: t ? shareOf(t.confirmedOnTime, t.confirmedMeasured) : null,
      shippedOnTimeShare: t ? shareOf(t.shippedOnTime, t.shippedMeasured) : null,
      cancelledBySeller: t?.cancelledBySeller ?? 0,
      marks: performanceMarks(t),
    },
    weeks: weeks.map((w) => ({
      weekStart: w.week,
      offers: w.offers,
      wins: w.wins,
      // Whole percent of the mean, never basis points: one lost offer's exact gap is not shown.
      gapPercent: w.gapCount > 0 ? Math.round(w.gapSumBp / w.gapCount / 100) : null,
      medianResponseMinutes: minutes(w.medianResponseSeconds),
    })),
  };
}
