import type { z } from 'zod';
import {
  EMAIL_TEST_TEMPLATE_OF,
  OPTIONAL_MESSAGE_VARIABLES,
  REQUIRED_MESSAGE_VARIABLES,
  type DirectEmailTest,
  type EmailLogDetail,
  type EmailLogView,
  type emailLogListQuerySchema,
  type MessageTemplateView,
  type messageTemplateListQuerySchema,
} from '#shared/admin/messages.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { MESSAGE_LANGUAGES, RECIPIENT_TYPES } from '#shared/constants.ts';
import { placeholdersIn } from '#shared/templates/placeholders.ts';
import type { TemplateVariable } from '#server/db/schema/messaging.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import { pageView } from '#server/modules/admin/views.ts';
import * as repo from './repository.ts';
import { toEmailLogDetailView, toEmailLogView, toMessageTemplateView } from './views.ts';

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };

interface TemplateValues {
  type: string;
  title: string;
  content: string;
  language: (typeof MESSAGE_LANGUAGES)[number];
  recipientType: (typeof RECIPIENT_TYPES)[number];
}

/**
 * The variables shown next to a template (spec 2 §3 template_variables): the spec's required
 * ones, then every other placeholder used; descriptions an admin gave earlier are kept.
 */
function variablesFor(v: TemplateValues, previous: TemplateVariable[] = []): TemplateVariable[] {
  const described = new Map(previous.map((p) => [p.name, p.description]));
  const required = REQUIRED_MESSAGE_VARIABLES[v.type] ?? [];
  const names = [
    ...required,
    ...(OPTIONAL_MESSAGE_VARIABLES[v.type] ?? []),
    ...placeholdersIn(v.title),
    ...placeholdersIn(v.content),
    'site_url',
  ];
  return [...new Set(names)].map((name) => ({
    name,
    description: described.get(name) ?? '',
    required: required.includes(name),
  }));
}

export const listMessageTemplates = async ({
  ctx,
  input,
}: Op<z.infer<typeof messageTemplateListQuerySchema>>): Promise<Page<MessageTemplateView>> =>
  pageView(await repo.listMessageTemplates(ctx.db, input), input, toMessageTemplateView);

const spec = {
  entity: 'message_template',
  id: (r: { id: string }) => r.id,
  notFound: 'Nachricht nicht gefunden',
  conflict: 'Für diesen Typ, diese Sprache und diesen Empfänger gibt es bereits eine Vorlage',
};

// Spec 2 §4: message templates are always saved active.
export const createMessageTemplate = async ({ ctx, input: v }: Op<TemplateValues>) =>
  toMessageTemplateView(
    (await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'create',
      write: (tx) =>
        repo.insertMessageTemplate(tx, { ...v, isActive: true, templateVariables: variablesFor(v) }),
    }))!,
  );

export const updateMessageTemplate = async ({ ctx, input: { id, ...v } }: Op<ById & TemplateValues>) =>
  toMessageTemplateView(
    (await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'update',
      load: (tx) => repo.findMessageTemplate(tx, id),
      write: (tx, before) =>
        repo.updateMessageTemplate(tx, id, {
          ...v,
          isActive: true,
          templateVariables: variablesFor(v, before!.templateVariables),
        }),
    }))!,
  );

export const toggleMessageTemplate = async ({ ctx, input: { id } }: Op<ById>) =>
  toMessageTemplateView(
    (await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'toggle',
      load: (tx) => repo.findMessageTemplate(tx, id),
      write: (tx, before) => repo.updateMessageTemplate(tx, id, { isActive: !before!.isActive }),
    }))!,
  );

export const deleteMessageTemplate = async ({ ctx, input: { id } }: Op<ById>): Promise<void> => {
  await auditedWrite(asAdmin(ctx), {
    ...spec,
    action: 'delete',
    load: (tx) => repo.findMessageTemplate(tx, id),
    write: async (tx) => {
      await repo.deleteMessageTemplate(tx, id);
      return null;
    },
  });
};

export const listEmailLogs = async ({
  ctx,
  input,
}: Op<z.infer<typeof emailLogListQuerySchema>>): Promise<Page<EmailLogView>> =>
  pageView(await repo.listEmailLogs(ctx.db, input), input, toEmailLogView);

export async function getEmailLog({ ctx, input }: Op<ById>): Promise<EmailLogDetail> {
  const log = await repo.findEmailLog(ctx.db, input.id);
  if (!log) throw new AppError('NOT_FOUND', 'E-Mail-Log nicht gefunden');
  return toEmailLogDetailView(log);
}

/** E-mail test (spec 2 §2): the mail goes through the outbox like any other; the test is audited. */
function sendAuditedTest(
  ctx: Ctx,
  kind: 'direct' | 'template',
  mail: Parameters<typeof enqueueMail>[1],
  trail: Record<string, unknown>,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    await enqueueMail(tx, mail);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: `email_test.${kind}`,
      entity: 'email_test',
      entityId: null,
      before: null,
      after: trail,
    });
  });
}

export const sendDirectTest = ({ ctx, input }: Op<DirectEmailTest>): Promise<void> =>
  sendAuditedTest(
    ctx,
    'direct',
    {
      to: input.to,
      recipientType: 'admin',
      templateType: 'direct',
      language: 'de',
      variables: {},
      direct: { subject: input.subject, html: input.html },
    },
    { to: input.to, subject: input.subject },
  );

export function sendTemplateTest({
  ctx,
  input,
}: Op<{
  to: string;
  templateType: keyof typeof EMAIL_TEST_TEMPLATE_OF;
  recipientType: (typeof RECIPIENT_TYPES)[number];
  language: string;
  variables: Record<string, string | number | null>;
}>): Promise<void> {
  const templateType = EMAIL_TEST_TEMPLATE_OF[input.templateType];
  return sendAuditedTest(
    ctx,
    'template',
    {
      to: input.to,
      recipientType: input.recipientType,
      templateType,
      language: input.language,
      variables: { site_url: ctx.deps.config.publicUrl, ...input.variables },
    },
    { to: input.to, templateType, language: input.language, recipientType: input.recipientType },
  );
}
