import { adminDe } from '#shared/i18n/features/admin.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

type AdminTexts = typeof adminDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into AppTexts
  interface AppTexts extends AdminTexts {}
}

export const adminTexts = defineFeatureTexts(adminDe, {
  en: () => import('#shared/i18n/features/admin.en.ts').then((m) => m.adminEn),
  fr: () => import('#shared/i18n/features/admin.fr.ts').then((m) => m.adminFr),
  es: () => import('#shared/i18n/features/admin.es.ts').then((m) => m.adminEs),
  it: () => import('#shared/i18n/features/admin.it.ts').then((m) => m.adminIt),
});
