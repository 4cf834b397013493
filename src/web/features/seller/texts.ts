import { sellerDe } from '#shared/i18n/features/seller.de.ts';
import { requestFormDe } from '#shared/i18n/features/request-form.de.ts';
import { defineFeatureTexts } from '../../lib/feature-texts.ts';

// The shared request form's texts travel with the feature (both dashboards show the form).
type SellerTexts = typeof sellerDe & typeof requestFormDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends SellerTexts {}
}

export const sellerTexts = defineFeatureTexts(
  { ...sellerDe, ...requestFormDe },
  {
    en: () =>
      Promise.all([
        import('#shared/i18n/features/seller.en.ts'),
        import('#shared/i18n/features/request-form.en.ts'),
      ]).then(([f, r]) => ({ ...f.sellerEn, ...r.requestFormEn })),
    fr: () =>
      Promise.all([
        import('#shared/i18n/features/seller.fr.ts'),
        import('#shared/i18n/features/request-form.fr.ts'),
      ]).then(([f, r]) => ({ ...f.sellerFr, ...r.requestFormFr })),
    es: () =>
      Promise.all([
        import('#shared/i18n/features/seller.es.ts'),
        import('#shared/i18n/features/request-form.es.ts'),
      ]).then(([f, r]) => ({ ...f.sellerEs, ...r.requestFormEs })),
    it: () =>
      Promise.all([
        import('#shared/i18n/features/seller.it.ts'),
        import('#shared/i18n/features/request-form.it.ts'),
      ]).then(([f, r]) => ({ ...f.sellerIt, ...r.requestFormIt })),
  },
);
