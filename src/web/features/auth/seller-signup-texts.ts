import { sellerSignupDe } from '#shared/i18n/features/seller-signup.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

type SellerSignupTexts = typeof sellerSignupDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerSignupTexts {}
}

export const sellerSignupTexts = defineFeatureTexts(sellerSignupDe, {
  en: () => import('#shared/i18n/features/seller-signup.en.ts').then((m) => m.sellerSignupEn),
  fr: () => import('#shared/i18n/features/seller-signup.fr.ts').then((m) => m.sellerSignupFr),
  es: () => import('#shared/i18n/features/seller-signup.es.ts').then((m) => m.sellerSignupEs),
  it: () => import('#shared/i18n/features/seller-signup.it.ts').then((m) => m.sellerSignupIt),
});
