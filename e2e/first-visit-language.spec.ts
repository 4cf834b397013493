import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Chromium started by hand with French languages, as a person's would be, and driven over the
 * DevTools protocol: its own first window, which no Playwright context option touches (the
 * config's locale de-DE would apply to any context Playwright creates).
 */
async function frenchChromium(): Promise<{ process: ChildProcess; endpoint: string }> {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      // --lang sets a windowed Chromium's languages; headless Chromium takes them from --accept-lang.
      '--lang=fr-FR',
      '--accept-lang=fr-FR,fr',
      '--remote-debugging-port=0',
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'hp-fr-'))}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m) resolve(m[1]!);
    });
    child.once('exit', () => reject(new Error(`Chromium beendet: ${seen}`)));
  });
  return { process: child, endpoint };
}

test('Chromium started with --lang=fr-FR opens the landing page in French', async ({ baseURL }) => {
  const started = await frenchChromium();
  const browser = await chromium.connectOverCDP(started.endpoint);
  try {
    const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
    await page.goto(baseURL!);
    expect(await page.evaluate(() => navigator.languages[0])).toBe('fr-FR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectLanguage(page, fr);
  } finally {
    await browser.close();
    started.process.kill();
  }
});
