import { sellerDe } from '#shared/i18n/features/seller.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

type SellerTexts = typeof sellerDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerTexts {}
}

export const sellerTexts = defineFeatureTexts(sellerDe, {
  en: () => import('#shared/i18n/features/seller.en.ts').then((m) => m.sellerEn),
});
