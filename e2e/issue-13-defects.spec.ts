import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { LoginPage } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { BuyerRequests, OrderPage, SellerOrders } from './support/pages.ts';

/**
 * Issue 13 defects: the offer's payment term on the order page, the order document, one
 * calendar day everywhere (browser in Europe/Berlin, server in UTC: playwright.config.ts), and
 * the seller who orders receiving the buyer's confirmation mail.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_A = 'verkaeufer2@hydroparts.demo'; // Fluidtechnik Weber KG: Vorkasse and 30 Tage
const SELLER_B = 'verkaeufer@hydroparts.demo'; // Hydraulik Müller GmbH
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(180_000);
// The shared machine is slow at times: give each expectation room.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A calendar day `days` ahead in Germany, as stored (YYYY-MM-DD) and as shown (TT.MM.JJJJ). */
function dayAhead(days: number): { iso: string; shown: string } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number);
  const iso = new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  return { iso, shown: iso.split('-').reverse().join('.') };
}

async function session(browser: Browser, baseURL: string, email: string, kind: 'buyer' | 'seller') {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  // The cookie banner would cover the screenshots.
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  return page;
}

/**
 * The seeded invoice term of 30 days, by its name: since decision 072 the Skonto term also runs
 * 30 days net, so the number of days no longer names one term.
 */
async function invoiceTermId(ctx: APIRequestContext): Promise<string> {
  const { items } = (await (await ctx.get('/api/v1/payment-terms')).json()) as {
    items: { id: string; name: string }[];
  };
  return items.find((t) => t.name === 'Kauf auf Rechnung (30 Tage)')!.id;
}

async function offer(ctx: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const res = await ctx.post('/api/v1/seller/offers', {
    data: { shippingCost: '10,00', warranty: '12 Monate', condition: 'Neu', confirmed: true, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The HTML part of a raw mail from the sink (already quoted-printable decoded). */
function mailHtml(raw: string): string {
  const start = raw.search(/<!doctype html>/i);
  const end = raw.lastIndexOf('</html>');
  return start >= 0 && end > start ? raw.slice(start, end + 7) : raw;
}

async function mailWith(email: string, ...texts: string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((m) => texts.every((t) => m.includes(t)));
        return Boolean(found);
      },
      { timeout: 60_000, message: `mail to ${email} with ${texts.join(', ')}` },
    )
    .toBe(true);
  return found!;
}

async function showMail(page: Page, html: string, file: string) {
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 800, height: 900 });
  await view.setContent(html);
  await view.screenshot({ path: join(SHOTS, file), fullPage: true });
  await view.close();
}

