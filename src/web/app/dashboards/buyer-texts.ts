import { sellerPerformanceDe } from '#shared/i18n/features/seller-performance.de.ts';
import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { webhooksDe } from '#shared/i18n/features/webhooks.de.ts';
import { pushDe } from '#shared/i18n/features/push.de.ts';
import { partRelationsDe } from '#shared/i18n/features/part-relations.de.ts';
import { questionsDe } from '#shared/i18n/features/questions.de.ts';
import { mailControlDe } from '#shared/i18n/features/mail-control.de.ts';
import { privacyDe } from '#shared/i18n/features/privacy.de.ts';
import { accountSecurityDe } from '#shared/i18n/features/account-security.de.ts';
import { priceComparisonDe } from '#shared/i18n/features/price-comparison.de.ts';
import { chartsDe } from '#shared/i18n/features/charts.de.ts';
import { attachmentsDe } from '#shared/i18n/features/attachments.de.ts';
import { teamDe } from '#shared/i18n/features/team.de.ts';
import { assignmentDe } from '#shared/i18n/features/assignment.de.ts';
import { approvalsDe } from '#shared/i18n/features/approvals.de.ts';
import { defineFeatureTexts, mergedTexts } from '#web/lib/feature-texts.ts';

// One source per line, the feature's own first (it names the namespace): a branch that adds a
// source adds lines, so parallel additions merge without touching each other.
const buyerTextsDe = {
  ...buyerDe,
  ...requestFormDe,
  ...orderLifecycleDe,
  ...webhooksDe,
  ...pushDe,
  ...partRelationsDe,
  ...questionsDe,
  ...mailControlDe,
  ...privacyDe,
  ...accountSecurityDe,
  ...priceComparisonDe,
  ...chartsDe,
  ...sellerPerformanceDe,
  ...attachmentsDe,
  ...teamDe,
  ...assignmentDe,
  ...approvalsDe,
} as const;
type BuyerTexts = typeof buyerTextsDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(buyerTextsDe, {
  en: () =>
    mergedTexts([
      import('#shared/i18n/features/buyer.en.ts').then((m) => m.buyerEn),
      import('#shared/i18n/features/request-form.en.ts').then((m) => m.requestFormEn),
      import('#shared/i18n/features/order-lifecycle.en.ts').then((m) => m.orderLifecycleEn),
      import('#shared/i18n/features/webhooks.en.ts').then((m) => m.webhooksEn),
      import('#shared/i18n/features/push.en.ts').then((m) => m.pushEn),
      import('#shared/i18n/features/part-relations.en.ts').then((m) => m.partRelationsEn),
      import('#shared/i18n/features/questions.en.ts').then((m) => m.questionsEn),
      import('#shared/i18n/features/mail-control.en.ts').then((m) => m.mailControlEn),
      import('#shared/i18n/features/privacy.en.ts').then((m) => m.privacyEn),
      import('#shared/i18n/features/account-security.en.ts').then((m) => m.accountSecurityEn),
      import('#shared/i18n/features/price-comparison.en.ts').then((m) => m.priceComparisonEn),
      import('#shared/i18n/features/charts.en.ts').then((m) => m.chartsEn),
      import('#shared/i18n/features/seller-performance.en.ts').then((m) => m.sellerPerformanceEn),
      import('#shared/i18n/features/attachments.en.ts').then((m) => m.attachmentsEn),
      import('#shared/i18n/features/team.en.ts').then((m) => m.teamEn),
      import('#shared/i18n/features/assignment.en.ts').then((m) => m.assignmentEn),
      import('#shared/i18n/features/approvals.en.ts').then((m) => m.approvalsEn),
    ]),
  fr: () =>
    mergedTexts([
      import('#shared/i18n/features/buyer.fr.ts').then((m) => m.buyerFr),
      import('#shared/i18n/features/request-form.fr.ts').then((m) => m.requestFormFr),
      import('#shared/i18n/features/order-lifecycle.fr.ts').then((m) => m.orderLifecycleFr),
      import('#shared/i18n/features/webhooks.fr.ts').then((m) => m.webhooksFr),
      import('#shared/i18n/features/push.fr.ts').then((m) => m.pushFr),
      import('#shared/i18n/features/part-relations.fr.ts').then((m) => m.partRelationsFr),
      import('#shared/i18n/features/questions.fr.ts').then((m) => m.questionsFr),
      import('#shared/i18n/features/mail-control.fr.ts').then((m) => m.mailControlFr),
      import('#shared/i18n/features/privacy.fr.ts').then((m) => m.privacyFr),
      import('#shared/i18n/features/account-security.fr.ts').then((m) => m.accountSecurityFr),
      import('#shared/i18n/features/price-comparison.fr.ts').then((m) => m.priceComparisonFr),
      import('#shared/i18n/features/charts.fr.ts').then((m) => m.chartsFr),
      import('#shared/i18n/features/seller-performance.fr.ts').then((m) => m.sellerPerformanceFr),
      import('#shared/i18n/features/attachments.fr.ts').then((m) => m.attachmentsFr),
      import('#shared/i18n/features/team.fr.ts').then((m) => m.teamFr),
      import('#shared/i18n/features/assignment.fr.ts').then((m) => m.assignmentFr),
      import('#shared/i18n/features/approvals.fr.ts').then((m) => m.approvalsFr),
    ]),
  es: () =>
    mergedTexts([
      import('#shared/i18n/features/buyer.es.ts').then((m) => m.buyerEs),
      import('#shared/i18n/features/request-form.es.ts').then((m) => m.requestFormEs),
      import('#shared/i18n/features/order-lifecycle.es.ts').then((m) => m.orderLifecycleEs),
      import('#shared/i18n/features/webhooks.es.ts').then((m) => m.webhooksEs),
      import('#shared/i18n/features/push.es.ts').then((m) => m.pushEs),
      import('#shared/i18n/features/part-relations.es.ts').then((m) => m.partRelationsEs),
      import('#shared/i18n/features/questions.es.ts').then((m) => m.questionsEs),
      import('#shared/i18n/features/mail-control.es.ts').then((m) => m.mailControlEs),
      import('#shared/i18n/features/privacy.es.ts').then((m) => m.privacyEs),
      import('#shared/i18n/features/account-security.es.ts').then((m) => m.accountSecurityEs),
      import('#shared/i18n/features/price-comparison.es.ts').then((m) => m.priceComparisonEs),
      import('#shared/i18n/features/charts.es.ts').then((m) => m.chartsEs),
      import('#shared/i18n/features/seller-performance.es.ts').then((m) => m.sellerPerformanceEs),
      import('#shared/i18n/features/attachments.es.ts').then((m) => m.attachmentsEs),
      import('#shared/i18n/features/team.es.ts').then((m) => m.teamEs),
      import('#shared/i18n/features/assignment.es.ts').then((m) => m.assignmentEs),
      import('#shared/i18n/features/approvals.es.ts').then((m) => m.approvalsEs),
    ]),
  it: () =>
    mergedTexts([
      import('#shared/i18n/features/buyer.it.ts').then((m) => m.buyerIt),
      import('#shared/i18n/features/request-form.it.ts').then((m) => m.requestFormIt),
      import('#shared/i18n/features/order-lifecycle.it.ts').then((m) => m.orderLifecycleIt),
      import('#shared/i18n/features/webhooks.it.ts').then((m) => m.webhooksIt),
      import('#shared/i18n/features/push.it.ts').then((m) => m.pushIt),
      import('#shared/i18n/features/part-relations.it.ts').then((m) => m.partRelationsIt),
      import('#shared/i18n/features/questions.it.ts').then((m) => m.questionsIt),
      import('#shared/i18n/features/mail-control.it.ts').then((m) => m.mailControlIt),
      import('#shared/i18n/features/privacy.it.ts').then((m) => m.privacyIt),
      import('#shared/i18n/features/account-security.it.ts').then((m) => m.accountSecurityIt),
      import('#shared/i18n/features/price-comparison.it.ts').then((m) => m.priceComparisonIt),
      import('#shared/i18n/features/charts.it.ts').then((m) => m.chartsIt),
      import('#shared/i18n/features/seller-performance.it.ts').then((m) => m.sellerPerformanceIt),
      import('#shared/i18n/features/attachments.it.ts').then((m) => m.attachmentsIt),
      import('#shared/i18n/features/team.it.ts').then((m) => m.teamIt),
      import('#shared/i18n/features/assignment.it.ts').then((m) => m.assignmentIt),
      import('#shared/i18n/features/approvals.it.ts').then((m) => m.approvalsIt),
    ]),
});
