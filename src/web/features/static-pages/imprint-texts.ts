import { defineFeatureTexts } from '../../lib/feature-texts.ts';
import { legalImprintDe } from '#shared/i18n/features/legal-imprint.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStaticEn } from './texts.ts';

/** Its own module, so the imprint page's chunk carries no other legal text, German or English. */
export const imprintTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalImprintDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-imprint.en.ts')).legalImprintEn,
    }),
  },
);
