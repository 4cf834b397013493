import { defineFeatureTexts } from '#web/lib/feature-texts.ts';
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

/** The shared information-page texts per language (German is in the chunk already). */
export const loadStatic = {
  en: () => import('#shared/i18n/features/static-pages.en.ts').then((m) => m.staticPagesEn),
  fr: () => import('#shared/i18n/features/static-pages.fr.ts').then((m) => m.staticPagesFr),
  es: () => import('#shared/i18n/features/static-pages.es.ts').then((m) => m.staticPagesEs),
  it: () => import('#shared/i18n/features/static-pages.it.ts').then((m) => m.staticPagesIt),
} as const;

/** Contact, pricing and seller explanation: the shared information-page texts only. */
export const staticPagesTexts = defineFeatureTexts(staticPagesDe, loadStatic);
