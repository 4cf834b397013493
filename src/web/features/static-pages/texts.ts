import { defineFeatureTexts } from '../../lib/feature-texts.ts';
import { legalImprintDe } from '#shared/i18n/features/legal-imprint.de.ts';
import { legalPrivacyDe } from '#shared/i18n/features/legal-privacy.de.ts';
import { legalTermsDe } from '#shared/i18n/features/legal-terms.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';

type StaticPagesTexts = typeof staticPagesDe &
  typeof legalImprintDe &
  typeof legalPrivacyDe &
  typeof legalTermsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends StaticPagesTexts {}
}

const loadStaticEn = () => import('#shared/i18n/features/static-pages.en.ts').then((m) => m.staticPagesEn);

/** Contact, pricing and seller explanation: the shared information-page texts only. */
export const staticPagesTexts = defineFeatureTexts(staticPagesDe, { en: loadStaticEn });

// Each legal text travels with its own page; the long German and English bodies of the other two
// legal pages are not downloaded with it.
export const imprintTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalImprintDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-imprint.en.ts')).legalImprintEn,
    }),
  },
);

export const privacyTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalPrivacyDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-privacy.en.ts')).legalPrivacyEn,
    }),
  },
);

export const termsTexts = defineFeatureTexts(
  { ...staticPagesDe, ...legalTermsDe },
  {
    en: async () => ({
      ...(await loadStaticEn()),
      ...(await import('#shared/i18n/features/legal-terms.en.ts')).legalTermsEn,
    }),
  },
);
