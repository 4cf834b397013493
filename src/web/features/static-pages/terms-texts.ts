import { defineFeatureTexts } from '#web/lib/feature-texts.ts';
import { legalTermsDe } from '#shared/i18n/features/legal-terms.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStatic } from './texts.ts';

/** Its own module, so the terms page's chunk carries no other legal text, in any language. */
export const termsTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalTermsDe },
  {
    en: async () => ({
      ...(await loadStatic.en()),
      ...(await import('#shared/i18n/features/legal-terms.en.ts')).legalTermsEn,
    }),
    fr: async () => ({
      ...(await loadStatic.fr()),
      ...(await import('#shared/i18n/features/legal-terms.fr.ts')).legalTermsFr,
    }),
    es: async () => ({
      ...(await loadStatic.es()),
      ...(await import('#shared/i18n/features/legal-terms.es.ts')).legalTermsEs,
    }),
    it: async () => ({
      ...(await loadStatic.it()),
      ...(await import('#shared/i18n/features/legal-terms.it.ts')).legalTermsIt,
    }),
  },
);
