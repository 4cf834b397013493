import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './support/fixtures.ts';

/**
 * Issue 30 (reach): 'Kann ich nicht liefern' on the seller's list with its undo, the buyer's
 * anonymous decline count, and the seller's Liefergebiete settings — in German (seller 1) and
 * Italian (seller 2), at 375 and 1280 px. Screenshots go to SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_DE = 'verkaeufer@hydroparts.demo';
const SELLER_IT = 'verkaeufer2@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function session(browser: Browser, baseURL: string, email: string, kind: 'buyer' | 'seller') {
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
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("'Kann ich nicht liefern' with undo, the buyer's count, and the seller's regions", async ({
  browser,
  baseURL,
}) => {
  const part = `E2E-30-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: {
      partNumber: part,
      quantity: '4',
      urgency: 'dringend',
      description: 'Dichtungssatz für Zylinder 80/45',
    },
  });
  expect(created.status()).toBe(201);

  for (const [email, lang] of [
    [SELLER_DE, 'de'],
    [SELLER_IT, 'it'],
  ] as const) {
    const seller = await session(browser, baseURL!, email, 'seller');
    expect((await seller.request.put('/api/v1/auth/language', { data: { language: lang } })).status()).toBe(
      200,
    );
    await seller.goto(`/seller-dashboard?tab=requests`);
    await seller
      .getByRole('searchbox')
      .first()
      .fill(part)
      .catch(() => undefined);
    const row = seller.getByTestId('seller-request-row').filter({ hasText: part });
    await expect(row).toBeVisible();
    const declineName = lang === 'de' ? 'Kann ich nicht liefern' : 'Non posso fornire';
    await shoot(seller, `seller-list-decline-${lang}`);

    await row.getByRole('button', { name: declineName }).click();
    const dialog = seller.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // 'Sonstiges' without a note is refused in the reader's language, nothing is lost.
    await dialog.getByRole('radio', { name: lang === 'de' ? 'Sonstiges' : 'Altro' }).check();
    await dialog.getByRole('button', { name: lang === 'de' ? 'Absage senden' : 'Invia rinuncia' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog
      .getByRole('radio', { name: lang === 'de' ? 'Lieferzeit zu lang' : 'Tempi di consegna troppo lunghi' })
      .check();
    await shoot(seller, `seller-decline-dialog-${lang}`);
    await dialog.getByRole('button', { name: lang === 'de' ? 'Absage senden' : 'Invia rinuncia' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const declined = seller.getByTestId('declined-list');
    await declined.locator('summary').click();
    await expect(declined).toContainText(part);
    await shoot(seller, `seller-declined-undo-${lang}`);

    // Undo brings it back; decline again so the buyer sees the count.
    await declined.getByRole('button', { name: new RegExp(part) }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: declineName }).click();
    await seller
      .getByRole('dialog')
      .getByRole('radio', { name: lang === 'de' ? 'Nicht verfügbar' : 'Non disponibile', exact: true })
      .check();
    await seller
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'de' ? 'Absage senden' : 'Invia rinuncia' })
      .click();
    await expect(row).toHaveCount(0);

    // Liefergebiete: Germany, postcode areas 8 and 9 and 70.
    await seller.goto('/seller-dashboard?tab=settings');
    await seller.getByRole('tab', { name: lang === 'de' ? 'Liefergebiete' : 'Zone di consegna' }).click();
    await seller.getByLabel(lang === 'de' ? 'Deutschland' : 'Germania', { exact: true }).check();
    await seller.getByLabel(lang === 'de' ? 'PLZ 8…' : 'CAP 8…').check();
    await seller.getByLabel(lang === 'de' ? 'PLZ 9…' : 'CAP 9…').check();
    await seller.getByLabel(lang === 'de' ? 'Zweistellige Bereiche' : 'Zone a due cifre').fill('70');
    await seller
      .getByRole('button', { name: lang === 'de' ? 'Liefergebiete speichern' : 'Salva zone di consegna' })
      .click();
    await expect(seller.getByTestId('regions-current')).toContainText('DE-70, DE-8, DE-9');
    await shoot(seller, `seller-regions-${lang}`);
    // Back to everywhere and German, so other journeys see the demo as it was.
    expect((await seller.request.put('/api/v1/seller/regions', { data: { regions: [] } })).status()).toBe(
      200,
    );
    expect((await seller.request.put('/api/v1/auth/language', { data: { language: 'de' } })).status()).toBe(
      200,
    );
    await seller.context().close();
  }

  await buyer.goto('/buyer-dashboard?tab=requests');
  const card = buyer.getByTestId('request-card').filter({ hasText: part });
  await expect(card).toContainText('Absagen: 2');
  await card.scrollIntoViewIfNeeded();
  await shoot(buyer, 'buyer-decline-count-de');
});
