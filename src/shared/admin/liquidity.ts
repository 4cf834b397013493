import { z } from 'zod';
import { URGENCIES } from '#shared/constants.ts';

/**
 * Issue 30, "Liquidität in Zahlen" (decision 050): per calendar week (Monday, German time) of the
 * requests' creation, how many requests got at least two offers, how long the first offer took,
 * how many were widened to further rings (decision 053) and how many sellers declined. The
 * period is bounded so the figures read an index range.
 */
export const LIQUIDITY_WEEK_CHOICES = [4, 12, 26] as const;
export const LIQUIDITY_MAX_WEEKS = 26;
export const LIQUIDITY_DEFAULT_WEEKS = 12;

export const adminLiquidityQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'Der Zeitraum muss eine Zahl von Wochen sein.' })
    .int({ error: 'Der Zeitraum muss eine ganze Zahl von Wochen sein.' })
    .min(1, { error: 'Der Zeitraum umfasst mindestens eine Woche.' })
    .max(LIQUIDITY_MAX_WEEKS, { error: `Der Zeitraum umfasst höchstens ${LIQUIDITY_MAX_WEEKS} Wochen.` })
    .default(LIQUIDITY_DEFAULT_WEEKS),
  brandId: z.uuid({ error: 'Die Marke ist ungültig.' }).optional(),
  urgency: z.enum(URGENCIES, { error: 'Die Dringlichkeit ist ungültig.' }).optional(),
});
export type AdminLiquidityQuery = z.infer<typeof adminLiquidityQuerySchema>;

export const liquidityWeekSchema = z.object({
  /** The week's Monday as a calendar day (YYYY-MM-DD, German time). */
  weekStart: z.string(),
  requests: z.number().int(),
  withTwoOffers: z.number().int(),
  withoutOffer: z.number().int(),
  /** withTwoOffers / requests, 0..1; null for a week without requests. */
  twoOfferShare: z.number().nullable(),
  /** Median minutes from creation to the first offer over the week's requests with an offer. */
  medianFirstOfferMinutes: z.number().nullable(),
  /** Of the week's requests, how many reached a further ring (widening, decision 053). */
  widened: z.number().int(),
  /** 'Kann ich nicht liefern' answers to the week's requests. */
  declines: z.number().int(),
});
export type LiquidityWeek = z.infer<typeof liquidityWeekSchema>;

export const adminLiquiditySchema = z.object({ weeks: z.array(liquidityWeekSchema) });
export type AdminLiquidity = z.infer<typeof adminLiquiditySchema>;
