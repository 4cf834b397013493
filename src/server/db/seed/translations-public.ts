import type { Db } from '#server/db/client.ts';
import { translations } from '#server/db/schema/platform.ts';
import type { TRANSLATION_CATEGORIES } from '#shared/constants.ts';
import type { TranslationKey } from '#shared/i18n/de.ts';
import type { StaticPagesTextKey } from '#shared/i18n/features/static-pages.de.ts';
import { es } from '#shared/i18n/es.ts';
import { fr } from '#shared/i18n/fr.ts';
import { it } from '#shared/i18n/it.ts';
import { staticPagesEs } from '#shared/i18n/features/static-pages.es.ts';
import { staticPagesFr } from '#shared/i18n/features/static-pages.fr.ts';
import { staticPagesIt } from '#shared/i18n/features/static-pages.it.ts';

/** Typed against the built-in German keys: a seeded row for a key the app does not know fails the build. */
export type SeedTranslations = Partial<Record<TranslationKey | StaticPagesTextKey, string>>;
type Category = (typeof TRANSLATION_CATEGORIES)[number];

export const SEEDED_TRANSLATIONS: Record<'fr' | 'es' | 'it', SeedTranslations> = {
  fr: { ...fr, ...staticPagesFr },
  es: { ...es, ...staticPagesEs },
  it: { ...it, ...staticPagesIt },
};

/** The admin's translations tab filters by category; the key's first segment decides it. */
export function categoryOf(key: string): Category {
  const prefix = key.split('.')[0];
  if (prefix === 'nav' || prefix === 'language' || prefix === 'footer') return 'navigation';
  if (prefix === 'auth' || prefix === 'signup') return 'auth';
  if (prefix === 'errors' || prefix === 'notFound') return 'errors';
  if (prefix === 'common') return 'buttons';
  if (key.includes('.form.')) return 'forms';
  return 'general';
}

/**
 * French, Spanish and Italian for the public pages, navigation, footer and login/signup. Keys the
 * admin has already entered for a language are left as they are.
 */
export async function seedPublicTranslations(tx: Db): Promise<void> {
  const rows = Object.entries(SEEDED_TRANSLATIONS).flatMap(([language, texts]) =>
    Object.entries(texts).map(([key, value]) => ({
      key,
      value,
      language,
      category: categoryOf(key),
      isActive: true,
    })),
  );
  await tx.insert(translations).values(rows).onConflictDoNothing();
}
