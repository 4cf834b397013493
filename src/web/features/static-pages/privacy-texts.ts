import { defineFeatureTexts } from '#web/lib/feature-texts.ts';
import { legalPrivacyDe } from '#shared/i18n/features/legal-privacy.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStatic } from './texts.ts';

/** Its own module, so the privacy page's chunk carries no other legal text, in any language. */
export const privacyTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalPrivacyDe },
  {
    en: async () => ({
      ...(await loadStatic.en()),
      ...(await import('#shared/i18n/features/legal-privacy.en.ts')).legalPrivacyEn,
    }),
    fr: async () => ({
      ...(await loadStatic.fr()),
      ...(await import('#shared/i18n/features/legal-privacy.fr.ts')).legalPrivacyFr,
    }),
    es: async () => ({
      ...(await loadStatic.es()),
      ...(await import('#shared/i18n/features/legal-privacy.es.ts')).legalPrivacyEs,
    }),
    it: async () => ({
      ...(await loadStatic.it()),
      ...(await import('#shared/i18n/features/legal-privacy.it.ts')).legalPrivacyIt,
    }),
  },
);
