import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { berlinDay, LoginPage } from './support/fixtures.ts';
import { BuyerOrders, BuyerRequests } from './support/pages.ts';

/**
 * Issue 34, round two: the offer form shows when the request ends (and caps 'Gültig bis' there)
 * and where the part goes ('PLZ-Gebiet 7'); a withdrawn and revised offer 'ab Lager' wins
 * 'Schnellste Lieferung' against one in days; the photo viewer on a phone; the Preisspiegel as PDF;
 * a complaint on receipt; the TOTP setup with its QR code (decoded again when zbarimg is there)
 * and the session list. German and French, 375 and 1280 px, into SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_A = 'verkaeufer@hydroparts.demo';
const SELLER_B = 'verkaeufer2@hydroparts.demo';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function session(
  browser: Browser,
  baseURL: string,
  email: string,
  kind: 'buyer' | 'seller',
  userAgent?: string,
) {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  return page;
}

async function uiLanguage(page: Page, lang: 'de' | 'fr') {
  await page.evaluate((l) => window.localStorage.setItem('hydroparts.language', l), lang);
  await page.reload();
}

/** The page at 1280 and at 375 px (full page), then back to 1280. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openOfferForm(seller: Page, part: string, label: string) {
  await seller.goto('/seller-dashboard?tab=requests');
  await seller.getByRole('searchbox').first().fill(part);
  const row = seller.getByTestId('seller-request-row').filter({ hasText: part });
  const form = seller.locator('input[name="validUntil"]');
  // The list renders again when the search's answer arrives: a click on the row it replaced is
  // lost (CI on ec97570 found the list still open). Click until the form is there.
  await expect(async () => {
    if (!(await form.isVisible())) await row.getByRole('button', { name: label }).click({ timeout: 5_000 });
    await expect(form).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

test("offer form with the request's end and region; a withdrawn and revised offer 'ab Lager' wins 'Schnellste Lieferung'; photo viewer, Preisspiegel, complaint", async ({
  browser,
  baseURL,
}) => {
  const part = `E2E-342-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const a = await session(browser, baseURL!, SELLER_A, 'seller');
  const b = await session(browser, baseURL!, SELLER_B, 'seller');
  // A nameplate photo: a picture of the buyer's dashboard will do.
  const photo = await buyer.screenshot({ type: 'png' });
  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: {
      partNumber: part,
      quantity: '1',
      urgency: 'hoch',
      durationDays: '7',
      description: 'Typenschild siehe Foto',
      photos: { name: 'typenschild.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  const endDay = berlinDay(7);

  // The seller's form: the request ends in 7 days, so 'Gültig bis' defaults to that day; the
  // demo buyer ships to Stuttgart 70565: 'PLZ-Gebiet 7', nothing finer.
  await openOfferForm(a, part, 'Angebot erstellen');
  await expect(a.getByTestId('request-region')).toHaveText('Lieferung nach Deutschland, PLZ-Gebiet 7');
  await expect(a.getByTestId('request-ends')).toContainText('Anfrage endet am');
  await expect(a.getByLabel(/Gültig bis/)).toHaveValue(endDay);
  await expect(a.getByText(/Höchstens bis zum Ende der Anfrage/)).toBeVisible();
  await expect(a.getByText(/70565|Stuttgart/)).toHaveCount(0);
  await shoot(a, 'offer-form-de');
  // The photo viewer on a phone.
  await a.setViewportSize({ width: 375, height: 812 });
  await a.getByRole('button', { name: 'Foto 1 von 1' }).first().click();
  await expect(a.getByTestId('photo-viewer')).toBeVisible();
  await a.screenshot({ path: join(SHOTS, 'photo-viewer-de-375.png') });
  await a.keyboard.press('Escape');
  await a.setViewportSize({ width: 1280, height: 900 });

  await uiLanguage(a, 'fr');
  await openOfferForm(a, part, 'Créer une offre');
  await expect(a.getByTestId('request-region')).toHaveText('Livraison : Allemagne, zone postale 7');
  await shoot(a, 'offer-form-fr');
  await a.setViewportSize({ width: 375, height: 812 });
  await a.getByRole('button', { name: 'Photo 1 sur 1' }).first().click();
  await expect(a.getByTestId('photo-viewer')).toBeVisible();
  await a.screenshot({ path: join(SHOTS, 'photo-viewer-fr-375.png') });
  await a.keyboard.press('Escape');
  await a.setViewportSize({ width: 1280, height: 900 });
  await uiLanguage(a, 'de');

  // A validity past the request's end is refused by the server too.
  const late = await a.request.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price: '500,00',
      shippingCost: '0',
      validUntil: berlinDay(9),
      deliveryUnit: 'weeks',
      deliveryAmount: 4,
      condition: 'neu',
      warrantyMonths: 12,
      confirmed: true,
    },
  });
  expect(late.status()).toBe(400);
  expect(((await late.json()) as { message: string }).message).toBe(
    'Das Angebot kann höchstens bis zum Ende der Anfrage gelten',
  );

  // Seller A offers 4 weeks, withdraws, and offers again 'ab Lager' (revised); seller B: 3 days.
  const first = await a.request.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price: '500,00',
      shippingCost: '0',
      validUntil: endDay,
      deliveryUnit: 'weeks',
      deliveryAmount: 4,
      condition: 'neu',
      warrantyMonths: 12,
      confirmed: true,
    },
  });
  expect(first.status(), await first.text()).toBe(201);
  const firstId = ((await first.json()) as { id: string }).id;
  expect((await a.request.post(`/api/v1/seller/offers/${firstId}/withdraw`, { data: {} })).status()).toBe(
    200,
  );
  const revised = await a.request.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price: '480,00',
      shippingCost: '0',
      validUntil: endDay,
      deliveryUnit: 'stock',
      condition: 'original',
      warrantyMonths: 12,
      confirmed: true,
    },
  });
  expect(revised.status(), await revised.text()).toBe(201);
  const revisedId = ((await revised.json()) as { id: string }).id;
  const inDays = await b.request.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price: '450,00',
      shippingCost: '0',
      validUntil: endDay,
      deliveryUnit: 'days',
      deliveryAmount: 3,
      condition: 'neu',
      warrantyMonths: 6,
      confirmed: true,
    },
  });
  expect(inDays.status(), await inDays.text()).toBe(201);

  // The buyer compares: the withdrawn offer is gone, the revised one 'ab Lager' is fastest.
  await buyer.goto('/buyer-dashboard?tab=requests');
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  await expect(requests.offers).toHaveCount(2);
  await expect(requests.offers.first()).toContainText('Bestpreis');
  await expect(requests.offers.first()).toContainText('3 Tage');
  await expect(requests.offers.nth(1)).toContainText('Schnellste Lieferung');
  await expect(requests.offers.nth(1)).toContainText('ab Lager');
  await expect(buyer.getByText('500,00')).toHaveCount(0);
  await shoot(buyer, 'comparison-ab-lager-de');
  const pdfDe = await download(buyer, 'Preisspiegel (PDF)');
  writeFileSync(join(SHOTS, 'preisspiegel-de.pdf'), pdfDe);
  await uiLanguage(buyer, 'fr');
  await expect(requests.offers).toHaveCount(2);
  await shoot(buyer, 'comparison-ab-lager-fr');
  const pdfFr = await download(buyer, 'Comparatif des prix (PDF)');
  writeFileSync(join(SHOTS, 'preisspiegel-fr.pdf'), pdfFr);
  for (const lang of ['de', 'fr'])
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      join(SHOTS, `preisspiegel-${lang}.pdf`),
      join(SHOTS, `preisspiegel-${lang}`),
    ]);
  await uiLanguage(buyer, 'de');

  // The buyer orders the revised offer; the seller ships; the complaint on receipt, in French.
  const checkout = (await (await buyer.request.get(`/api/v1/buyer/checkout/${revisedId}`)).json()) as {
    offerPaymentTermsId: string | null;
    paymentTerms: { id: string }[];
  };
  const order = await buyer.request.post('/api/v1/buyer/orders', {
    data: {
      offerId: revisedId,
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
  const orderId = ((await order.json()) as { id: string }).id;
  expect((await a.request.post(`/api/v1/orders/${orderId}/confirm`, { data: {} })).status()).toBe(200);
  expect(
    (await a.request.post(`/api/v1/orders/${orderId}/ship`, { data: { carrier: 'DHL' } })).status(),
  ).toBe(200);
  await buyer.goto('/buyer-dashboard?tab=orders');
  await uiLanguage(buyer, 'fr');
  const orders = new BuyerOrders(buyer);
  await orders.search(part, 'Rechercher');
  const card = orders.card(part);
  await card.getByRole('button', { name: 'Confirmer la réception' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Il y a un problème/ }).check();
  await dialog.getByLabel('Quel est le problème ?').selectOption({ label: 'Endommagé' });
  await dialog.getByLabel('Description').fill('Boîtier fissuré pendant le transport');
  await shoot(buyer, 'complaint-dialog-fr', false);
  await dialog.getByRole('button', { name: 'Confirmer la réception et signaler le problème' }).click();
  await expect(card.getByTestId('order-complaint')).toBeVisible();
  await shoot(buyer, 'complaint-shown-fr', false);
  await uiLanguage(buyer, 'de');
  for (const p of [buyer, a, b]) await p.context().close();
});

/** Clicks the button and returns the downloaded file's bytes. */
async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return readFileSync(await file.path());
}

