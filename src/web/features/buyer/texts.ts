import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { webhooksDe } from '#shared/i18n/features/webhooks.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { priceComparisonDe } from '#shared/i18n/features/price-comparison.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type BuyerTexts = typeof buyerDe &
  typeof requestFormDe &
  typeof orderLifecycleDe &
  typeof webhooksDe &
  typeof partRelationsDe &
  typeof priceComparisonDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(
  { ...buyerDe, ...requestFormDe, ...orderLifecycleDe, ...webhooksDe, ...partRelationsDe, ...priceComparisonDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
        import('#shared/i18n/features/webhooks.en.ts'),
        import('#shared/i18n/features/part-relations.en.ts'),
        import('#shared/i18n/features/price-comparison.en.ts'),
      ]).then(([f, r, l, w, pr, pc]) => ({
        ...pc.priceComparisonEn,
        ...pr.partRelationsEn,
        ...f.buyerEn,
        ...r.requestFormEn,
        ...l.orderLifecycleEn,
        ...w.webhooksEn,
      })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
        import('#shared/i18n/features/webhooks.fr.ts'),
        import('#shared/i18n/features/part-relations.fr.ts'),
        import('#shared/i18n/features/price-comparison.fr.ts'),
      ]).then(([f, r, l, w, pr, pc]) => ({
        ...pc.priceComparisonFr,
        ...pr.partRelationsFr,
        ...f.buyerFr,
        ...r.requestFormFr,
        ...l.orderLifecycleFr,
        ...w.webhooksFr,
      })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
        import('#shared/i18n/features/webhooks.es.ts'),
        import('#shared/i18n/features/part-relations.es.ts'),
        import('#shared/i18n/features/price-comparison.es.ts'),
      ]).then(([f, r, l, w, pr, pc]) => ({
        ...pc.priceComparisonEs,
        ...pr.partRelationsEs,
        ...f.buyerEs,
        ...r.requestFormEs,
        ...l.orderLifecycleEs,
        ...w.webhooksEs,
      })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
        import('#shared/i18n/features/webhooks.it.ts'),
        import('#shared/i18n/features/part-relations.it.ts'),
        import('#shared/i18n/features/price-comparison.it.ts'),
      ]).then(([f, r, l, w, pr, pc]) => ({
        ...pc.priceComparisonIt,
        ...pr.partRelationsIt,
        ...f.buyerIt,
        ...r.requestFormIt,
        ...l.orderLifecycleIt,
        ...w.webhooksIt,
      })),
  },
);
