import type { UiLanguage } from '#shared/constants.ts';

export interface LanguageOption {
  code: UiLanguage;
  /** Endonym: a reader looks for their language in its own spelling, so names are not translated. */
  name: string;
}

const GERMAN: LanguageOption = { code: 'de', name: 'Deutsch' };

/** Spec 1 §2: the switcher offers de, en, fr, es and it with names and flags (the web draws the flags as SVG). */
export const LANGUAGES: readonly LanguageOption[] = [
  GERMAN,
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
];

/** Built-in dictionaries exist for every offered language; the translations table overrides them. */
export const BUILT_IN_LANGUAGES = ['de', 'en', 'fr', 'es', 'it'] as const satisfies readonly UiLanguage[];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/**
 * The first of the browser's preferred languages (navigator.languages, best first) that the site
 * offers, by primary subtag: `fr-CH` → `fr`. Null when none is offered (German applies then).
 */
export function pickBrowserLanguage(preferred: readonly string[]): UiLanguage | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}

/** The option for a language code; German (the default language) for anything unknown. */
export function findLanguage(code: string): LanguageOption {
  return LANGUAGES.find((l) => l.code === code) ?? GERMAN;
}

/** Intl locale per UI language, so money and dates follow the chosen language. */
export const INTL_LOCALES: Record<UiLanguage, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
};

/** Intl locale of a stored language code (a mail recipient's); German for anything unknown. */
export function localeFor(language: string): string {
  return INTL_LOCALES[findLanguage(language).code];
}
