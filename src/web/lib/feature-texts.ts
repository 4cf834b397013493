import type { UiLanguage } from '#shared/constants.ts';
import { addFeatureTexts } from './i18n.ts';

/**
 * A feature's own dictionaries. They travel with the feature's lazy chunk instead of the landing
 * bundle. Pattern for a feature `buyer`:
 *
 *   // src/shared/i18n/features/buyer.de.ts
 *   export const buyerDe = { 'buyer.requests.title': 'Meine Anfragen', … } as const;
 *   export type BuyerTextKey = keyof typeof buyerDe;
 *   // src/shared/i18n/features/buyer.en.ts
 *   export const buyerEn: Record<BuyerTextKey, string> = { 'buyer.requests.title': 'My requests', … };
 *   // src/web/features/buyer/texts.ts
 *   declare module '../../lib/i18n.ts' { interface AppTexts extends BuyerTexts {} }
 *   type BuyerTexts = typeof buyerDe;
 *   export const buyerTexts = defineFeatureTexts(buyerDe, { en: () => import(…).then((m) => m.buyerEn) });
 *   // the route module: export { buyerTexts as texts } — the router adds them before rendering.
 */
export interface FeatureTexts {
  de: Record<string, string>;
  others: Partial<Record<UiLanguage, () => Promise<Record<string, string>>>>;
}

export function defineFeatureTexts(de: Record<string, string>, others: FeatureTexts['others']): FeatureTexts {
  return { de, others };
}

export function loadFeatureTexts(texts: FeatureTexts): Promise<void> {
  return addFeatureTexts(texts.de, texts.others);
}
