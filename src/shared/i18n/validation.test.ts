import { describe, expect, it } from 'vitest';
import { validationDe } from './features/validation.de.ts';

// The shared sources as text (vite's raw import: src/shared stays free of node:* modules).
const sources = import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts', '!../i18n/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every German message literal of the shared zod schemas. */
function schemaMessages(): string[] {
  const found: string[] = [];
  for (const source of Object.values(sources)) {
    if (!source.includes("from 'zod'")) continue;
    for (const [, text = ''] of source.matchAll(/'((?:[^'\\]|\\.)*)'/g)) {
      // A sentence addressed to the user: "Bitte …", "… muss …", "Ungültige …" and the like.
      if (
        /^[A-ZÄÖÜ]/.test(text) &&
        / /.test(text) &&
        /\b(Bitte|muss|darf|dürfen|können|Ungültige?|sind|ist|wurde)\b/.test(text)
      )
        found.push(text);
    }
  }
  return found;
}

describe('validation messages', () => {
  it('lists every German schema message, so the web can show it in the reader’s language', () => {
    const known = new Set<string>(Object.values(validationDe));
    const missing = [...new Set(schemaMessages())].filter((m) => !known.has(m));
    expect(schemaMessages().length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
