import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { webhooksDe } from '#shared/i18n/features/webhooks.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { questionsDe } from '#shared/i18n/features/questions.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type BuyerTexts = typeof buyerDe &
  typeof requestFormDe &
  typeof orderLifecycleDe &
  typeof webhooksDe &
  typeof partRelationsDe &
  typeof questionsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(
  { ...buyerDe, ...requestFormDe, ...orderLifecycleDe, ...webhooksDe, ...partRelationsDe, ...questionsDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
        import('#shared/i18n/features/webhooks.en.ts'),
        import('#shared/i18n/features/part-relations.en.ts'),
        import('#shared/i18n/features/questions.en.ts'),
      ]).then(([f, r, l, w, pr, q]) => ({
        ...pr.partRelationsEn,
        ...q.questionsEn,
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
        import('#shared/i18n/features/questions.fr.ts'),
      ]).then(([f, r, l, w, pr, q]) => ({
        ...pr.partRelationsFr,
        ...q.questionsFr,
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
        import('#shared/i18n/features/questions.es.ts'),
      ]).then(([f, r, l, w, pr, q]) => ({
        ...pr.partRelationsEs,
        ...q.questionsEs,
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
        import('#shared/i18n/features/questions.it.ts'),
      ]).then(([f, r, l, w, pr, q]) => ({
        ...pr.partRelationsIt,
        ...q.questionsIt,
        ...f.buyerIt,
        ...r.requestFormIt,
        ...l.orderLifecycleIt,
        ...w.webhooksIt,
      })),
  },
);
