import { adminDe } from '#shared/i18n/features/admin.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { privacyDe } from '#shared/i18n/features/privacy.de.ts';
import { accountSecurityDe } from '#shared/i18n/features/account-security.de.ts';
import { billingDe } from '#shared/i18n/features/billing.de.ts';
import { chartsDe } from '#shared/i18n/features/charts.de.ts';
import { defineFeatureTexts, mergedTexts } from '#web/lib/feature-texts.ts';

// One source per line, the feature's own first (it names the namespace): a branch that adds a
// source adds lines, so parallel additions merge without touching each other.
const adminTextsDe = {
  ...adminDe,
  ...orderLifecycleDe,
  ...partRelationsDe,
  ...privacyDe,
  ...accountSecurityDe,
  ...billingDe,
  ...chartsDe,
} as const;
type AdminTexts = typeof adminTextsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends AdminTexts {}
}

export const adminTexts = defineFeatureTexts(adminTextsDe, {
  en: () =>
    mergedTexts([
      import('#shared/i18n/features/admin.en.ts').then((m) => m.adminEn),
      import('#shared/i18n/features/order-lifecycle.en.ts').then((m) => m.orderLifecycleEn),
      import('#shared/i18n/features/part-relations.en.ts').then((m) => m.partRelationsEn),
      import('#shared/i18n/features/privacy.en.ts').then((m) => m.privacyEn),
      import('#shared/i18n/features/account-security.en.ts').then((m) => m.accountSecurityEn),
      import('#shared/i18n/features/billing.en.ts').then((m) => m.billingEn),
      import('#shared/i18n/features/charts.en.ts').then((m) => m.chartsEn),
    ]),
  fr: () =>
    mergedTexts([
      import('#shared/i18n/features/admin.fr.ts').then((m) => m.adminFr),
      import('#shared/i18n/features/order-lifecycle.fr.ts').then((m) => m.orderLifecycleFr),
      import('#shared/i18n/features/part-relations.fr.ts').then((m) => m.partRelationsFr),
      import('#shared/i18n/features/privacy.fr.ts').then((m) => m.privacyFr),
      import('#shared/i18n/features/account-security.fr.ts').then((m) => m.accountSecurityFr),
      import('#shared/i18n/features/billing.fr.ts').then((m) => m.billingFr),
      import('#shared/i18n/features/charts.fr.ts').then((m) => m.chartsFr),
    ]),
  es: () =>
    mergedTexts([
      import('#shared/i18n/features/admin.es.ts').then((m) => m.adminEs),
      import('#shared/i18n/features/order-lifecycle.es.ts').then((m) => m.orderLifecycleEs),
      import('#shared/i18n/features/part-relations.es.ts').then((m) => m.partRelationsEs),
      import('#shared/i18n/features/privacy.es.ts').then((m) => m.privacyEs),
      import('#shared/i18n/features/account-security.es.ts').then((m) => m.accountSecurityEs),
      import('#shared/i18n/features/billing.es.ts').then((m) => m.billingEs),
      import('#shared/i18n/features/charts.es.ts').then((m) => m.chartsEs),
    ]),
  it: () =>
    mergedTexts([
      import('#shared/i18n/features/admin.it.ts').then((m) => m.adminIt),
      import('#shared/i18n/features/order-lifecycle.it.ts').then((m) => m.orderLifecycleIt),
      import('#shared/i18n/features/part-relations.it.ts').then((m) => m.partRelationsIt),
      import('#shared/i18n/features/privacy.it.ts').then((m) => m.privacyIt),
      import('#shared/i18n/features/account-security.it.ts').then((m) => m.accountSecurityIt),
      import('#shared/i18n/features/billing.it.ts').then((m) => m.billingIt),
      import('#shared/i18n/features/charts.it.ts').then((m) => m.chartsIt),
    ]),
});
