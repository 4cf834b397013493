import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import {
  allDictionaries,
  MAY_EQUAL_GERMAN_KEYS,
  MAY_EQUAL_GERMAN_PATTERN,
  MAY_EQUAL_GERMAN_VALUES,
  placeholdersOf,
  type Dictionaries,
} from './completeness.ts';

/**
 * Every built-in dictionary (src/shared/i18n/<lang>.ts and features/<feature>.<lang>.ts, found by
 * file name, so a new feature file is checked without being registered) must hold every German
 * key in every offered language: non-empty, with the same {{placeholders}}, and translated — a
 * text equal to the German one is only allowed for brand names, codes and units (allow-lists in
 * completeness.ts). A failure lists "language key" lines, so a key added in German on another
 * branch shows up here by name.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', './features/*.ts'], {
  eager: true,
});
const dictionaries: Dictionaries = allDictionaries(modules);
const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'de');

describe('built-in dictionaries', () => {
  it('finds the German public texts and every feature', () => {
    expect(Object.keys(dictionaries)).toEqual(expect.arrayContaining(['', 'admin', 'buyer', 'seller']));
  });

  for (const language of others) {
    it(`${language}: every German key is there, non-empty, with the same placeholders`, () => {
      const problems: string[] = [];
      for (const [feature, byLanguage] of Object.entries(dictionaries)) {
        const german = byLanguage.de ?? {};
        const texts = byLanguage[language];
        for (const [key, source] of Object.entries(german)) {
          const text = texts?.[key];
          const where = `${language} ${key} (${feature || 'public'})`;
          if (text === undefined) problems.push(`${where}: missing`);
          else if (text.trim() === '') problems.push(`${where}: empty`);
          else if (placeholdersOf(text).join() !== placeholdersOf(source).join())
            problems.push(
              `${where}: placeholders ${placeholdersOf(text).join()} ≠ ${placeholdersOf(source).join()}`,
            );
        }
        for (const key of Object.keys(texts ?? {}))
          if (!(key in german))
            problems.push(`${language} ${key} (${feature || 'public'}): not a German key`);
      }
      expect(problems).toEqual([]);
    });

    it(`${language}: no text is still the German one (outside names, codes and units)`, () => {
      const untranslated: string[] = [];
      for (const byLanguage of Object.values(dictionaries)) {
        for (const [key, source] of Object.entries(byLanguage.de ?? {})) {
          const text = byLanguage[language]?.[key];
          if (text !== source || MAY_EQUAL_GERMAN_KEYS.has(key) || MAY_EQUAL_GERMAN_VALUES.has(source))
            continue;
          if (MAY_EQUAL_GERMAN_PATTERN.test(source)) continue;
          untranslated.push(`${language} ${key}: "${source}"`);
        }
      }
      expect(untranslated).toEqual([]);
    });
  }

  it('reports the figures: keys × languages, 0 missing', () => {
    // Signup dictionaries include the shared signup texts: count each key once.
    const texts = (code: string) => {
      const merged: Record<string, string> = {};
      for (const d of Object.values(dictionaries)) Object.assign(merged, d[code]);
      return merged;
    };
    const keys = Object.keys(texts('de'));
    const present = LANGUAGES.map(
      ({ code }) => keys.filter((k) => (texts(code)[k] ?? '').trim() !== '').length,
    );
    const total = keys.length * LANGUAGES.length;
    console.info(
      `i18n completeness: ${keys.length} keys × ${LANGUAGES.length} languages = ${total} texts; ` +
        LANGUAGES.map((l, i) => `${l.code} ${present[i]}`).join(', ') +
        `; missing ${total - present.reduce((a, b) => a + b, 0)}`,
    );
    expect(present).toEqual(LANGUAGES.map(() => keys.length));
  });
});
