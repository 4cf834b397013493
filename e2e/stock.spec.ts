import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD } from './support/fixtures.ts';

/**
 * Issue 31, stock lists (decision 055): the seller uploads a German Excel CSV on 'Lagerbestand'
 * and sees the report; a new request with a number from the stock is 'Auf Lager' in the seller's
 * list within a second of its creation; the offer form opens prefilled and one confirmation sends
 * it. Screenshots at 375 and 1280 px, German and Spanish, go to SHOTS_DIR (and COORD_SHOTS).
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER = 'verkaeufer@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const COORD = process.env.COORD_SHOTS;
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function session(
  browser: Browser,
  baseURL: string,
  email: string,
  role: 'buyer' | 'seller',
  lang: string,
) {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript((l) => {
    window.localStorage.setItem('hydroparts.language', l);
    window.localStorage.setItem('hydroparts.cookie-consent', 'declined');
  }, lang);
  const res = await context.request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD, role },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const file = join(SHOTS, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    if (COORD) copyFileSync(file, join(COORD, `stock-${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['de', 'es'] as const) {
  test(`stock upload, 'Auf Lager' within a second, prefilled offer (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const es = lang === 'es';
    const tag = `${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const part = `${tag}-R902`;
    // How the buyer types it: another case and spacing, the same key.
    const typed = `${tag.toLowerCase()} r 902`;
    const seller = await session(browser, baseURL!, SELLER, 'seller', lang);

    // The upload through the page: a 1252 file with a decimal comma, one bad and one duplicate line.
    await seller.goto('/seller-dashboard?tab=stock');
    const csv = Buffer.from(
      [
        'Teilenummer;Hersteller;Menge;Preis netto;Lieferzeit',
        `${part};;4;1.234,50;ab Lager`,
        `${tag}-A10VSO;Bosch Rexroth;2;2.980,00;2 Wochen`,
        `${tag}-FILTER;HYDAC;25;48,90;3 Tage`,
        `${part.toLowerCase()};;1;9,00;`,
        `${tag}-BAD;;viele;10,00;`,
        '',
      ].join('\r\n'),
      'latin1',
    );
    await seller
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lager.csv', mimeType: 'text/csv', buffer: csv });
    await seller.getByRole('button', { name: es ? 'Subir' : 'Hochladen', exact: true }).click();
    const report = seller.getByTestId('stock-report');
    await expect(report).toContainText(es ? '5 líneas leídas: 3 nuevas' : '5 Zeilen gelesen: 3 neu');
    await expect(report).toContainText(
      es ? 'Indique el stock como número entero' : 'Bitte geben Sie den Bestand',
    );
    await seller.getByPlaceholder('R902400215').fill(tag);
    await expect(seller.getByTestId('stock-row')).toHaveCount(3);
    await expect(seller.getByTestId('stock-card')).toHaveCount(3);
    await shoot(seller, `lagerbestand-${lang}`);

    // A buyer's request for the part, typed otherwise: stored 'Auf Lager' within a second.
    const buyer = await apiAs(baseURL!, BUYER, 'buyer');
    const sellerApi = await apiAs(baseURL!, SELLER, 'seller');
    const created = await buyer.post('/api/v1/buyer/requests', {
      multipart: { partNumber: typed, quantity: '2', urgency: 'dringend', description: 'Pumpe für Presse 4' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const started = Date.now();
    const stockOf = async () => {
      const res = await sellerApi.get(`/api/v1/seller/requests?part=${encodeURIComponent(part)}`);
      const items = ((await res.json()) as { items: { partNumber: string; stock: unknown }[] }).items;
      return items.find((i) => i.partNumber === typed)?.stock ?? null;
    };
    await expect.poll(stockOf, { timeout: 1_000, intervals: [50] }).not.toBeNull();
    console.log(`'Auf Lager' stored ${Date.now() - started} ms after the request was created`);

    await seller.goto('/seller-dashboard?tab=requests');
    await seller.getByPlaceholder('R902400215').fill(part);
    const row = seller.getByTestId('seller-request-row').filter({ hasText: typed });
    await expect(row.getByTestId('in-stock')).toContainText(es ? 'En stock' : 'Auf Lager');
    await shoot(seller, `auf-lager-${lang}`);

    // The offer form, prefilled: 2 × 1.234,50 = 2469,00, 'ab Lager'; one confirmation sends it.
    await row.getByRole('button', { name: es ? 'Crear oferta' : 'Angebot erstellen' }).click();
    await expect(seller.getByTestId('offer-prefilled')).toBeVisible();
    await expect(seller.getByLabel(es ? /^Precio/ : /^Preis/).first()).toHaveValue('2469,00');
    await shoot(seller, `offer-prefilled-${lang}`);
    await seller.locator('input[name="confirmed"]').check();
    await seller.getByRole('button', { name: es ? 'Enviar oferta' : 'Angebot absenden' }).click();
    await expect(seller.getByText(es ? /Su oferta se ha creado/ : /Ihr Angebot wurde/).first()).toBeVisible();
  });
}
