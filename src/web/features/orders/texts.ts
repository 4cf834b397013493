import { checkoutDe } from '#shared/i18n/features/checkout.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

type CheckoutTexts = typeof checkoutDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends CheckoutTexts {}
}

export const checkoutTexts = defineFeatureTexts(checkoutDe, {
  en: () => import('#shared/i18n/features/checkout.en.ts').then((m) => m.checkoutEn),
});
