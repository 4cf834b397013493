import { defineFeatureTexts } from '../../lib/feature-texts.ts';
import type { legalImprintDe } from '#shared/i18n/features/legal-imprint.de.ts';
import type { legalPrivacyDe } from '#shared/i18n/features/legal-privacy.de.ts';
import type { legalTermsDe } from '#shared/i18n/features/legal-terms.de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';

type StaticPagesTexts = typeof staticPagesDe &
  typeof legalImprintDe &
  typeof legalPrivacyDe &
  typeof legalTermsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends StaticPagesTexts {}
}

export const loadStaticEn = () =>
  import('#shared/i18n/features/static-pages.en.ts').then((m) => m.staticPagesEn);

/** Contact, pricing and seller explanation: the shared information-page texts only. */
export const staticPagesTexts = defineFeatureTexts(staticPagesDe, { en: loadStaticEn });
