import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { URGENCIES } from '#shared/constants.ts';

/** 'Kann ich nicht liefern' (issue 30): why a seller declines a request. */
export const DECLINE_REASONS = ['nicht_verfuegbar', 'lieferzeit', 'menge', 'sonstiges'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_REQUIRED = 'Bitte wählen Sie einen Grund aus';
export const DECLINE_NOTE_REQUIRED = 'Bitte beschreiben Sie kurz, warum Sie nicht liefern können';

/** Form and server. 'sonstiges' needs a few words; the other reasons take an optional note. */
export const declineRequestInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, DECLINE_REASON_REQUIRED),
    note: text()
      .trim()
      .max(500, 'Höchstens 500 Zeichen')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.reason !== 'sonstiges' || Boolean(v.note), {
    message: DECLINE_NOTE_REQUIRED,
    path: ['note'],
  });
export type DeclineRequestInput = z.infer<typeof declineRequestInputSchema>;

/** One of the seller's own declines, for the list they can undo from. */
export const sellerDeclineViewSchema = z.object({
  requestId: z.uuid(),
  reason: z.enum(DECLINE_REASONS),
  note: text().nullable(),
  createdAt: text(),
  manufacturer: text().nullable(),
  partNumber: text(),
  quantity: z.number().int(),
  urgency: z.enum(URGENCIES),
});
export const sellerDeclineListSchema = z.object({ items: z.array(sellerDeclineViewSchema) });
export type SellerDeclineList = z.infer<typeof sellerDeclineListSchema>;

/** How many of the seller's declines the undo list shows (the newest). */
export const DECLINE_LIST_LIMIT = 50;

export const MSG_DECLINE_AFTER_OFFER =
  'Sie haben bereits ein Angebot abgegeben. Ziehen Sie es zurück, statt die Anfrage abzulehnen.';
export const MSG_DECLINE_NOT_FOUND = 'Sie haben diese Anfrage nicht abgelehnt';
