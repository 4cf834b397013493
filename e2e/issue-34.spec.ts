import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { berlinDay, LoginPage } from './support/fixtures.ts';
import { BuyerOrders, BuyerRequests } from './support/pages.ts';

/**
 * Issue 34: an offer 'ab Lager' wins 'Schnellste Lieferung' over a cheaper one in weeks and one in
 * days; the buyer confirms receipt with a complaint, which both sides see. Screenshots at 375 and
 * 1280 px go to SHOTS_DIR.
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
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  return page;
}

async function offer(ctx: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const validUntil = berlinDay(20);
  const res = await ctx.post('/api/v1/seller/offers', {
    data: { shippingCost: '0', validUntil, confirmed: true, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("'ab Lager' wins 'Schnellste Lieferung'; receipt with a complaint", async ({ browser, baseURL }) => {
  const part = `E2E-34-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const a = await session(browser, baseURL!, SELLER_A, 'seller');
  const b = await session(browser, baseURL!, SELLER_B, 'seller');
  const created = await buyer.request.post('/api/v1/buyer/requests', {
    multipart: { partNumber: part, quantity: '1', urgency: 'hoch', description: 'Ventil für Presse 3' },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;
  // Cheapest in one week, dearer 'ab Lager'.
  await offer(a.request, {
    requestId,
    price: '400,00',
    deliveryUnit: 'weeks',
    deliveryAmount: 1,
    condition: 'neu',
    warrantyMonths: 12,
  });
  const stockId = await offer(b.request, {
    requestId,
    price: '450,00',
    deliveryUnit: 'stock',
    condition: 'ueberholt',
    warrantyMonths: 6,
  });

  await buyer.goto('/buyer-dashboard?tab=requests');
  const requests = new BuyerRequests(buyer);
  await requests.openOffers(part);
  const cards = requests.offers;
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Bestpreis');
  await expect(cards.first()).toContainText('1 Woche');
  await expect(cards.nth(1)).toContainText('Schnellste Lieferung');
  await expect(cards.nth(1)).toContainText('ab Lager');
  await expect(cards.nth(1)).toContainText('Überholt');
  await buyer.screenshot({ path: join(SHOTS, 'comparison-de-1280.png'), fullPage: true });
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.screenshot({ path: join(SHOTS, 'comparison-de-375.png'), fullPage: true });
  await buyer.setViewportSize({ width: 1280, height: 900 });

  // The buyer orders the 'ab Lager' offer; the seller ships; the buyer reports damage on receipt.
  const checkout = (await (await buyer.request.get(`/api/v1/buyer/checkout/${stockId}`)).json()) as {
    offerPaymentTermsId: string | null;
    paymentTerms: { id: string }[];
  };
  const order = await buyer.request.post('/api/v1/buyer/orders', {
    data: {
      offerId: stockId,
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
  expect((await b.request.post(`/api/v1/orders/${orderId}/confirm`, { data: {} })).status()).toBe(200);
  expect(
    (
      await b.request.post(`/api/v1/orders/${orderId}/ship`, {
        data: { carrier: 'DHL', trackingUrl: 'https://www.dhl.de/track?id=1' },
      })
    ).status(),
  ).toBe(200);

  await buyer.goto('/buyer-dashboard?tab=orders');
  const orders = new BuyerOrders(buyer);
  await orders.search(part);
  const card = orders.card(part);
  await expect(card.getByRole('link', { name: 'Sendung verfolgen' })).toHaveAttribute(
    'href',
    'https://www.dhl.de/track?id=1',
  );
  await card.getByRole('button', { name: 'Empfang bestätigen' }).click();
  const dialog = buyer.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Es gibt ein Problem/ }).check();
  await dialog.getByRole('button', { name: 'Empfang bestätigen und Problem melden' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Bitte wählen Sie, was an der Lieferung nicht stimmt',
  );
  await dialog.getByLabel('Was stimmt nicht?').selectOption({ label: 'Beschädigt' });
  await dialog.getByLabel('Beschreibung').fill('Gehäuse beim Transport gerissen');
  await buyer.screenshot({ path: join(SHOTS, 'complaint-dialog-de-1280.png') });
  await buyer.setViewportSize({ width: 375, height: 812 });
  await buyer.screenshot({ path: join(SHOTS, 'complaint-dialog-de-375.png') });
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Empfang bestätigen und Problem melden' }).click();
  await expect(card.getByTestId('order-complaint')).toContainText('Beschädigt');
  await expect(card.getByTestId('order-timeline')).toContainText('Geliefert');

  // The seller sees the complaint on the order.
  await b.goto('/seller-dashboard?tab=orders');
  await expect(
    b.getByTestId('order-complaint').filter({ hasText: 'Gehäuse beim Transport gerissen' }),
  ).toBeVisible();
});
