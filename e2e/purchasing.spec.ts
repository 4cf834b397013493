import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { berlinDay, LoginPage } from './support/fixtures.ts';
import { BuyerRequests } from './support/pages.ts';

/**
 * Issue 34, what purchasing keeps: the Preisspiegel of a request as CSV and PDF from the offers
 * page, and the order list as CSV — each opened as German Excel reads it (BOM, ';', decimal
 * comma). Screenshots at 375 and 1280 px in German and French go to SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_A = 'verkaeufer@hydroparts.demo';
const SELLER_B = 'verkaeufer2@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function session(browser: Browser, baseURL: string, email: string, kind: 'buyer' | 'seller') {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  return page;
}

/** Clicks the button and returns the downloaded file's name and bytes. */
async function download(page: Page, name: string | RegExp): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** German Excel's CSV: a BOM, ';' between fields, amounts with a decimal comma. */
function expectGermanExcel(bytes: Buffer): string {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toContain(';');
  expect(text).toMatch(/;\d+,\d{2};/);
  expect(text).not.toMatch(/;\d+\.\d{2};/);
  return text;
}

test('Preisspiegel as CSV and PDF, order list as CSV (issue 34)', async ({ browser, baseURL }) => {
  const part = `E2E-PS-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const a = await session(browser, baseURL!, SELLER_A, 'seller');
  const b = await session(browser, baseURL!, SELLER_B, 'seller');
  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: { partNumber: part, quantity: '2', urgency: 'hoch', description: 'Ventil für Presse 3' },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  const validUntil = berlinDay(20);
  for (const [seller, data] of [
    [a, { price: '1234,50', deliveryUnit: 'weeks', deliveryAmount: 2, condition: 'neu', warrantyMonths: 12 }],
    [b, { price: '1399,00', deliveryUnit: 'stock', condition: 'ueberholt', warrantyMonths: 6 }],
  ] as const) {
    const res = await seller.request.post('/api/v1/seller/offers', {
      data: { requestId, shippingCost: '15,90', validUntil, confirmed: true, ...data },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await buyer.goto('/buyer-dashboard?tab=requests');
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  await expect(requests.offers).toHaveCount(2);
  await expect(buyer.getByRole('button', { name: 'Preisspiegel (PDF)' })).toBeVisible();
  await buyer.screenshot({ path: join(SHOTS, 'purchasing-offers-de-1280.png') });

  const csv = await download(buyer, 'Preisspiegel (CSV)');
  expect(csv.name).toBe(`preisspiegel-${part}.csv`);
  const text = expectGermanExcel(csv.bytes);
  expect(text).toContain('Angebot 1;wie angefragt;617,25;1234,50;15,90;1250,40;');
  expect(text).toContain('Bestpreis');
  expect(text).toContain('Schnellste Lieferung');
  expect(text).not.toMatch(/Hydraulik|GmbH/);

  const pdf = await download(buyer, 'Preisspiegel (PDF)');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.screenshot({ path: join(SHOTS, 'purchasing-offers-de-375.png'), fullPage: true });

  // The same page in French, the PDF in French.
  await buyer.evaluate(() => window.localStorage.setItem('hydroparts.language', 'fr'));
  await buyer.reload();
  await expect(buyer.getByRole('button', { name: 'Comparatif des prix (PDF)' })).toBeVisible();
  await buyer.screenshot({ path: join(SHOTS, 'purchasing-offers-fr-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await buyer.screenshot({ path: join(SHOTS, 'purchasing-offers-fr-1280.png') });
  const pdfFr = await download(buyer, 'Comparatif des prix (PDF)');
  expect(pdfFr.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(join(SHOTS, 'purchasing-preisspiegel-de.pdf'), pdf.bytes);
  writeFileSync(join(SHOTS, 'purchasing-preisspiegel-fr.pdf'), pdfFr.bytes);
  await buyer.evaluate(() => window.localStorage.setItem('hydroparts.language', 'de'));

  // The order list as CSV for bookkeeping, with the list's search applied.
  const offers = (await (await buyer.request.get(`/api/v1/buyer/requests/${requestId}/offers`)).json()) as {
    offers: { id: string }[];
  };
  const offerId = offers.offers[0]!.id;
  const checkout = (await (await buyer.request.get(`/api/v1/buyer/checkout/${offerId}`)).json()) as {
    offerPaymentTermsId: string | null;
    paymentTerms: { id: string }[];
  };
  const order = await buyer.request.post('/api/v1/buyer/orders', {
    data: {
      offerId,
      paymentTermsId: checkout.offerPaymentTermsId ?? checkout.paymentTerms[0]!.id,
      billingAddress: {
        street: 'Industriestraße 12',
        city: 'Stuttgart',
        zip: '70565',
        country: 'Deutschland',
      },
      acceptLegal: true,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  await buyer.goto('/buyer-dashboard?tab=orders');
  await buyer.reload();
  await buyer.getByRole('searchbox').first().fill(part);
  await expect(buyer.getByTestId('order-card')).toHaveCount(1);
  const orders = await download(buyer, 'Als CSV exportieren');
  const ordersText = expectGermanExcel(orders.bytes);
  const lines = ordersText.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Bestellnummer;Bestelldatum;Status;/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(part);
  expect(lines[1]).toContain(';1234,50;15,90;1250,40;19;');
  // The order keeps its Preisspiegel: the seller is named there now.
  await expect(buyer.getByRole('button', { name: 'Preisspiegel der Anfrage (PDF)' })).toBeVisible();
  const kept = await (
    await buyer.request.get(`/api/v1/buyer/requests/${requestId}/price-comparison.csv`)
  ).text();
  expect(kept).toContain('Bestellt');
});
