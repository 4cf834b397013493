import { z } from 'zod';
import { text } from '#shared/common/text.ts';

const required = (message: string, max: number) => text().trim().min(1, message).max(max);

/** Spec 2 §5: name, e-mail, subject and message required; company optional. Form and route share it. */
export const contactInputSchema = z.object({
  name: required('Bitte geben Sie Ihren Namen ein', 200),
  email: text()
    .trim()
    .toLowerCase()
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein').max(254)),
  company: text()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: required('Bitte geben Sie einen Betreff ein', 200),
  message: required('Bitte geben Sie eine Nachricht ein', 5000),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

export const contactResultSchema = z.object({ ok: z.literal(true) });
