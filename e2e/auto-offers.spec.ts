import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD } from './support/fixtures.ts';

/**
 * Issue 31, decision 062: the seller switches automatic offers on in 'Lagerbestand'; a new
 * request that matches its stock gets an offer without a click, marked 'automatisch abgegeben'
 * in the seller's list. Screenshots at 375 and 1280 px, German and English, go to SHOTS_DIR
 * (and COORD_SHOTS). The demo seller's setting is switched off again at the end.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER = 'verkaeufer@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const COORD = process.env.COORD_SHOTS;
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
// Generous: on a busy machine one journey took more than five minutes.
test.setTimeout(600_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function session(browser: Browser, baseURL: string, lang: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript((l) => {
    window.localStorage.setItem('hydroparts.language', l);
    window.localStorage.setItem('hydroparts.cookie-consent', 'declined');
  }, lang);
  const res = await context.request.post('/api/v1/auth/login', {
    data: { email: SELLER, password: DEMO_PASSWORD, role: 'seller' },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const file = join(SHOTS, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    if (COORD) copyFileSync(file, join(COORD, `${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['de', 'en'] as const) {
  test(`automatic offer from stock within the seller's limits (${lang})`, async ({ browser, baseURL }) => {
    const en = lang === 'en';
    const part = `AUTO${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const seller = await session(browser, baseURL!, lang);
    const sellerApi = await apiAs(baseURL!, SELLER, 'seller');
    try {
      await seller.goto('/seller-dashboard?tab=stock');
      const csv = [
        'Teilenummer;Hersteller;Menge;Preis netto;Lieferzeit',
        `${part};;6;245,80;ab Lager`,
        '',
      ].join('\r\n');
      await seller
        .locator('input[type="file"]')
        .setInputFiles({ name: 'lager.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await seller.getByRole('button', { name: en ? 'Upload' : 'Hochladen', exact: true }).click();
      await expect(seller.getByTestId('stock-report')).toBeVisible();

      // The settings: off by default, switched on with limits, checked by the server's schema.
      const form = seller.getByTestId('auto-offer-settings');
      await form
        .getByLabel(en ? 'Maximum value per offer (net, €)' : 'Höchstwert je Angebot (netto, €)')
        .fill('0');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: en ? 'Save settings' : 'Einstellungen speichern' }).click();
      await expect(form.getByRole('alert')).toContainText(
        en ? 'maximum value per offer' : 'Höchstwert je Angebot',
      );
      await form
        .getByLabel(en ? 'Maximum quantity per offer (pieces)' : 'Höchstmenge je Angebot (Stück)')
        .fill('4');
      await form
        .getByLabel(en ? 'Maximum value per offer (net, €)' : 'Höchstwert je Angebot (netto, €)')
        .fill('2.000,00');
      await form.getByLabel(en ? 'Validity (days)' : 'Gültigkeit (Tage)').fill('14');
      await form.getByRole('button', { name: en ? 'Save settings' : 'Einstellungen speichern' }).click();
      await expect(
        seller.getByText(
          en ? 'Settings for automatic offers saved' : 'Einstellungen für automatische Angebote gespeichert',
        ),
      ).toBeVisible();
      await seller.getByPlaceholder('R902400215').fill(part);
      await expect(seller.getByTestId('stock-row')).toHaveCount(1);
      await shoot(seller, `auto-offers-settings-${lang}`);

      // A buyer's request for 3 pieces: the offer (3 × 245,80 = 737,40) is submitted without a click.
      const buyer = await apiAs(baseURL!, BUYER, 'buyer');
      const created = await buyer.post('/api/v1/buyer/requests', {
        multipart: { partNumber: part, quantity: '3', urgency: 'hoch', description: 'Ventil für Linie 2' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const requestId = ((await created.json()) as { id: string }).id;
      const started = Date.now();
      const automatic = async () => {
        const res = await sellerApi.get('/api/v1/seller/offers?pageSize=50');
        const items = (
          (await res.json()) as {
            items: { id: string; automatic: boolean; price: string; request: { id: string } }[];
          }
        ).items;
        return items.find((o) => o.request.id === requestId) ?? null;
      };
      await expect.poll(automatic, { timeout: 5_000, intervals: [100] }).not.toBeNull();
      console.log(`automatic offer stored ${Date.now() - started} ms after the request was created`);
      const offer = (await automatic())!;
      expect(offer).toMatchObject({ automatic: true, price: '737.40' });

      await seller.goto('/seller-dashboard?tab=requests');
      await seller.getByPlaceholder('R902400215').fill(part);
      const row = seller.getByTestId('seller-request-row').filter({ hasText: part });
      await expect(row.getByTestId('auto-offer-badge')).toContainText(
        en ? 'submitted automatically' : 'automatisch abgegeben',
      );
      await shoot(seller, `auto-offers-list-${lang}`);

      // The buyer sees the offer, not that it was automatic.
      const offers = await (await buyer.get(`/api/v1/buyer/requests/${requestId}/offers`)).text();
      expect(offers).toContain(offer.id);
      expect(offers).not.toContain('automatic');
      // Withdrawable through the existing flow.
      expect(
        (await sellerApi.post(`/api/v1/seller/offers/${offer.id}/withdraw`, { data: {} })).status(),
      ).toBe(200);
    } finally {
      await sellerApi.put('/api/v1/seller/stock/auto-offer', {
        data: { enabled: false, maxQuantity: 4, maxOrderValue: '2000', validityDays: 14 },
      });
    }
  });
}
