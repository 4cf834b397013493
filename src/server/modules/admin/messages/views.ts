import type { EmailLogDetail, EmailLogView, MessageTemplateView } from '#shared/admin/messages.ts';
import { maskSecrets, maskVariables } from '#server/modules/mail/mask.ts';
import type { EmailLogRow, MessageTemplateRow } from './repository.ts';

export function toMessageTemplateView(m: MessageTemplateRow): MessageTemplateView {
  return {
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    language: m.language,
    recipientType: m.recipientType,
    isActive: m.isActive,
    templateVariables: m.templateVariables.map((v) => ({
      name: v.name,
      description: v.description,
      required: v.required,
    })),
    createdAt: m.createdAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEmailLogView(
  l: Omit<EmailLogRow, 'content' | 'variablesUsed' | 'jobId' | 'attempt'>,
): EmailLogView {
  return {
    id: l.id,
    recipientEmail: l.recipientEmail,
    recipientType: l.recipientType,
    templateType: l.templateType,
    subject: l.subject,
    status: l.status,
    errorMessage: l.errorMessage,
    sentAt: iso(l.sentAt),
    createdAt: l.createdAt.toISOString(),
  };
}

/** Issue 18: admins see that a link was sent, never the live token in it. */
export function toEmailLogDetailView(l: EmailLogRow): EmailLogDetail {
  return {
    ...toEmailLogView(l),
    content: maskSecrets(l.content),
    variablesUsed: maskVariables(l.variablesUsed ?? null),
  };
}
