import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { berlinDay, LoginPage } from './support/fixtures.ts';

/**
 * Decision 054: questions answered to all bidders on both sides, and 'Angebot zurückziehen' —
 * German (seller 1, the buyer) and English (seller 2, then the buyer), at 375 and 1280 px.
 * Screenshots go to SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_DE = 'verkaeufer@hydroparts.demo';
const SELLER_EN = 'verkaeufer2@hydroparts.demo';
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
  const accept = page.getByRole('button', { name: /Akzeptieren|Accept/ });
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

const offer = (requestId: string, price: string) => ({
  requestId,
  price,
  shippingCost: '19,90',
  deliveryUnit: 'days',
  deliveryAmount: 5,
  validUntil: berlinDay(30),
  warrantyMonths: 12,
  condition: 'neu',
  confirmed: true,
});

async function language(page: Page, lang: 'de' | 'en') {
  expect((await page.request.put('/api/v1/auth/language', { data: { language: lang } })).status()).toBe(200);
}

test('questions answered to all bidders, and an offer withdrawn', async ({ browser, baseURL }) => {
  const part = `E2E-Q-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: { partNumber: part, manufacturer: 'Bosch Rexroth', quantity: '2', urgency: 'hoch' },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;

  const sellerDe = await session(browser, baseURL!, SELLER_DE, 'seller');
  const sellerEn = await session(browser, baseURL!, SELLER_EN, 'seller');
  await language(sellerEn, 'en');
  for (const [page, price] of [
    [sellerDe, '1.480,00'],
    [sellerEn, '1.395,00'],
  ] as const)
    expect(
      (await page.request.post('/api/v1/seller/offers', { data: offer(requestId, price) })).status(),
    ).toBe(201);
  const ask = async (page: Page, text: string) =>
    expect(
      (
        await page.request.post(`/api/v1/seller/requests/${requestId}/questions`, { data: { text } })
      ).status(),
    ).toBe(201);
  await ask(sellerDe, 'Welche Dichtungen sind gewünscht, NBR oder FKM? Wie hoch ist die Öltemperatur?');
  await ask(sellerEn, 'Is series 31 or 32 meant? The nameplate photo is hard to read.');

  // The buyer answers the first question on the offers page (German).
  await buyer.goto(`/buyer-dashboard?tab=requests&request=${requestId}`);
  const questions = buyer.getByTestId('request-questions');
  await expect(questions.getByTestId('question')).toHaveCount(2);
  // Contact data is refused in the form, before anything is sent.
  await questions.getByLabel('Ihre Antwort').first().fill('Rufen Sie an: 0171 1234567');
  await questions.getByRole('button', { name: 'Antwort senden' }).first().click();
  await expect(questions.getByRole('alert')).toContainText('Bitte keine Kontaktdaten');
  await questions.getByLabel('Ihre Antwort').first().fill('FKM bitte, Öltemperatur bis 90 °C.');
  await questions.getByRole('button', { name: 'Antwort senden' }).first().click();
  await expect(questions.getByText('FKM bitte, Öltemperatur bis 90 °C.')).toBeVisible();
  await questions.scrollIntoViewIfNeeded();
  await shoot(buyer, 'questions-buyer-de');

  // Seller 1 (German): its own offer with the answered question and the withdrawal's confirmation.
  const offerDe = (await (await sellerDe.request.get('/api/v1/seller/offers')).json()) as {
    items: { id: string; request: { id: string } }[];
  };
  expect(offerDe.items.some((o) => o.request.id === requestId)).toBe(true);
  await sellerDe.goto('/seller-dashboard?tab=requests');
  await sellerDe.getByRole('searchbox').first().fill(part);
  const rowDe = sellerDe.getByTestId('seller-request-row').filter({ hasText: part });
  await rowDe.getByRole('button', { name: 'Details ansehen' }).click();
  const sq = sellerDe.getByTestId('request-questions');
  await expect(sq.getByText('Ihre Frage', { exact: true })).toBeVisible();
  await expect(sq.getByText('Verkäufer B', { exact: true })).toBeVisible();
  await expect(sq.getByText('FKM bitte, Öltemperatur bis 90 °C.')).toBeVisible();
  await shoot(sellerDe, 'questions-seller-de');
  await sellerDe.getByRole('button', { name: 'Angebot zurückziehen' }).click();
  await expect(sellerDe.getByRole('dialog')).toBeVisible();
  await shoot(sellerDe, 'questions-withdraw-de');
  await sellerDe.getByRole('dialog').getByRole('button', { name: 'Angebot zurückziehen' }).click();
  await expect(rowDe.getByRole('button', { name: 'Angebot erstellen' })).toBeVisible();

  // Seller 2 (English): the same questions, the asker of the first one as 'Seller A'.
  await sellerEn.goto('/seller-dashboard?tab=requests');
  await sellerEn.getByRole('searchbox').first().fill(part);
  const rowEn = sellerEn.getByTestId('seller-request-row').filter({ hasText: part });
  await rowEn.getByRole('button', { name: 'View details' }).click();
  const eq = sellerEn.getByTestId('request-questions');
  await expect(eq.getByText('Seller A', { exact: true })).toBeVisible();
  await expect(eq.getByText('Your question', { exact: true })).toBeVisible();
  await shoot(sellerEn, 'questions-seller-en');
  await sellerEn.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(sellerEn.getByRole('dialog')).toBeVisible();
  await shoot(sellerEn, 'questions-withdraw-en');
  await sellerEn.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The buyer in English: one offer left (the withdrawn one is gone).
  await language(buyer, 'en');
  await buyer.reload();
  const bq = buyer.getByTestId('request-questions');
  await expect(bq.getByText('Seller A', { exact: true })).toBeVisible();
  await expect(buyer.getByTestId('offer-card')).toHaveCount(1);
  await bq.scrollIntoViewIfNeeded();
  await shoot(buyer, 'questions-buyer-en');

  await language(buyer, 'de');
  await language(sellerEn, 'de');
  for (const p of [buyer, sellerDe, sellerEn]) await p.context().close();
});
