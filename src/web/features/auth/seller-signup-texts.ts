import { sellerSignupDe } from '#shared/i18n/features/seller-signup.de.ts';
import { sellerContractDe } from '#shared/i18n/features/seller-contract.de.ts';
import { defineFeatureTexts, mergedTexts } from '#web/lib/feature-texts.ts';

const sellerSignupTextsDe = { ...sellerSignupDe, ...sellerContractDe } as const;
type SellerSignupTexts = typeof sellerSignupTextsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerSignupTexts {}
}

export const sellerSignupTexts = defineFeatureTexts(sellerSignupTextsDe, {
  en: () =>
    mergedTexts([
      import('#shared/i18n/features/seller-signup.en.ts').then((m) => m.sellerSignupEn),
      import('#shared/i18n/features/seller-contract.en.ts').then((m) => m.sellerContractEn),
    ]),
  fr: () =>
    mergedTexts([
      import('#shared/i18n/features/seller-signup.fr.ts').then((m) => m.sellerSignupFr),
      import('#shared/i18n/features/seller-contract.fr.ts').then((m) => m.sellerContractFr),
    ]),
  es: () =>
    mergedTexts([
      import('#shared/i18n/features/seller-signup.es.ts').then((m) => m.sellerSignupEs),
      import('#shared/i18n/features/seller-contract.es.ts').then((m) => m.sellerContractEs),
    ]),
  it: () =>
    mergedTexts([
      import('#shared/i18n/features/seller-signup.it.ts').then((m) => m.sellerSignupIt),
      import('#shared/i18n/features/seller-contract.it.ts').then((m) => m.sellerContractIt),
    ]),
});
