import { chromium, expect, test, type Page } from '@playwright/test';
import { fr } from '../src/shared/i18n/fr.ts';
import { de } from '../src/shared/i18n/de.ts';
import { en } from '../src/shared/i18n/en.ts';
import { LANGUAGE_STORAGE_KEY } from '../src/shared/constants.ts';

/**
 * Decision 042: the first visit speaks the browser's language when the site offers it; a choice
 * made in the language menu stays; public pages name their other languages (`hreflang`).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

async function expectLanguage(
  page: Page,
  texts: { 'meta.defaultTitle': string; 'landing.hero.title': string },
) {
  await expect(page.locator('#hero-title')).toHaveText(texts['landing.hero.title']);
  await expect(page).toHaveTitle(texts['meta.defaultTitle']);
}

test.describe('a French browser (locale fr-FR)', () => {
  test.use({ locale: 'fr-FR' });

  test('opens the landing page in French on the first visit, with its title, description and hreflang alternates', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectLanguage(page, fr);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      fr['meta.defaultDescription'],
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates.sort()).toEqual(
      [
        `de ${baseURL}/?lang=de`,
        `en ${baseURL}/?lang=en`,
        `es ${baseURL}/?lang=es`,
        `fr ${baseURL}/?lang=fr`,
        `it ${baseURL}/?lang=it`,
        `x-default ${baseURL}/`,
      ].sort(),
    );
    if (SHOTS) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/first-visit-fr-landing-${width}.png` });
      }
    }

    // A page's alternate opens that language, without overriding anything stored.
    await page.goto('/pricing?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
      'href',
      `${baseURL}/pricing?lang=it`,
    );
    // Pages behind a sign-in have none.
    await page.goto('/buyer-dashboard');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test('keeps a language chosen in the menu over the browser’s', async ({ page }) => {
    await page.goto('/');
    await expectLanguage(page, fr);
    // What the language menu stores (lib/i18n.ts switchLanguage).
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await expectLanguage(page, en);
  });
});

test('a browser in a language the site does not offer (pt-BR) gets German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectLanguage(page, de);
  await context.close();
});

test('Chromium started with --lang=fr-FR opens the landing page in French', async ({ baseURL }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--lang=fr-FR', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // No locale given: the browser's own languages, as a person's Chromium would have them.
    const page = await browser.newPage();
    await page.goto(baseURL!);
    expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^fr/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectLanguage(page, fr);
  } finally {
    await browser.close();
  }
});
