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
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
      ]).then(([f, r, l]) => ({ ...f.buyerFr, ...r.requestFormFr, ...l.orderLifecycleFr })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
      ]).then(([f, r, l]) => ({ ...f.buyerEs, ...r.requestFormEs, ...l.orderLifecycleEs })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
      ]).then(([f, r, l]) => ({ ...f.buyerIt, ...r.requestFormIt, ...l.orderLifecycleIt })),
  },
);
