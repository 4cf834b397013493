import { adminDe } from '#shared/i18n/features/admin.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

type AdminTexts = typeof adminDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into AppTexts
  interface AppTexts extends AdminTexts {}
}

export const adminTexts = defineFeatureTexts(adminDe, {
  en: () => import('#shared/i18n/features/admin.en.ts').then((m) => m.adminEn),
});
