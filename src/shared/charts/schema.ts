import { z } from 'zod';

/**
 * Issue 35, "Charts where people would rather look" (decision 059): the figures behind the buyer's
 * and the admin's dashboard charts. Periods are bounded so every figure reads index ranges of
 * that period only; weeks are calendar weeks (Monday) and months calendar months, German time.
 */
export const ADMIN_CHART_WEEK_CHOICES = [4, 12, 26] as const;
export const ADMIN_CHART_MAX_WEEKS = 26;
export const ADMIN_CHART_DEFAULT_WEEKS = 12;

export const BUYER_CHART_MONTH_CHOICES = [6, 12] as const;
export const BUYER_CHART_MAX_MONTHS = 12;
export const BUYER_CHART_DEFAULT_MONTHS = 12;

export const adminChartsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'Der Zeitraum muss eine Zahl von Wochen sein.' })
    .int({ error: 'Der Zeitraum muss eine ganze Zahl von Wochen sein.' })
    .min(1, { error: 'Der Zeitraum umfasst mindestens eine Woche.' })
    .max(ADMIN_CHART_MAX_WEEKS, { error: `Der Zeitraum umfasst höchstens ${ADMIN_CHART_MAX_WEEKS} Wochen.` })
    .default(ADMIN_CHART_DEFAULT_WEEKS),
});

export const adminChartWeekSchema = z.object({
  /** The week's Monday as a calendar day (YYYY-MM-DD, German time). */
  weekStart: z.string(),
  /** Requests created in the week. */
  requests: z.number().int(),
  /**
   * Offers made in the week, whatever became of them (like requests and orders; an index-only
   * range of offers_created_idx). The liquidity figures count only offers not withdrawn.
   */
  offers: z.number().int(),
  /** Orders placed in the week (whatever became of them later). */
  orders: z.number().int(),
  /** Of the week's requests: the share with at least two offers (null: no requests). */
  twoOfferShare: z.number().nullable(),
  /** Of the week's requests: the median minutes to the first offer (null: none had one). */
  medianFirstOfferMinutes: z.number().nullable(),
  /** Of the week's requests: how many reached a further ring (decision 053). */
  widened: z.number().int(),
  /** 'Kann ich nicht liefern' answers to the week's requests. */
  declines: z.number().int(),
  /** The sellers' fees invoiced in the week, net, in cents, credit notes subtracted. */
  revenueCents: z.number().int(),
});
export type AdminChartWeek = z.infer<typeof adminChartWeekSchema>;

export const sellerFunnelSchema = z.object({
  /** Sellers who signed up in the period. */
  signedUp: z.number().int(),
  /** … of whom an admin approved. */
  approved: z.number().int(),
  /** … of whom paid: an invoice marked paid, or marked 'bezahlt' by an admin. */
  paid: z.number().int(),
});
export type SellerFunnel = z.infer<typeof sellerFunnelSchema>;

export const adminChartsSchema = z.object({
  weeks: z.array(adminChartWeekSchema),
  funnel: sellerFunnelSchema,
});
export type AdminCharts = z.infer<typeof adminChartsSchema>;

export const buyerChartsQuerySchema = z.object({
  months: z.coerce
    .number({ error: 'Der Zeitraum muss eine Zahl von Monaten sein.' })
    .int({ error: 'Der Zeitraum muss eine ganze Zahl von Monaten sein.' })
    .min(1, { error: 'Der Zeitraum umfasst mindestens einen Monat.' })
    .max(BUYER_CHART_MAX_MONTHS, {
      error: `Der Zeitraum umfasst höchstens ${BUYER_CHART_MAX_MONTHS} Monate.`,
    })
    .default(BUYER_CHART_DEFAULT_MONTHS),
});
export type BuyerChartsQuery = z.infer<typeof buyerChartsQuerySchema>;

export const buyerChartMonthSchema = z.object({
  /** The calendar month 'YYYY-MM' (German time). */
  month: z.string(),
  /** Orders placed in the month (cancelled ones not counted). */
  orders: z.number().int(),
  /** Their gross totals, in cents. */
  spendCents: z.number().int(),
  /**
   * Per order: the average of its request's offers' totals (price + shipping, net; withdrawn
   * offers not counted) minus the accepted offer's total; summed, in cents. Negative when the
   * buyer chose offers above the average (e.g. for a shorter delivery).
   */
  savingsCents: z.number().int(),
  /** Requests created in the month. */
  requests: z.number().int(),
  /** Offers those requests received (withdrawn ones not counted). */
  offers: z.number().int(),
  /** offers / requests; null for a month without requests. */
  offersPerRequest: z.number().nullable(),
});
export type BuyerChartMonth = z.infer<typeof buyerChartMonthSchema>;

export const buyerChartsSchema = z.object({ months: z.array(buyerChartMonthSchema) });
export type BuyerCharts = z.infer<typeof buyerChartsSchema>;
