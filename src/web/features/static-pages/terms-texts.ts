import { defineFeatureTexts } from '../../lib/feature-texts.ts';
import { legalTermsDe } from '#shared/i18n/features/legal-terms.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStaticEn } from './texts.ts';

/** Its own module, so the terms page's chunk carries no other legal text, German or English. */
export const termsTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalTermsDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-terms.en.ts')).legalTermsEn,
    }),
  },
);
