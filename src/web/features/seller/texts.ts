import { sellerDe } from '#shared/i18n/features/seller.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { webhooksDe } from '#shared/i18n/features/webhooks.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { stockDe } from '#shared/i18n/features/stock.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type SellerTexts = typeof sellerDe &
  typeof requestFormDe &
  typeof orderLifecycleDe &
  typeof webhooksDe &
  typeof partRelationsDe &
  typeof stockDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerTexts {}
}

export const sellerTexts = defineFeatureTexts(
  { ...sellerDe, ...requestFormDe, ...orderLifecycleDe, ...webhooksDe, ...partRelationsDe, ...stockDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/seller.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
        import('#shared/i18n/features/webhooks.en.ts'),
        import('#shared/i18n/features/part-relations.en.ts'),
        import('#shared/i18n/features/stock.en.ts'),
      ]).then(([f, r, l, w, pr, st]) => ({
        ...st.stockEn,
        ...pr.partRelationsEn,
        ...f.sellerEn,
        ...r.requestFormEn,
        ...l.orderLifecycleEn,
        ...w.webhooksEn,
      })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/seller.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
        import('#shared/i18n/features/webhooks.fr.ts'),
        import('#shared/i18n/features/part-relations.fr.ts'),
        import('#shared/i18n/features/stock.fr.ts'),
      ]).then(([f, r, l, w, pr, st]) => ({
        ...st.stockFr,
        ...pr.partRelationsFr,
        ...f.sellerFr,
        ...r.requestFormFr,
        ...l.orderLifecycleFr,
        ...w.webhooksFr,
      })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/seller.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
        import('#shared/i18n/features/webhooks.es.ts'),
        import('#shared/i18n/features/part-relations.es.ts'),
        import('#shared/i18n/features/stock.es.ts'),
      ]).then(([f, r, l, w, pr, st]) => ({
        ...st.stockEs,
        ...pr.partRelationsEs,
        ...f.sellerEs,
        ...r.requestFormEs,
        ...l.orderLifecycleEs,
        ...w.webhooksEs,
      })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/seller.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
        import('#shared/i18n/features/webhooks.it.ts'),
        import('#shared/i18n/features/part-relations.it.ts'),
        import('#shared/i18n/features/stock.it.ts'),
      ]).then(([f, r, l, w, pr, st]) => ({
        ...st.stockIt,
        ...pr.partRelationsIt,
        ...f.sellerIt,
        ...r.requestFormIt,
        ...l.orderLifecycleIt,
        ...w.webhooksIt,
      })),
  },
);
