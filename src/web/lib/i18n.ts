import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type UiLanguage } from '#shared/constants.ts';
import { de } from '#shared/i18n/de.ts';
import { validationDe } from '#shared/i18n/features/validation.de.ts';
import { BUILT_IN_LANGUAGES, isUiLanguage } from '#shared/i18n/languages.ts';
import { readStorage, writeStorage } from './storage.ts';

type PublicTexts = typeof de;
/**
 * Every key t() accepts: the public texts plus each feature's own dictionary, which a feature
 * adds by declaration merging (see lib/feature-texts.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by merging
export interface AppTexts extends PublicTexts {}

// Typed keys: t('nav.typo') fails the type check instead of showing a raw key to a user.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTexts };
    keySeparator: false;
    nsSeparator: false;
  }
}

function initialLanguage(): UiLanguage {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// German ships in the entry bundle (default and fallback). The other languages are built in too,
// but loaded on demand: only their readers need them, and the landing bundle stays in its budget.
// Each language's public texts travel with its validation messages (see lib/validation-texts.ts).
const withValidation = (
  texts: Promise<Record<string, string>>,
  validation: Promise<Record<string, string>>,
) => Promise.all([texts, validation]).then(([a, b]) => ({ ...a, ...b }));

const builtInLoaders: Partial<Record<UiLanguage, () => Promise<Record<string, string>>>> = {
  en: () =>
    withValidation(
      import('#shared/i18n/en.ts').then((m) => m.en),
      import('#shared/i18n/features/validation.en.ts').then((m) => m.validationEn),
    ),
  fr: () =>
    withValidation(
      import('#shared/i18n/fr.ts').then((m) => m.fr),
      import('#shared/i18n/features/validation.fr.ts').then((m) => m.validationFr),
    ),
  es: () =>
    withValidation(
      import('#shared/i18n/es.ts').then((m) => m.es),
      import('#shared/i18n/features/validation.es.ts').then((m) => m.validationEs),
    ),
  it: () =>
    withValidation(
      import('#shared/i18n/it.ts').then((m) => m.it),
      import('#shared/i18n/features/validation.it.ts').then((m) => m.validationIt),
    ),
};

void i18next.use(initReactI18next).init({
  resources: { de: { translation: { ...de, ...validationDe } } },
  lng: initialLanguage(),
  // Spec 1 §8: a missing key shows the German default, else the key itself.
  fallbackLng: DEFAULT_LANGUAGE,
  // Keys are flat ('nav.buyerLogin') exactly as in the translations table, not nested objects.
  keySeparator: false,
  nsSeparator: false,
  // React escapes rendered text already; escaping twice would show entities.
  interpolation: { escapeValue: false },
  // Built-in resources are in memory, so init is synchronous and the first render is translated.
  initAsync: false,
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

document.documentElement.lang = i18next.language;
// i18next's own event keeps the page language in step, whoever changes the language.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

const loadedBuiltIns = new Set<UiLanguage>();

/** English (etc.) dictionaries of features whose chunk has loaded (lib/feature-texts.ts). */
const featureLoaders: Partial<Record<UiLanguage, (() => Promise<Record<string, string>>)[]>> = {};
const loadedFeatureTexts = new Set<() => Promise<Record<string, string>>>();

async function loadFeatureTexts(language: UiLanguage): Promise<void> {
  for (const load of featureLoaders[language] ?? []) {
    if (loadedFeatureTexts.has(load)) continue;
    try {
      i18next.addResourceBundle(language, 'translation', await load(), true, false);
      loadedFeatureTexts.add(load);
    } catch (error) {
      console.warn(`Texte für "${language}" konnten nicht geladen werden; es gilt Deutsch.`, error);
    }
  }
}

/**
 * Adds a feature's built-in texts: German at once (default and fallback), other languages when
 * they are (or become) the current one. Overrides from the translations table keep priority.
 */
export async function addFeatureTexts(
  deTexts: Record<string, string>,
  others: Partial<Record<UiLanguage, () => Promise<Record<string, string>>>>,
): Promise<void> {
  i18next.addResourceBundle('de', 'translation', deTexts, true, false);
  for (const [language, load] of Object.entries(others) as [
    UiLanguage,
    () => Promise<Record<string, string>>,
  ][]) {
    const list = (featureLoaders[language] ??= []);
    if (!list.includes(load)) list.push(load);
  }
  const current = currentLanguage();
  if (current !== 'de') await loadFeatureTexts(current);
}

async function loadBuiltIn(language: UiLanguage): Promise<void> {
  await loadFeatureTexts(language);
  const load = builtInLoaders[language];
  if (!load || loadedBuiltIns.has(language)) return;
  try {
    // deep, no overwrite: overrides from the translations table that arrived first stay in force.
    i18next.addResourceBundle(language, 'translation', await load(), true, false);
    loadedBuiltIns.add(language);
  } catch (error) {
    console.warn(`Eingebaute Texte für "${language}" konnten nicht geladen werden; es gilt Deutsch.`, error);
  }
}

/** One load per language; a failed load is forgotten so a later switch tries again. */
const overrideLoads = new Map<string, Promise<number>>();

function toDictionary(data: unknown): Record<string, string> | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data).filter(
    // An empty override would blank a label; the built-in text is the better fallback.
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return Object.fromEntries(entries);
}

async function fetchOverrides(language: UiLanguage): Promise<number> {
  try {
    const response = await fetch(`/api/v1/i18n/${encodeURIComponent(language)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const dictionary = toDictionary(await response.json());
    if (!dictionary) throw new Error('Antwort ist kein Schlüssel-Wert-Objekt');
    i18next.addResourceBundle(language, 'translation', dictionary, true, true);
    return Object.keys(dictionary).length;
  } catch (error) {
    // Allow another attempt when the user switches to this language again.
    overrideLoads.delete(language);
    console.warn(
      `Übersetzungen für "${language}" konnten nicht geladen werden; eingebaute Texte werden verwendet.`,
      error,
    );
    return 0;
  }
}

/**
 * Active texts of the translations table override the built-ins (spec 1 §4). A failure is only
 * logged (spec 1 §8): the page keeps working with the built-in texts. Resolves
 * with the number of texts added; never rejects.
 */
export function loadTranslationOverrides(language: UiLanguage): Promise<number> {
  let load = overrideLoads.get(language);
  if (!load) {
    load = fetchOverrides(language);
    overrideLoads.set(language, load);
  }
  return load;
}

function isBuiltInLanguage(language: UiLanguage): boolean {
  return (BUILT_IN_LANGUAGES as readonly UiLanguage[]).includes(language);
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function switchLanguage(language: UiLanguage): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  // Texts first, then the switch: no flash of German labels in the newly chosen language.
  await Promise.all([loadBuiltIn(language), loadTranslationOverrides(language)]);
  await i18next.changeLanguage(language);
}

/** The stored language's overrides; main.tsx re-renders once when they arrive (see there). */
export const initialOverrides: Promise<number> = loadTranslationOverrides(currentLanguage());

/**
 * Resolves once the stored language's built-in texts are there; main.tsx renders then. Every
 * offered language is built in, so the first render does not wait for the table's overrides.
 */
export const i18nReady: Promise<void> = Promise.all([
  loadBuiltIn(currentLanguage()),
  isBuiltInLanguage(currentLanguage()) ? undefined : initialOverrides,
]).then(() => undefined);

export { i18next };
