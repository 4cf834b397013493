import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type BuyerTexts = typeof buyerDe & typeof requestFormDe & typeof orderLifecycleDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(
  { ...buyerDe, ...requestFormDe, ...orderLifecycleDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
      ]).then(([f, r, l]) => ({ ...f.buyerEn, ...r.requestFormEn, ...l.orderLifecycleEn })),
  },
);
