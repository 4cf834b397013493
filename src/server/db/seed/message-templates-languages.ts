import type { MessageTemplateRow } from './message-templates.ts';
import { ACCOUNT_TEMPLATES } from './message-templates-account.ts';
import { DECISION_TEMPLATES } from './message-templates-decisions.ts';
import { LIFECYCLE_TEMPLATES } from './message-templates-lifecycle.ts';
import {
  COMPLAINT_MAILS_ES,
  COMPLAINT_MAILS_FR,
  COMPLAINT_MAILS_IT,
  COMPLAINT_TEMPLATES,
} from './message-templates-complaints.ts';
import {
  LIFECYCLE_MAILS_ES,
  LIFECYCLE_MAILS_FR,
  LIFECYCLE_MAILS_IT,
} from './message-templates-lifecycle-languages.ts';
import { ORDER_TEMPLATES } from './message-templates-orders.ts';
import {
  QUESTION_MAILS_ES,
  QUESTION_MAILS_FR,
  QUESTION_MAILS_IT,
  QUESTION_TEMPLATES,
} from './message-templates-questions.ts';
import {
  WEBHOOK_MAILS_ES,
  WEBHOOK_MAILS_FR,
  WEBHOOK_MAILS_IT,
  WEBHOOK_TEMPLATES,
} from './message-templates-webhooks.ts';
import {
  SIGNUP_MAILS_ES,
  SIGNUP_MAILS_FR,
  SIGNUP_MAILS_IT,
  SIGNUP_TEMPLATES,
} from './message-templates-signup.ts';
import { TEAM_MAILS_ES, TEAM_MAILS_FR, TEAM_MAILS_IT, TEAM_TEMPLATES } from './message-templates-teams.ts';
import {
  ASSIGNMENT_MAILS_ES,
  ASSIGNMENT_MAILS_FR,
  ASSIGNMENT_MAILS_IT,
  ASSIGNMENT_TEMPLATES,
} from './message-templates-assignment.ts';
import {
  APPROVAL_MAILS_ES,
  APPROVAL_MAILS_FR,
  APPROVAL_MAILS_IT,
  APPROVAL_TEMPLATES,
} from './message-templates-approvals.ts';
import { MAILS_ES } from './message-templates-es.ts';
import { MAILS_FR } from './message-templates-fr.ts';
import { MAILS_IT } from './message-templates-it.ts';
import {
  templateVariables,
  type LocalizedMail,
  type MessageTemplateDefinition,
} from './message-variables.ts';

/** One language's mails: `type:recipient types` (e.g. 'welcome_message:buyer') → subject and body. */
export type TranslatedMails = Record<string, LocalizedMail>;

export const MAIL_TRANSLATIONS = {
  fr: {
    ...MAILS_FR,
    ...LIFECYCLE_MAILS_FR,
    ...WEBHOOK_MAILS_FR,
    ...SIGNUP_MAILS_FR,
    ...COMPLAINT_MAILS_FR,
    ...QUESTION_MAILS_FR,
    ...TEAM_MAILS_FR,
    ...ASSIGNMENT_MAILS_FR,
    ...APPROVAL_MAILS_FR,
  },
  es: {
    ...MAILS_ES,
    ...LIFECYCLE_MAILS_ES,
    ...WEBHOOK_MAILS_ES,
    ...SIGNUP_MAILS_ES,
    ...COMPLAINT_MAILS_ES,
    ...QUESTION_MAILS_ES,
    ...TEAM_MAILS_ES,
    ...ASSIGNMENT_MAILS_ES,
    ...APPROVAL_MAILS_ES,
  },
  it: {
    ...MAILS_IT,
    ...LIFECYCLE_MAILS_IT,
    ...WEBHOOK_MAILS_IT,
    ...SIGNUP_MAILS_IT,
    ...COMPLAINT_MAILS_IT,
    ...QUESTION_MAILS_IT,
    ...TEAM_MAILS_IT,
    ...ASSIGNMENT_MAILS_IT,
    ...APPROVAL_MAILS_IT,
  },
} as const;

export function mailId(def: MessageTemplateDefinition): string {
  return `${def.type}:${def.recipientTypes.join(',')}`;
}

export const ALL_TEMPLATE_DEFINITIONS: readonly MessageTemplateDefinition[] = [
  ...ACCOUNT_TEMPLATES,
  ...ORDER_TEMPLATES,
  ...DECISION_TEMPLATES,
  ...LIFECYCLE_TEMPLATES,
  ...WEBHOOK_TEMPLATES,
  ...SIGNUP_TEMPLATES,
  ...COMPLAINT_TEMPLATES,
  ...QUESTION_TEMPLATES,
  ...TEAM_TEMPLATES,
  ...ASSIGNMENT_TEMPLATES,
  ...APPROVAL_TEMPLATES,
];

/**
 * Seed set message_templates.v3: every message type in French, Spanish and Italian. It runs on
 * existing databases too (seed markers), adding only the rows that are missing.
 */
export function translatedTemplateRows(
  definitions: readonly MessageTemplateDefinition[] = ALL_TEMPLATE_DEFINITIONS,
): MessageTemplateRow[] {
  return definitions.flatMap((def) =>
    def.recipientTypes.flatMap((recipientType) =>
      (Object.keys(MAIL_TRANSLATIONS) as (keyof typeof MAIL_TRANSLATIONS)[]).map((language) => {
        const mail = MAIL_TRANSLATIONS[language][mailId(def)];
        if (!mail) throw new Error(`Mail ${mailId(def)} fehlt für ${language}`);
        return {
          type: def.type,
          language,
          recipientType,
          title: mail.title,
          content: mail.content,
          // Admins read the variable descriptions; English serves the other non-German languages.
          templateVariables: templateVariables(def.variables, 'en'),
        };
      }),
    ),
  );
}