test('TOTP setup shows a QR code that reads as the otpauth link; backup codes to copy, download, print; the session list', async ({
  browser,
  baseURL,
}) => {
  const buyer = await session(browser, baseURL!, SELLER_B, 'seller');
  // A second session of the same account, to be signed out from the list. It says it is Firefox:
  // other journeys sign this demo seller in at the same time (ratings.spec.ts), and ending
  // 'the first other session' ended theirs (CI on 16712b4: both failed once, passed on retry).
  const other = await session(browser, baseURL!, SELLER_B, 'seller', FIREFOX);
  await buyer.goto('/seller-dashboard?tab=security');
  const rows = buyer.getByTestId('session-row');
  // Earlier journeys of this account may still be signed in: at least both of ours.
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.filter({ hasText: 'Diese Sitzung' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Diese Sitzung' })).toContainText('Chrome');

  await buyer
    .getByRole('region', { name: 'Zwei-Faktor-Anmeldung' })
    .getByLabel('Aktuelles Passwort')
    .fill('demo1234');
  await buyer.getByRole('button', { name: 'Einrichten' }).click();
  const qr = buyer.getByTestId('totp-qr');
  await expect(qr).toBeVisible();
  await expect(buyer.getByTestId('backup-codes').getByRole('button', { name: 'Kopieren' })).toBeVisible();
  const txt = await download(buyer, 'Als .txt herunterladen');
  const codes = txt.toString('utf8');
  expect(codes).toContain('Backup-Codes');
  expect(codes.trim().split('\r\n').length).toBeGreaterThan(5);
  await expect(buyer.getByText('Mit der Bestätigung werden alle anderen Sitzungen')).toBeVisible();
  await shoot(buyer, 'totp-setup-de');
  // The QR code reads as the link the key came from.
  const uri = await buyer.locator('a[href^="otpauth://"]').getAttribute('href');
  const png = join(SHOTS, 'totp-qr-only.png');
  await qr.screenshot({ path: png });
  try {
    const decoded = execFileSync('zbarimg', ['--quiet', '--raw', png]).toString().trim();
    expect(decoded).toBe(uri);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }

  await uiLanguage(buyer, 'fr');
  await buyer
    .getByRole('region', { name: 'Connexion à deux facteurs' })
    .getByLabel('Mot de passe actuel')
    .fill('demo1234');
  await buyer.getByRole('button', { name: 'Configurer' }).click();
  await expect(buyer.getByTestId('totp-qr')).toBeVisible();
  await shoot(buyer, 'totp-setup-fr');
  await uiLanguage(buyer, 'de');

  // 'Abmelden' on the other session ends it.
  const mine = rows.filter({ hasText: 'Firefox' });
  await expect(rows.filter({ hasText: 'Diese Sitzung' })).toHaveCount(1);
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: /^Abmelden/ }).click();
  await expect(mine).toHaveCount(0);
  await other.goto('/seller-dashboard');
  await expect(other).toHaveURL(/seller-login/);
  for (const p of [buyer, other]) await p.context().close();
});
