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
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/seller.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
      ]).then(([f, r, l]) => ({ ...f.sellerFr, ...r.requestFormFr, ...l.orderLifecycleFr })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/seller.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
      ]).then(([f, r, l]) => ({ ...f.sellerEs, ...r.requestFormEs, ...l.orderLifecycleEs })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/seller.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
      ]).then(([f, r, l]) => ({ ...f.sellerIt, ...r.requestFormIt, ...l.orderLifecycleIt })),
  },
);
