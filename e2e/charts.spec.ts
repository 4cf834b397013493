import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, LoginPage } from './support/fixtures.ts';

/**
 * Issue 35 (decision 059): the buyer's 'Auswertung' and the admin's 'Kennzahlen' charts, in German
 * and Italian, at 1280 and 375 px, with the first chart's table opened. Screenshots go to SHOTS_DIR.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function session(browser: Browser, baseURL: string, email: string, kind: 'buyer' | 'admin') {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  const accept = page.getByRole('button', { name: /Akzeptieren|Accetta/ });
  if (await accept.isVisible()) await accept.click();
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const [kind, email, tab] of [
  ['buyer', DEMO.buyer, { de: 'Auswertung', it: 'Analisi' }],
  ['admin', DEMO.admin, { de: 'Kennzahlen', it: 'Indicatori' }],
] as const) {
  test(`the ${kind}'s dashboard charts in German and Italian`, async ({ browser, baseURL }) => {
    const page = await session(browser, baseURL!, email, kind);
    try {
      for (const lang of ['de', 'it'] as const) {
        expect((await page.request.put('/api/v1/auth/language', { data: { language: lang } })).status()).toBe(
          200,
        );
        await page.reload();
        await page.getByRole('tab', { name: tab[lang] }).click();
        const figures = page.getByRole('figure');
        await expect(figures.first()).toBeVisible();
        // Every chart is a labelled image with its table behind 'Als Tabelle anzeigen'.
        const count = await figures.count();
        expect(count).toBe(kind === 'buyer' ? 3 : 9);
        await expect(page.getByRole('img')).toHaveCount(count);
        await figures.first().locator('summary').click();
        await expect(figures.first().getByRole('table')).toBeVisible();
        await shoot(page, `${kind}-charts-${lang}`);
      }
    } finally {
      await page.request.put('/api/v1/auth/language', { data: { language: 'de' } });
    }
  });
}
