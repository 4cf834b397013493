import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import type { MESSAGE_TYPES } from '#shared/constants.ts';
import { MESSAGE_LANGUAGES, RECIPIENT_TYPES } from '#shared/constants.ts';
import { placeholdersIn } from '#shared/templates/placeholders.ts';
import { pageQuerySchema } from './common.ts';

/** Spec 2 §5: variables a template of a type must use; site_url is always available. */
export const REQUIRED_MESSAGE_VARIABLES: Partial<Record<string, readonly string[]>> = {
  seller_approval_email: ['company_name', 'contact_person'],
  seller_trial_expiry: ['company_name', 'contact_person', 'trial_end_date'],
  order_confirmation: ['order_number'],
};
export const OPTIONAL_MESSAGE_VARIABLES: Partial<Record<string, readonly string[]>> = {
  order_confirmation: ['company_name', 'contact_person'],
};

export function missingRequiredVariables(type: string, title: string, content: string): string[] {
  const used = new Set([...placeholdersIn(title), ...placeholdersIn(content)]);
  return (REQUIRED_MESSAGE_VARIABLES[type] ?? []).filter((name) => !used.has(name));
}

const requiredText = text().trim().min(1, 'Bitte füllen Sie alle Pflichtfelder aus');

export const messageTemplateInputSchema = z
  .object({
    type: requiredText,
    title: requiredText,
    content: requiredText,
    language: z.enum(MESSAGE_LANGUAGES).default('de'),
    recipientType: z.enum(RECIPIENT_TYPES).default('buyer'),
  })
  .superRefine((v, ctx) => {
    const missing = missingRequiredVariables(v.type, v.title, v.content);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `Der Inhalt muss die Pflichtvariablen enthalten: ${missing.map((m) => `{{${m}}}`).join(', ')}`,
      });
    }
  });
export type MessageTemplateInput = z.input<typeof messageTemplateInputSchema>;

export const messageTemplateViewSchema = z.object({
  id: z.uuid(),
  type: text(),
  title: text(),
  content: text(),
  language: text(),
  recipientType: z.enum(RECIPIENT_TYPES),
  isActive: z.boolean(),
  templateVariables: z.array(z.object({ name: text(), description: text(), required: z.boolean() })),
  createdAt: text(),
});
export type MessageTemplateView = z.infer<typeof messageTemplateViewSchema>;

export const messageTemplateListQuerySchema = pageQuerySchema.extend({
  type: text().trim().max(100).optional(),
  language: z.enum(MESSAGE_LANGUAGES).optional(),
});
export type MessageTemplateListQuery = z.infer<typeof messageTemplateListQuerySchema>;

export const EMAIL_LOG_STATUSES = ['sent', 'failed', 'kept'] as const;
export const emailLogListQuerySchema = pageQuerySchema.extend({
  status: z.enum(EMAIL_LOG_STATUSES).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type EmailLogListQuery = z.infer<typeof emailLogListQuerySchema>;
export const emailLogViewSchema = z.object({
  id: z.uuid(),
  recipientEmail: text(),
  recipientType: text().nullable(),
  templateType: text().nullable(),
  subject: text(),
  status: text(),
  errorMessage: text().nullable(),
  sentAt: text().nullable(),
  createdAt: text(),
});
export const emailLogDetailSchema = emailLogViewSchema.extend({
  content: text(),
  variablesUsed: z.record(text(), z.unknown()).nullable(),
});
export type EmailLogView = z.infer<typeof emailLogViewSchema>;
export type EmailLogDetail = z.infer<typeof emailLogDetailSchema>;

/** Spec 2 §9 e-mail test template types; trial_expiry_notification is the seller_trial_expiry template. */
export const EMAIL_TEST_TYPES = [
  'seller_approval_email',
  'trial_expiry_notification',
  'order_confirmation',
  'password_reset',
] as const;
export const EMAIL_TEST_TEMPLATE_OF: Record<
  (typeof EMAIL_TEST_TYPES)[number],
  (typeof MESSAGE_TYPES)[number]
> = {
  seller_approval_email: 'seller_approval_email',
  trial_expiry_notification: 'seller_trial_expiry',
  order_confirmation: 'order_confirmation',
  password_reset: 'password_reset',
};
export const EMAIL_TEST_LANGUAGES = ['de', 'en'] as const;

const allFields = text().trim().min(1, 'Bitte füllen Sie alle Felder aus');
export const directEmailTestSchema = z.object({
  to: allFields.pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')),
  subject: allFields,
  html: allFields,
});
export type DirectEmailTest = z.infer<typeof directEmailTestSchema>;

const emailAndType = 'Bitte füllen Sie E-Mail und Template-Typ aus';
export const templateEmailTestSchema = z.object({
  to: text().trim().min(1, emailAndType).pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')),
  templateType: z.enum(EMAIL_TEST_TYPES, emailAndType),
  recipientType: z.enum(RECIPIENT_TYPES).default('seller'),
  language: z.enum(EMAIL_TEST_LANGUAGES).default('de'),
  /** The form's JSON text; an empty field means no variables. */
  variables: text()
    .default('')
    .transform((text, ctx) => {
      if (text.trim() === '') return {} as Record<string, string | number | null>;
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          return Object.fromEntries(
            Object.entries(parsed).map(([k, v]) => [k, typeof v === 'number' || v === null ? v : String(v)]),
          ) as Record<string, string | number | null>;
        }
      } catch {
        // falls through to the message below
      }
      ctx.addIssue({ code: 'custom', message: 'Ungültiges JSON in Template-Variablen' });
      return z.NEVER;
    }),
});
export type TemplateEmailTest = z.input<typeof templateEmailTestSchema>;
