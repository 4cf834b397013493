import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './support/fixtures.ts';

/**
 * Issue 30, widening in rings (decision 053): the seller opts in to requests beyond their brands;
 * the buyer sends a request to more sellers by hand and sees the line in its timeline — German
 * and French, at 375 and 1280 px. Screenshots go to SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER = 'verkaeufer@hydroparts.demo';
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
  const accept = page.getByRole('button', { name: /Akzeptieren|Accepter/ });
  if (await accept.isVisible()) await accept.click();
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function language(page: Page, lang: string) {
  expect((await page.request.put('/api/v1/auth/language', { data: { language: lang } })).status()).toBe(200);
}

test("the seller's opt-in, the buyer's 'An weitere Verkäufer senden' and the timeline line", async ({
  browser,
  baseURL,
}) => {
  // The seller (brands Bosch Rexroth, Parker Hannifin, HYDAC, Danfoss) opts in.
  const seller = await session(browser, baseURL!, SELLER, 'seller');
  await seller.goto('/seller-dashboard?tab=settings');
  await seller.getByRole('tab', { name: 'Liefergebiete' }).click();
  const optIn = seller.getByLabel('Anfragen über meine Marken hinaus, wenn wenige Angebote kommen');
  await optIn.check();
  await expect(seller.getByText('Einstellung gespeichert')).toBeVisible();
  await seller.getByRole('heading', { name: 'Erweiterte Anfragen' }).scrollIntoViewIfNeeded();
  await shoot(seller, 'widening-seller-setting-de');
  await language(seller, 'fr');
  await seller.reload();
  await seller.getByRole('tab', { name: 'Zones de livraison' }).click();
  await expect(
    seller.getByLabel("Demandes au-delà de mes marques lorsque peu d'offres arrivent"),
  ).toBeChecked();
  await seller.getByRole('heading', { name: 'Demandes élargies' }).scrollIntoViewIfNeeded();
  await shoot(seller, 'widening-seller-setting-fr');

  // The buyer's Kawasaki requests reach the second demo seller only; widened, the first seller.
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const part = `E2E-W-${Date.now()}`;
  for (const n of [1, 2]) {
    const created = await buyer.request.post('/api/v1/buyer/requests', {
      multipart: { partNumber: `${part}-${n}`, manufacturer: 'Kawasaki', quantity: '2', urgency: 'dringend' },
    });
    expect(created.status()).toBe(201);
  }
  await buyer.goto('/buyer-dashboard?tab=requests');
  const card = buyer.getByTestId('request-card').filter({ hasText: `${part}-1` });
  await card.getByRole('button', { name: 'An weitere Verkäufer senden' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'An weitere Verkäufer senden' }).click();
  await expect(card.getByTestId('widening-line')).toContainText('An weitere Verkäufer gesendet (Ring 2)');
  await expect(card.getByTestId('widening-line')).toContainText('1 weiterer Verkäufer erreicht');
  await expect(card.getByRole('button', { name: 'An alle weiteren Verkäufer gesendet' })).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await shoot(buyer, 'widening-buyer-timeline-de');
  await language(buyer, 'fr');
  await buyer.reload();
  await expect(card.getByTestId('widening-line')).toContainText("Envoyée à d'autres vendeurs (cercle 2)");
  await card.scrollIntoViewIfNeeded();
  await shoot(buyer, 'widening-buyer-timeline-fr');

  // The seller's list holds the widened request, not the other.
  await seller.goto('/seller-dashboard?tab=requests');
  await expect(seller.getByTestId('seller-request-row').filter({ hasText: `${part}-1` })).toBeVisible();
  await expect(seller.getByTestId('seller-request-row').filter({ hasText: `${part}-2` })).toHaveCount(0);

  // Back to German and off, so other journeys see the demo as it was.
  await language(buyer, 'de');
  await language(seller, 'de');
  expect((await seller.request.put('/api/v1/seller/widening', { data: { optIn: false } })).status()).toBe(
    200,
  );
});
