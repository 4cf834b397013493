import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

type BuyerTexts = typeof buyerDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(buyerDe, {
  en: () => import('#shared/i18n/features/buyer.en.ts').then((m) => m.buyerEn),
});
