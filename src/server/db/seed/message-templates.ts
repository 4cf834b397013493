import type { RecipientType } from '#shared/constants.ts';
import type { TemplateVariable } from '#server/db/schema/messaging.ts';
import type { MailLanguage } from './mail-layout.ts';
import { ACCOUNT_TEMPLATES } from './message-templates-account.ts';
import { ORDER_TEMPLATES } from './message-templates-orders.ts';
import { templateVariables, type MessageTemplateDefinition } from './message-variables.ts';

export interface MessageTemplateRow {
  type: string;
  language: MailLanguage;
  recipientType: RecipientType;
  title: string;
  content: string;
  templateVariables: TemplateVariable[];
}

const LANGUAGES = ['de', 'en'] as const;

/** The first seed set (message_templates.v1). */
export function messageTemplateRows(): MessageTemplateRow[] {
  return rowsFor([...ACCOUNT_TEMPLATES, ...ORDER_TEMPLATES]);
}

/** One row per type × recipient type × language (the table's unique key). */
export function rowsFor(definitions: readonly MessageTemplateDefinition[]): MessageTemplateRow[] {
  return definitions.flatMap((def) =>
    def.recipientTypes.flatMap((recipientType) =>
      LANGUAGES.map((language) => ({
        type: def.type,
        language,
        recipientType,
        title: def[language].title,
        content: def[language].content,
        templateVariables: templateVariables(def.variables, language),
      })),
    ),
  );
}
