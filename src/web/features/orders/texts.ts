import { checkoutDe } from '#shared/i18n/features/checkout.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

type CheckoutTexts = typeof checkoutDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends CheckoutTexts {}
}

export const checkoutTexts = defineFeatureTexts(checkoutDe, {
  en: () => import('#shared/i18n/features/checkout.en.ts').then((m) => m.checkoutEn),
  fr: () => import('#shared/i18n/features/checkout.fr.ts').then((m) => m.checkoutFr),
  es: () => import('#shared/i18n/features/checkout.es.ts').then((m) => m.checkoutEs),
  it: () => import('#shared/i18n/features/checkout.it.ts').then((m) => m.checkoutIt),
});
