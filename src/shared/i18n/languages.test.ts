import { describe, expect, it } from 'vitest';
import { pickBrowserLanguage } from './languages.ts';

describe('the first visit’s language from the browser (decision 042)', () => {
  it('takes the first offered language by its primary subtag, in the browser’s order', () => {
    expect(pickBrowserLanguage(['fr-FR', 'en-US', 'en'])).toBe('fr');
    expect(pickBrowserLanguage(['FR-ch'])).toBe('fr');
    expect(pickBrowserLanguage(['pt-BR', 'it-IT', 'de'])).toBe('it');
    expect(pickBrowserLanguage(['es-419'])).toBe('es');
  });

  it('has none for languages the site does not offer, or no languages at all', () => {
    expect(pickBrowserLanguage(['pt-BR', 'nl'])).toBeNull();
    expect(pickBrowserLanguage([])).toBeNull();
    expect(pickBrowserLanguage([''])).toBeNull();
  });
});
