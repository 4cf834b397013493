import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { MAX_STARS, MIN_STARS } from './rules.ts';

export const STARS_INVALID = 'Bitte vergeben Sie 1 bis 5 Sterne';

/** The rating form and POST/PATCH /orders/:id/rating: stars and an optional comment. */
export const rateOrderInputSchema = z.object({
  stars: z.coerce
    .number(STARS_INVALID)
    .int(STARS_INVALID)
    .min(MIN_STARS, STARS_INVALID)
    .max(MAX_STARS, STARS_INVALID),
  comment: text()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type RateOrderInput = z.infer<typeof rateOrderInputSchema>;

/** A seller's stored average and count; null while nobody rated it. Names no one. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The rating of one order as its parties see it. The seller sees no hidden comment. */
export const orderRatingViewSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  commentHidden: z.boolean(),
  createdAt: z.string(),
  editableUntil: z.string(),
  editable: z.boolean(),
});
export type OrderRatingView = z.infer<typeof orderRatingViewSchema>;

/** What an admin sees and may do: hide (or show again) an abusive comment. */
export const adminRatingViewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  commentHidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminRatingView = z.infer<typeof adminRatingViewSchema>;

export const hideRatingCommentInputSchema = z.object({ hidden: z.boolean() });
export type HideRatingCommentInput = z.infer<typeof hideRatingCommentInputSchema>;
