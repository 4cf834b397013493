import { sellerDe } from '#shared/i18n/features/seller.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type SellerTexts = typeof sellerDe & typeof requestFormDe & typeof orderLifecycleDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerTexts {}
}

export const sellerTexts = defineFeatureTexts(
  { ...sellerDe, ...requestFormDe, ...orderLifecycleDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/seller.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
      ]).then(([f, r, l]) => ({ ...f.sellerEn, ...r.requestFormEn, ...l.orderLifecycleEn })),
  },
);
