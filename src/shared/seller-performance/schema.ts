import { z } from 'zod';
import { performanceMarkSchema } from './rules.ts';

/** The seller's own performance (issue 35, decision 058): stored figures, weeks by primary key. */
export const PERFORMANCE_WEEK_CHOICES = [4, 12, 26] as const;
export const PERFORMANCE_MAX_WEEKS = 26;
export const PERFORMANCE_DEFAULT_WEEKS = 12;

export const sellerPerformanceQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'Der Zeitraum muss eine Zahl von Wochen sein.' })
    .int({ error: 'Der Zeitraum muss eine ganze Zahl von Wochen sein.' })
    .min(1, { error: 'Der Zeitraum umfasst mindestens eine Woche.' })
    .max(PERFORMANCE_MAX_WEEKS, { error: `Der Zeitraum umfasst höchstens ${PERFORMANCE_MAX_WEEKS} Wochen.` })
    .default(PERFORMANCE_DEFAULT_WEEKS),
});
export type SellerPerformanceQuery = z.infer<typeof sellerPerformanceQuerySchema>;

const share = z.number().nullable();

export const sellerPerformanceWeekSchema = z.object({
  /** The week's Monday (YYYY-MM-DD, German time). */
  weekStart: z.string(),
  offers: z.number().int(),
  wins: z.number().int(),
  /** Mean gap of the week's lost offers (three or more bidders) to the chosen total, whole percent. */
  gapPercent: z.number().int().nullable(),
  medianResponseMinutes: z.number().int().nullable(),
});
export type SellerPerformanceWeek = z.infer<typeof sellerPerformanceWeekSchema>;

export const sellerPerformanceSchema = z.object({
  summary: z.object({
    offers: z.number().int(),
    wins: z.number().int(),
    /** wins / decided offers, 0..1 */
    winShare: share,
    medianResponseMinutes: z.number().int().nullable(),
    orders: z.number().int(),
    confirmedOnTimeShare: share,
    shippedOnTimeShare: share,
    cancelledBySeller: z.number().int(),
    /** The marks the seller's anonymous offers carry now. */
    marks: z.array(performanceMarkSchema),
  }),
  weeks: z.array(sellerPerformanceWeekSchema),
});
export type SellerPerformance = z.infer<typeof sellerPerformanceSchema>;
