import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type UiLanguage } from '#shared/constants.ts';
import { de } from '#shared/i18n/de.ts';
import { validationDe } from '#shared/i18n/features/validation.de.ts';
import { isUiLanguage, pickBrowserLanguage } from '#shared/i18n/languages.ts';
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

type Dictionary = Record<string, string>;
type Loader = () => Promise<Dictionary>;

/** The query parameter of the public pages' `hreflang` alternates (`/pricing?lang=fr`). */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language of a page load (decision 042): a link's `?lang=` (an `hreflang` alternate) for this
 * view; else the reader's own choice in this browser (the language menu stores it); else, on a
 * first visit, the first of the browser's languages the site offers (navigator.languages: Chromium
 * with `--lang=fr-FR` opens in French); else German. Only a choice is stored, never a guess, so a
 * browser whose languages change follows them until its reader picks one.
 */
function initialLanguage(): UiLanguage {
  const linked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isUiLanguage(linked)) return linked;
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickBrowserLanguage(browser) ?? DEFAULT_LANGUAGE;
}

/**
 * Namespaces (issue 17): `translation` holds the public texts and validation messages (German
 * in the entry bundle); every feature has a namespace of its own, registered by its lazy chunk
 * (lib/feature-texts.ts) and loaded through the backend below — for the current language and
 * German, the fallback; a language switch loads every registered namespace before it applies.
 * `fallbackNS` lists the registered namespaces, so call sites keep `t('buyer.requests.title')`.
 * Each namespace takes the translations table's overrides (spec 1 §4) for its own keys.
 */
const namespaces = new Map<string, { de: Dictionary; others: Partial<Record<UiLanguage, Loader>> }>();

const withValidation = (texts: Promise<Dictionary>, validation: Promise<Dictionary>) =>
  Promise.all([texts, validation]).then(([a, b]) => ({ ...a, ...b }));

namespaces.set('translation', {
  de: { ...de, ...validationDe },
  others: {
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
  },
});

/** One fetch of the translations table per language; a failure is forgotten so a later switch retries. */
const overrideFetches = new Map<string, Promise<Dictionary>>();

function toDictionary(data: unknown): Dictionary | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data).filter(
    // An empty override would blank a label; the built-in text is the better fallback.
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return Object.fromEntries(entries);
}

async function fetchOverrides(language: UiLanguage): Promise<Dictionary> {
  try {
    const response = await fetch(`/api/v1/i18n/${encodeURIComponent(language)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const dictionary = toDictionary(await response.json());
    if (!dictionary) throw new Error('Antwort ist kein Schlüssel-Wert-Objekt');
    return dictionary;
  } catch (error) {
    overrideFetches.delete(language);
    console.warn(
      `Übersetzungen für "${language}" konnten nicht geladen werden; eingebaute Texte werden verwendet.`,
      error,
    );
    return {};
  }
}

function overridesFor(language: UiLanguage): Promise<Dictionary> {
  let load = overrideFetches.get(language);
  if (!load) {
    load = fetchOverrides(language);
    overrideFetches.set(language, load);
  }
  return load;
}

/** The overrides that belong to a namespace: those of its own (German) keys. */
function ownOverrides(overrides: Dictionary, german: Dictionary): Dictionary {
  return Object.fromEntries(Object.entries(overrides).filter(([key]) => key in german));
}

async function readNamespace(language: string, namespace: string): Promise<Dictionary> {
  const entry = namespaces.get(namespace);
  if (!entry || !isUiLanguage(language)) return {};
  const load = language === DEFAULT_LANGUAGE ? async () => entry.de : entry.others[language];
  const [texts, overrides] = await Promise.all([
    load?.().catch((error: unknown) => {
      console.warn(`Texte für "${language}" konnten nicht geladen werden; es gilt Deutsch.`, error);
      return undefined;
    }),
    overridesFor(language),
  ]);
  return { ...texts, ...ownOverrides(overrides, entry.de) };
}

/**
 * The built-in dictionaries as an i18next backend (the i18next-resources-to-backend pattern)
 * with the translations table chained behind them: built-in text first, the admin's override
 * on top. A failure logs and leaves German (spec 1 §8).
 */
const builtInBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    // Never rejects: failed loads are logged inside and leave German.
    void readNamespace(language, namespace).then((texts) => callback(null, texts));
  },
};

const initialised = i18next
  .use(builtInBackend)
  .use(initReactI18next)
  .init({
    // German public texts ship in the entry bundle (default and fallback); everything else loads.
    resources: { de: { translation: namespaces.get('translation')!.de } },
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: [],
    lng: initialLanguage(),
    // Spec 1 §8: a missing key shows the German default, else the key itself.
    fallbackLng: DEFAULT_LANGUAGE,
    // Keys are flat ('nav.buyerLogin') exactly as in the translations table, not nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes rendered text already; escaping twice would show entities.
    interpolation: { escapeValue: false },
    // German is in memory: init is synchronous and the first render is translated.
    initAsync: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  });

document.documentElement.lang = i18next.language;
// i18next's own event keeps the page language in step, whoever changes the language.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Adds a feature's namespace for the backend (lib/feature-texts.ts names and loads it). */
export function registerNamespace(
  namespace: string,
  texts: { de: Dictionary; others: Partial<Record<UiLanguage, Loader>> },
): boolean {
  if (namespaces.has(namespace)) return false;
  namespaces.set(namespace, texts);
  return true;
}

/**
 * The German public texts' overrides from the translations table (the entry bundle carries the
 * built-ins; other languages and every feature namespace get theirs through the backend).
 * Resolves with the number of texts added; never rejects.
 */
async function loadGermanOverrides(): Promise<number> {
  const own = ownOverrides(await overridesFor(DEFAULT_LANGUAGE), namespaces.get('translation')!.de);
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', own, true, true);
  return Object.keys(own).length;
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Loads every namespace in use for the language, then switches: no flash of German labels. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

/** The German overrides (German is also every language's fallback); main.tsx re-renders once they arrive. */
export const initialOverrides: Promise<number> = loadGermanOverrides();

/** Resolves once the stored language's public texts are there; main.tsx renders then. */
export const i18nReady: Promise<void> = Promise.resolve(initialised).then(() => undefined);

export { i18next };
