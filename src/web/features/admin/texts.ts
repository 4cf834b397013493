import { adminDe } from '#shared/i18n/features/admin.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { privacyDe } from '#shared/i18n/features/privacy.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

// The orders tab shows the shared order timeline and ratings (issue 14): their texts travel along.
type AdminTexts = typeof adminDe & typeof orderLifecycleDe & typeof partRelationsDe & typeof privacyDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into AppTexts
  interface AppTexts extends AdminTexts {}
}

export const adminTexts = defineFeatureTexts(
  { ...adminDe, ...orderLifecycleDe, ...partRelationsDe, ...privacyDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/admin.en.ts'),
        import('#shared/i18n/features/order-lifecycle.en.ts'),
        import('#shared/i18n/features/part-relations.en.ts'),
        import('#shared/i18n/features/privacy.en.ts'),
      ]).then(([a, l, pr, pv]) => ({
        ...pv.privacyEn,
        ...pr.partRelationsEn,
        ...a.adminEn,
        ...l.orderLifecycleEn,
      })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/admin.fr.ts'),
        import('#shared/i18n/features/order-lifecycle.fr.ts'),
        import('#shared/i18n/features/part-relations.fr.ts'),
        import('#shared/i18n/features/privacy.fr.ts'),
      ]).then(([a, l, pr, pv]) => ({
        ...pv.privacyFr,
        ...pr.partRelationsFr,
        ...a.adminFr,
        ...l.orderLifecycleFr,
      })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/admin.es.ts'),
        import('#shared/i18n/features/order-lifecycle.es.ts'),
        import('#shared/i18n/features/part-relations.es.ts'),
        import('#shared/i18n/features/privacy.es.ts'),
      ]).then(([a, l, pr, pv]) => ({
        ...pv.privacyEs,
        ...pr.partRelationsEs,
        ...a.adminEs,
        ...l.orderLifecycleEs,
      })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/admin.it.ts'),
        import('#shared/i18n/features/order-lifecycle.it.ts'),
        import('#shared/i18n/features/part-relations.it.ts'),
        import('#shared/i18n/features/privacy.it.ts'),
      ]).then(([a, l, pr, pv]) => ({
        ...pv.privacyIt,
        ...pr.partRelationsIt,
        ...a.adminIt,
        ...l.orderLifecycleIt,
      })),
  },
);
