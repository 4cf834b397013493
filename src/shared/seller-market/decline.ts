import { z } from 'zod';
import { text } from '#shared/common/text.ts';

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
  .refine((v) => v.reason !== 'sonstiges' || Boolean(v.note), { message: DECLINE_NOTE_REQUIRED, path: ['note'] });
export type DeclineRequestInput = z.infer<typeof declineRequestInputSchema>;
