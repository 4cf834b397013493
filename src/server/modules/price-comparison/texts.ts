import type { UiLanguage } from '#shared/constants.ts';
import { priceComparisonDe, type PriceComparisonTextKey } from '#shared/i18n/features/price-comparison.de.ts';
import { priceComparisonEn } from '#shared/i18n/features/price-comparison.en.ts';
import { priceComparisonEs } from '#shared/i18n/features/price-comparison.es.ts';
import { priceComparisonFr } from '#shared/i18n/features/price-comparison.fr.ts';
import { priceComparisonIt } from '#shared/i18n/features/price-comparison.it.ts';

const TEXTS: Record<UiLanguage, Record<PriceComparisonTextKey, string>> = {
  de: priceComparisonDe,
  en: priceComparisonEn,
  fr: priceComparisonFr,
  es: priceComparisonEs,
  it: priceComparisonIt,
};

export type ComparisonText = (key: PriceComparisonTextKey, values?: Record<string, string>) => string;

/** The Preisspiegel's labels in one language, `{{name}}` placeholders filled. */
export function comparisonTexts(language: UiLanguage): ComparisonText {
  const texts = TEXTS[language];
  return (key, values = {}) => texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
