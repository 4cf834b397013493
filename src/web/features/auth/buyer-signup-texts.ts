import { buyerSignupDe } from '#shared/i18n/features/buyer-signup.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

type BuyerSignupTexts = typeof buyerSignupDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerSignupTexts {}
}

/** Loaded by /buyer-signup and /buyer-login (its registration and verification notices). */
export const buyerSignupTexts = defineFeatureTexts(buyerSignupDe, {
  en: () => import('#shared/i18n/features/buyer-signup.en.ts').then((m) => m.buyerSignupEn),
  fr: () => import('#shared/i18n/features/buyer-signup.fr.ts').then((m) => m.buyerSignupFr),
  es: () => import('#shared/i18n/features/buyer-signup.es.ts').then((m) => m.buyerSignupEs),
  it: () => import('#shared/i18n/features/buyer-signup.it.ts').then((m) => m.buyerSignupIt),
});
