import { buyerDe } from '#shared/i18n/features/buyer.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type BuyerTexts = typeof buyerDe & typeof requestFormDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends BuyerTexts {}
}

export const buyerTexts = defineFeatureTexts(
  { ...buyerDe, ...requestFormDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
      ]).then(([f, r]) => ({ ...f.buyerEn, ...r.requestFormEn })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
      ]).then(([f, r]) => ({ ...f.buyerFr, ...r.requestFormFr })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
      ]).then(([f, r]) => ({ ...f.buyerEs, ...r.requestFormEs })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/buyer.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
      ]).then(([f, r]) => ({ ...f.buyerIt, ...r.requestFormIt })),
  },
);
