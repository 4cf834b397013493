import { orderLifecycleDe } from '#shared/i18n/features/order-lifecycle.de.ts';
import { orderLifecycleEn } from '#shared/i18n/features/order-lifecycle.en.ts';
import { orderLifecycleEs } from '#shared/i18n/features/order-lifecycle.es.ts';
import { orderLifecycleFr } from '#shared/i18n/features/order-lifecycle.fr.ts';
import { orderLifecycleIt } from '#shared/i18n/features/order-lifecycle.it.ts';

export type LifecycleTextKey = keyof typeof orderLifecycleDe;

const LIFECYCLE_TEXTS: Record<string, Record<LifecycleTextKey, string>> = {
  de: orderLifecycleDe,
  en: orderLifecycleEn,
  fr: orderLifecycleFr,
  es: orderLifecycleEs,
  it: orderLifecycleIt,
};

/**
 * A lifecycle label (a request's status, a complaint's kind) in the recipient's language, as the
 * dashboards show it; German for a language without texts. One table for every mail that names one.
 */
export function lifecycleText(language: string, key: LifecycleTextKey): string {
  return (LIFECYCLE_TEXTS[language] ?? orderLifecycleDe)[key];
}
