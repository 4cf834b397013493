/**
 * Helpers of the dictionary completeness check (completeness.test.ts): which module is which
 * feature and language, and which texts may stay identical to the German one.
 */

/** feature ('' for the public texts in <lang>.ts) → language → key → text */
export type Dictionaries = Record<string, Record<string, Record<string, string>>>;

const FILE = /^\.\/(?:features\/([a-z-]+)\.)?(de|en|fr|es|it)\.ts$/;

function isDictionary(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Groups `import.meta.glob` results by feature and language; each file exports one dictionary. */
export function allDictionaries(modules: Record<string, Record<string, unknown>>): Dictionaries {
  const result: Dictionaries = {};
  for (const [path, exports] of Object.entries(modules)) {
    const match = FILE.exec(path);
    if (!match) continue;
    const [, feature = '', language] = match;
    const dictionary = Object.values(exports).find(isDictionary);
    if (!dictionary || !language) continue;
    (result[feature] ??= {})[language] = { ...dictionary };
  }
  // Signup dictionaries include the shared signup texts; checking them once (signup-common) is enough.
  return result;
}

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\$t\(([\w.]+)\)/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

/**
 * Texts that are the same in German and the other languages: brand and product names, codes,
 * units, symbols and internationally used terms. Kept short on purpose.
 */
export const MAY_EQUAL_GERMAN_VALUES = new Set([
  'HydroParts',
  'Admin',
  'HTML',
  'CSS',
  'PDF',
  'CSV',
  'ZIP',
  'E-Mail',
  'Status',
  'Name',
  'Normal',
  'Budget',
  'Code',
  'Design',
  '–',
  'Made in Germany 2025',
  // Words spelled the same in German and the language in question (checked by hand).
  'Website', // en
  'Administrator', // en
  'Details', // en
  'Text', // en
  'Position', // en
  'Team', // en, it (issue 37: the team tab)
  'Profil', // fr
  'Adresse', // fr
  'Garantie', // fr
  'Fotos', // es
  'Foto {{n}}', // es, it
  'Netto', // it
  'Pos.', // fr, es, it (position abbreviation)
  'Tel.', // en, es, it
  'XRechnung', // the German e-invoice format's name (issue 32)
  'ZUGFeRD', // the e-invoice format's name (issue 32)
  '{{from}}–{{to}} %', // a band of percent (decision 058): figures and a sign in every language
  '{{percent}} %', // a percentage (decision 058)
]);

/** Years and quarters ('2025', 'Q4 2025') read the same everywhere. */
export const MAY_EQUAL_GERMAN_PATTERN = /^(Q\d )?\d{4}$/;

/** Keys whose text is a pure placeholder composition or a proper name in every language. */
export const MAY_EQUAL_GERMAN_KEYS = new Set([
  'static.fee.line',
  'footer.copyright',
  'imprint.provider.body',
  // The German page announces the English version in English.
  'footer.englishSoon',
  // An example address (issue 15 webhooks).
  'webhooks.urlHint',
]);
