import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '#shared/i18n/de.ts';
import { staticPagesDe } from '#shared/i18n/features/static-pages.de.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { categoryOf, SEEDED_TRANSLATIONS } from './translations-public.ts';

const builtIn: Record<string, string> = { ...de, ...staticPagesDe };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('seeded French, Spanish and Italian texts', () => {
  for (const [language, texts] of Object.entries(SEEDED_TRANSLATIONS)) {
    it(`${language}: every key is a built-in key with the same placeholders`, () => {
      for (const [key, value] of Object.entries(texts)) {
        expect(builtIn[key], key).toBeDefined();
        expect(placeholders(value), key).toEqual(placeholders(builtIn[key]!));
        expect(value.trim(), key).not.toBe('');
      }
    });
  }

  it('covers navigation, footer, landing page, cookie banner and login in every language', () => {
    const required = Object.keys(de).filter((k) => /^(nav|footer|cookie|landing)\./.test(k));
    for (const texts of Object.values(SEEDED_TRANSLATIONS)) {
      expect(required.filter((k) => !(k in texts))).toEqual([]);
      expect(texts).toHaveProperty('auth.login.submit');
    }
  });

  it('covers contact, pricing and seller explanation completely in every language', () => {
    // The fee line only nests the translated suffix; company placeholders address the operator.
    const required = Object.keys(staticPagesDe).filter(
      (k) => k !== 'static.fee.line' && !k.startsWith('static.company.'),
    );
    for (const texts of Object.values(SEEDED_TRANSLATIONS)) {
      expect(required.filter((k) => !(k in texts))).toEqual([]);
    }
  });

  it('files keys under the categories of spec 2 §9', () => {
    expect(categoryOf('nav.buyerLogin')).toBe('navigation');
    expect(categoryOf('auth.login.submit')).toBe('auth');
    expect(categoryOf('static.contact.form.name')).toBe('forms');
    expect(categoryOf('landing.hero.title')).toBe('general');
  });
});

describe('GET /api/v1/i18n after seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the seeded languages next to de and en', async () => {
    const res = await new Client(t.app).get('/api/v1/i18n/languages');
    expect(res.json().languages).toEqual(expect.arrayContaining(['de', 'en', 'fr', 'es', 'it']));
  });

  it('serves the French overrides', async () => {
    const res = await new Client(t.app).get('/api/v1/i18n/fr');
    expect(res.json()['nav.buyerLogin']).toBe('Connexion acheteur');
    expect(res.json()['cookie.accept']).toBe('Accepter');
  });
});
