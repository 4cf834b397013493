import { defineFeatureTexts } from '../../lib/feature-texts.ts';
import { legalPrivacyDe } from '#shared/i18n/features/legal-privacy.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { loadStaticEn } from './texts.ts';

/** Its own module, so the privacy page's chunk carries no other legal text, German or English. */
export const privacyTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalPrivacyDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-privacy.en.ts')).legalPrivacyEn,
    }),
  },
);
