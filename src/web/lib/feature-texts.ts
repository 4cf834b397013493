import type { UiLanguage } from '#shared/constants.ts';
import { i18next, registerNamespace } from './i18n.ts';

/**
 * A feature's own dictionaries: one i18next namespace per feature (issue 17), registered and
 * loaded through the built-in backend in lib/i18n.ts when the feature's lazy chunk arrives
 * (German with the chunk, other languages on demand, the translations table's overrides on top).
 * Call sites keep `t('buyer.requests.title')` (the namespace is found through fallbackNS).
 * Pattern for a feature `buyer`:
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

/** A language's texts from several sources, later ones winning (features/<name>/texts.ts). */
export function mergedTexts(parts: Promise<Record<string, string>>[]): Promise<Record<string, string>> {
  return Promise.all(parts).then((loaded) => Object.assign({}, ...loaded) as Record<string, string>);
}

const namespaceOf = new Map<FeatureTexts, string>();

/**
 * Registers the feature's namespace (named after its first key's prefix, e.g. `buyer`) once,
 * adds it to fallbackNS so `t('buyer.…')` finds it, and loads it for the current language and
 * German; the router awaits this before the feature renders.
 */
export async function loadFeatureTexts(texts: FeatureTexts): Promise<void> {
  let namespace = namespaceOf.get(texts);
  if (!namespace) {
    const prefix = (Object.keys(texts.de)[0] ?? 'feature').split('.')[0] || 'feature';
    namespace = prefix;
    for (let n = 2; !registerNamespace(namespace, texts); n += 1) namespace = `${prefix}-${n}`;
    namespaceOf.set(texts, namespace);
    const fallbackNS = i18next.options.fallbackNS;
    i18next.options.fallbackNS = [...(Array.isArray(fallbackNS) ? fallbackNS : []), namespace];
  }
  await i18next.loadNamespaces(namespace);
}
