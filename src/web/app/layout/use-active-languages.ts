import { useEffect, useState } from 'react';
import { BUILT_IN_LANGUAGES, isUiLanguage, LANGUAGES, type LanguageOption } from '#shared/i18n/languages.ts';
import type { UiLanguage } from '#shared/constants.ts';

let cached: Promise<UiLanguage[]> | null = null;

/** GET /api/v1/i18n/languages once per visit; on failure the built-in languages are offered. */
function fetchActiveLanguages(): Promise<UiLanguage[]> {
  cached ??= fetch('/api/v1/i18n/languages', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { languages?: unknown };
      const list = Array.isArray(body.languages) ? body.languages.filter(isUiLanguage) : [];
      return list.length > 0 ? list : [...BUILT_IN_LANGUAGES];
    })
    .catch((error: unknown) => {
      cached = null;
      console.warn('Sprachen konnten nicht geladen werden; es werden Deutsch und Englisch angeboten.', error);
      return [...BUILT_IN_LANGUAGES];
    });
  return cached;
}

/**
 * Spec 1 §9: de and en at first, then the active languages of the translations table. The
 * current language stays in the list even if its rows were deactivated, so the menu shows it.
 */
export function useActiveLanguages(current: string): LanguageOption[] {
  const [codes, setCodes] = useState<readonly UiLanguage[]>(BUILT_IN_LANGUAGES);
  useEffect(() => {
    let alive = true;
    void fetchActiveLanguages().then((list) => {
      if (alive) setCodes(list);
    });
    return () => {
      alive = false;
    };
  }, []);
  return LANGUAGES.filter((l) => codes.includes(l.code) || l.code === current);
}
