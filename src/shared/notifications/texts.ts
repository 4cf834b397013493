import { mailControlDe, type MailControlTextKey } from '#shared/i18n/features/mail-control.de.ts';
import { mailControlEn } from '#shared/i18n/features/mail-control.en.ts';
import { mailControlEs } from '#shared/i18n/features/mail-control.es.ts';
import { mailControlFr } from '#shared/i18n/features/mail-control.fr.ts';
import { mailControlIt } from '#shared/i18n/features/mail-control.it.ts';

const BY_LANGUAGE: Record<string, Record<MailControlTextKey, string>> = {
  de: mailControlDe,
  en: mailControlEn,
  fr: mailControlFr,
  es: mailControlEs,
  it: mailControlIt,
};

/** A mail-control text in the reader's language (German for any other), placeholders filled as they are. */
export function mailControlText(
  language: string,
  key: MailControlTextKey,
  values: Record<string, string | number> = {},
): string {
  const text = (BY_LANGUAGE[language] ?? mailControlDe)[key];
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
