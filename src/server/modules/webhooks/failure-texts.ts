import type { UiLanguage } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { webhooksDe, type WebhooksTextKey } from '#shared/i18n/features/webhooks.de.ts';
import { webhooksEn } from '#shared/i18n/features/webhooks.en.ts';
import { webhooksEs } from '#shared/i18n/features/webhooks.es.ts';
import { webhooksFr } from '#shared/i18n/features/webhooks.fr.ts';
import { webhooksIt } from '#shared/i18n/features/webhooks.it.ts';
import { webhookFailureOf } from '#shared/webhooks/failures.ts';

const TEXTS: Record<UiLanguage, Record<WebhooksTextKey, string>> = {
  de: webhooksDe,
  en: webhooksEn,
  fr: webhooksFr,
  es: webhooksEs,
  it: webhooksIt,
};

/**
 * A failed attempt as its owner reads it, in the owner's language (decision 078): the mail
 * 'webhook_failed' names the reason as the delivery log does, not the connection's own words.
 */
export function webhookFailureText(
  error: string | null,
  statusCode: number | null,
  language: string,
): string {
  const kind = webhookFailureOf(error, statusCode) ?? 'other';
  const texts = TEXTS[isUiLanguage(language) ? language : 'de'];
  return texts[`webhooks.failure.${kind}`].replace('{{status}}', String(statusCode ?? ''));
}
