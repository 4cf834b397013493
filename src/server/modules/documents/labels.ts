import type { UiLanguage } from '#shared/constants.ts';
import { orderDocumentDe, type OrderDocumentTextKey } from '#shared/i18n/features/order-document.de.ts';
import { orderDocumentEn } from '#shared/i18n/features/order-document.en.ts';
import { orderDocumentEs } from '#shared/i18n/features/order-document.es.ts';
import { orderDocumentFr } from '#shared/i18n/features/order-document.fr.ts';
import { orderDocumentIt } from '#shared/i18n/features/order-document.it.ts';
import { orderLabelValues } from '#shared/templates/order-placeholders.ts';

const LABELS: Record<UiLanguage, Record<OrderDocumentTextKey, string>> = {
  de: orderDocumentDe,
  en: orderDocumentEn,
  fr: orderDocumentFr,
  es: orderDocumentEs,
  it: orderDocumentIt,
};

/** The document's labels in one language, as `{{label_*}}` values. */
export function orderDocumentLabels(language: UiLanguage): Record<string, string> {
  return orderLabelValues(LABELS[language]);
}

/** The document's title in one language ('Auftragsbestätigung'), the first words of its file name. */
export function orderDocumentTitle(language: UiLanguage): string {
  return LABELS[language]['orderDocument.title'];
}
