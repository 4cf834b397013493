import { z } from 'zod';
import { text } from '#shared/common/text.ts';

/**
 * A complaint with the receipt (issue 34): the goods arrived, but damaged, as the wrong part or
 * only in part. Confirming receipt with a complaint still marks the order delivered — the goods
 * are there — and tells the seller and the operator what is wrong.
 */
export const COMPLAINT_KINDS = ['beschaedigt', 'falsches_teil', 'teillieferung'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

export const COMPLAINT_KIND_REQUIRED = 'Bitte wählen Sie, was an der Lieferung nicht stimmt';
export const COMPLAINT_DESCRIPTION_REQUIRED = 'Bitte beschreiben Sie das Problem';

/** The buyer's receipt: without a body, all is well; with `complaint`, what is wrong. */
export const receiptInputSchema = z
  .object({
    complaint: z
      .object({
        kind: z.enum(COMPLAINT_KINDS, COMPLAINT_KIND_REQUIRED),
        description: text()
          .trim()
          .min(1, COMPLAINT_DESCRIPTION_REQUIRED)
          .max(2000, 'Die Beschreibung darf höchstens 2000 Zeichen lang sein'),
      })
      .optional(),
  })
  .meta({
    examples: [{}, { complaint: { kind: 'beschaedigt', description: 'Gehäuse beim Transport gerissen' } }],
  });
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

export const complaintViewSchema = z.object({
  kind: z.enum(COMPLAINT_KINDS),
  description: z.string(),
  at: z.string(),
});
export type ComplaintView = z.infer<typeof complaintViewSchema>;

export const TRACKING_URL_INVALID =
  'Bitte geben Sie eine vollständige https-Adresse der Sendungsverfolgung an';

/** The carrier's tracking page: an https address only, so a link in a mail cannot run script. */
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(500, TRACKING_URL_INVALID)
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https$/, error: TRACKING_URL_INVALID }).optional());
