import { adminDe } from '#shared/i18n/features/admin.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { billingDe } from '#shared/i18n/features/billing.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

// The orders tab shows the shared order timeline and ratings (issue 14): their texts travel along.
type AdminTexts = typeof adminDe & typeof orderLifecycleDe & typeof partRelationsDe & typeof billingDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into AppTexts
  interface AppTexts extends AdminTexts {}
}

export const adminTexts = defineFeatureTexts(
  { ...adminDe, ...orderLifecycleDe, ...partRelationsDe, ...billingDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/admin.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
        import('#shared/i18n/features/part-relations.en.ts'),
        import('#shared/i18n/features/billing.en.ts'),
      ]).then(([a, l, pr, b]) => ({
        ...b.billingEn,
        ...pr.partRelationsEn,
        ...a.adminEn,
        ...l.orderLifecycleEn,
      })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/admin.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
        import('#shared/i18n/features/part-relations.fr.ts'),
        import('#shared/i18n/features/billing.fr.ts'),
      ]).then(([a, l, pr, b]) => ({
        ...b.billingFr,
        ...pr.partRelationsFr,
        ...a.adminFr,
        ...l.orderLifecycleFr,
      })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/admin.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
        import('#shared/i18n/features/part-relations.es.ts'),
        import('#shared/i18n/features/billing.es.ts'),
      ]).then(([a, l, pr, b]) => ({
        ...b.billingEs,
        ...pr.partRelationsEs,
        ...a.adminEs,
        ...l.orderLifecycleEs,
      })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/admin.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
        import('#shared/i18n/features/part-relations.it.ts'),
        import('#shared/i18n/features/billing.it.ts'),
      ]).then(([a, l, pr, b]) => ({
        ...b.billingIt,
        ...pr.partRelationsIt,
        ...a.adminIt,
        ...l.orderLifecycleIt,
      })),
  },
);