test("order page with the offer's term, the order document and one validity day everywhere", async ({
  browser,
  baseURL,
}) => {
  const part = `E2E-13-${Date.now()}`;
  const valid = dayAhead(23);
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const conflicts: string[] = [];
  buyer.on('response', (r) => {
    if (r.status() === 409) conflicts.push(r.url());
  });
  const sellerA = await session(browser, baseURL!, SELLER_A, 'seller');
  const sellerB = await session(browser, baseURL!, SELLER_B, 'seller');

  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: { partNumber: part, quantity: '4', urgency: 'hoch', description: 'Pumpe für Presse 7' },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  const invoice30 = await invoiceTermId(sellerA.request);
  await offer(sellerA.request, {
    requestId,
    price: '1.000,00',
    deliveryWeeks: '3',
    validUntil: valid.iso,
    paymentTermsId: invoice30,
    description: 'Originalteil mit Prüfprotokoll',
  });
  await offer(sellerB.request, { requestId, price: '1.400,00', deliveryWeeks: '1', validUntil: valid.iso });

  // The offers: headline price netto, unit price, Bestpreis and Schnellste Lieferung, the day.
  await buyer.goto('/buyer-dashboard?tab=requests');
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  const cards = requests.offers;
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Bestpreis');
  await expect(cards.first().getByTestId('offer-headline')).toHaveText(/^1\.010,00\s€ netto$/);
  await expect(cards.first()).toContainText('Stückpreis (netto)');
  await expect(cards.first()).toContainText('250,00');
  await expect(cards.nth(1)).toContainText('Schnellste Lieferung');
  await expect(cards.first()).toContainText(valid.shown);
  await buyer.screenshot({ path: join(SHOTS, 'offers-1280.png'), fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.screenshot({ path: join(SHOTS, 'offers-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1280, height: 900 });

  // The order page: the offer's term preselected, only the seller's accepted terms offered.
  await cards.first().getByRole('link', { name: 'Angebot annehmen' }).click();
  await expect(buyer).toHaveURL(/\/order-processing\?offerId=/);
  const orderPage = new OrderPage(buyer);
  const term = orderPage.paymentTerm;
  await expect(term).toHaveValue(invoice30);
  await expect(term.locator('option')).toHaveText(['Kauf auf Rechnung (30 Tage)', 'Vorkasse']);
  await expect(buyer.getByTestId('payment-summary')).toContainText('Kauf auf Rechnung');
  await expect(buyer.getByTestId('checkout-valid-until')).toHaveText(valid.shown);
  await expect(buyer.getByRole('checkbox', { name: 'Abweichende Lieferadresse' })).not.toBeChecked();
  await buyer.getByLabel(/^Besondere Hinweise/).fill('Anlieferung nur Mo–Fr 7–15 Uhr an Tor 3');
  await buyer.getByLabel(/^Ihre Bestellreferenz/).fill('PO-2026-0815');
  await buyer.evaluate(() => window.scrollTo(0, 0));
  await buyer.screenshot({ path: join(SHOTS, 'order-page-1280.png'), fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.evaluate(() => window.scrollTo(0, 0));
  await buyer.screenshot({ path: join(SHOTS, 'order-page-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await orderPage.submit();
  await expect(buyer.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung')).toBeVisible();
  await orderPage.acceptTerms();
  await orderPage.submit();
  await expect(buyer.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();
  await expect(buyer).toHaveURL(/\/buyer-dashboard\?tab=orders/);

  // By its part number: other journeys order for the same demo buyer at the same time.
  const orders = (await (await buyer.request.get(`/api/v1/buyer/orders?search=${part}`)).json()) as {
    items: { id: string; orderNumber: string; paymentMethodLabel: string; internalReference: string }[];
  };
  expect(orders.items).toHaveLength(1);
  const order = orders.items[0]!;
  expect(order).toMatchObject({ paymentMethodLabel: 'Kauf auf Rechnung', internalReference: 'PO-2026-0815' });

  // The document: extracted text with instructions, PO reference and the day; no empty label.
  const pdf = await buyer.request.get(`/api/v1/orders/${order.id}/document`);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  const pdfPath = join(SHOTS, 'order-document.pdf');
  writeFileSync(pdfPath, bytes);
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const text = (await extractText(doc, { mergePages: true })).text.replace(/[\s\u00a0]+/g, ' ');
  writeFileSync(join(SHOTS, 'order-document.txt'), text);
  expect(doc.numPages).toBe(1);
  for (const expected of [
    'Bestellreferenz des Käufers: PO-2026-0815',
    'Hinweise des Käufers: Anlieferung nur Mo–Fr 7–15 Uhr an Tor 3',
    `Angebot gültig bis: ${valid.shown}`,
    'Zahlungsart: Kauf auf Rechnung',
    'Originalteil mit Prüfprotokoll',
    BUYER,
    SELLER_A,
  ]) {
    expect(text).toContain(expected);
  }
  for (const empty of ['Versendet am', 'Geliefert am', 'Bestellnr. des Verkäufers', 'Vorkasse']) {
    expect(text).not.toContain(empty);
  }
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(SHOTS, 'order-document')]);
  } catch {
    // pdftoppm (poppler-utils) is optional: the text checks above stand without the picture.
  }

  // The buyer's mail names the same day.
  const mail = await mailWith(BUYER, order.orderNumber, 'Bestellbestätigung');
  expect(mail).toContain(valid.shown);
  await showMail(buyer, mailHtml(mail), 'buyer-order-mail.png');

  // The seller's received order states the same payment.
  await sellerA.goto('/seller-dashboard?tab=orders');
  const sellerOrders = new SellerOrders(sellerA);
  await sellerOrders.search(part);
  const received = sellerOrders.card(part);
  await expect(received.getByTestId('order-payment')).toContainText('Kauf auf Rechnung');
  await expect(received.getByTestId('order-payment')).toContainText('PO-2026-0815');
  await received.screenshot({ path: join(SHOTS, 'seller-received-order-1280.png') });

  expect(conflicts).toEqual([]);
});

test("a seller who orders gets the buyer's confirmation mail", async ({ browser, baseURL }) => {
  const part = `E2E-13S-${Date.now()}`;
  const a = await session(browser, baseURL!, SELLER_A, 'seller');
  const b = await session(browser, baseURL!, SELLER_B, 'seller');
  const created = await a.request.post('/api/v1/seller/my-requests', {
    multipart: { partNumber: part, quantity: '1', urgency: 'normal' },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  await offer(b.request, { requestId, price: '250,00', deliveryWeeks: '2', validUntil: dayAhead(10).iso });

  await a.goto('/seller-dashboard?tab=my-requests');
  // Issue 28: the seller's 'Meine Anfragen' is the buyer's own-requests screen.
  const mine = new BuyerRequests(a);
  await mine.openOffers(part);
  await mine.offers.first().getByRole('link', { name: 'Angebot annehmen' }).click();
  await expect(a).toHaveURL(/\/seller-order-processing\?offerId=/);
  const orderPage = new OrderPage(a);
  await orderPage.acceptTerms();
  await orderPage.submit();
  await expect(a).toHaveURL(/\/seller-dashboard\?tab=my-orders/);

  const toA = await mailWith(SELLER_A, part, 'Bestellbestätigung');
  expect(toA).toContain('vielen Dank für Ihre Bestellung');
  // No label without a value: this request has no manufacturer and no PO reference.
  expect(mailHtml(toA)).not.toContain('>Hersteller<');
  expect(mailHtml(toA)).not.toContain('>Bestellreferenz<');
  expect(toA).not.toContain('ein Käufer hat Ihr Angebot angenommen');
  expect(toA).toContain('/seller-dashboard?tab=my-orders');
  const toB = await mailWith(SELLER_B, part, 'ein Käufer hat Ihr Angebot angenommen');
  expect(toB).toContain('Neue Bestellung');
  writeFileSync(join(SHOTS, 'seller-as-buyer-mail.html'), mailHtml(toA));
  await showMail(a, mailHtml(toA), 'seller-as-buyer-mail.png');
});

test('an unknown offer id shows Angebot nicht gefunden with a way back', async ({ browser, baseURL }) => {
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  await buyer.goto('/order-processing?offerId=00000000-0000-4000-8000-000000000000');
  await expect(buyer.getByRole('heading', { name: 'Angebot nicht gefunden' })).toBeVisible();
  await expect(buyer.getByText('Etwas ist schiefgelaufen')).toHaveCount(0);
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.screenshot({ path: join(SHOTS, 'offer-not-found-375.png'), fullPage: true });
  await buyer.getByRole('link', { name: 'Zurück zu den Angeboten' }).last().click();
  await expect(buyer).toHaveURL(/\/buyer-dashboard\?tab=requests/);
});
