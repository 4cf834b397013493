import { defineFeatureTexts } from '#web/lib/feature-texts.ts';
import { legalImprintDe } from '#shared/i18n/features/legal-imprint.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStatic } from './texts.ts';

/** Its own module, so the imprint page's chunk carries no other legal text, in any language. */
export const imprintTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalImprintDe },
  {
    en: async () => ({
      ...(await loadStatic.en()),
      ...(await import('#shared/i18n/features/legal-imprint.en.ts')).legalImprintEn,
    }),
    fr: async () => ({
      ...(await loadStatic.fr()),
      ...(await import('#shared/i18n/features/legal-imprint.fr.ts')).legalImprintFr,
    }),
    es: async () => ({
      ...(await loadStatic.es()),
      ...(await import('#shared/i18n/features/legal-imprint.es.ts')).legalImprintEs,
    }),
    it: async () => ({
      ...(await loadStatic.it()),
      ...(await import('#shared/i18n/features/legal-imprint.it.ts')).legalImprintIt,
    }),
  },
);
