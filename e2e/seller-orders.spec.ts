import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo1234';
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_A = 'verkaeufer2@hydroparts.demo'; // Fluidtechnik Weber KG
const SELLER_B = 'verkaeufer@hydroparts.demo'; // Hydraulik Müller GmbH

/** An API session of a demo account (requests and offers are set up through the API). */
async function apiAs(baseURL: string, email: string, role: 'buyer' | 'seller'): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await ctx.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD, role } });
  expect(res.status()).toBe(200);
  return ctx;
}

async function createRequest(ctx: APIRequestContext, partNumber: string, path: string): Promise<string> {
  const res = await ctx.post(path, {
    // Without a manufacturer the request is relevant to every seller, whatever their brands.
    multipart: { partNumber, quantity: '1', urgency: 'normal' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function offer(ctx: APIRequestContext, requestId: string, price: string) {
  const d = new Date(Date.now() + 20 * 86400_000);
  const validUntil = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const res = await ctx.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price,
      shippingCost: '10,00',
      deliveryWeeks: '2',
      validUntil,
      warranty: '12 Monate',
      condition: 'Neu',
      confirmed: true,
    },
  });
  expect(res.status()).toBe(201);
}

async function login(page: Page, email: string, kind: 'buyer' | 'seller') {
  await page.goto(`/${kind}-login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`/${kind}-dashboard`));
}

test('the buyer accepts a seller’s offer; the order shows under Bestellungen with the buyer’s contact', async ({
  browser,
  baseURL,
}) => {
  const part = `E2E-SO-${Date.now()}`;
  // Logins are rate limited (10 a minute): the browser sessions also make the API calls.
  const headers = { origin: baseURL! };
  const buyer = await (await browser.newContext({ extraHTTPHeaders: headers })).newPage();
  await login(buyer, BUYER, 'buyer');
  const seller = await (await browser.newContext({ extraHTTPHeaders: headers })).newPage();
  await login(seller, SELLER_A, 'seller');
  const requestId = await createRequest(buyer.request, part, '/api/v1/buyer/requests');
  await offer(seller.request, requestId, '400,00');
  await buyer.reload();
  await buyer.getByLabel('Suche').fill(part);
  await buyer
    .getByTestId('request-card')
    .filter({ hasText: part })
    .getByRole('button', { name: 'Angebote ansehen' })
    .click();
  await buyer.getByTestId('offer-card').first().getByRole('link', { name: 'Angebot annehmen' }).click();
  await expect(buyer).toHaveURL(/\/order-processing\?offerId=/);
  const term = buyer.getByLabel(/^Zahlungsbedingung/);
  if ((await term.inputValue()) === '') await term.selectOption({ index: 1 });
  await buyer.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await buyer.getByRole('button', { name: 'Bestellung an Verkäufer übermitteln' }).click();
  await expect(buyer.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();

  await seller.reload();
  await seller.getByRole('tab', { name: 'Bestellungen', exact: true }).click();
  await seller.getByLabel('Suche').fill(part);
  const card = seller.getByTestId('seller-order-card').filter({ hasText: part });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Übermittelt');
  await expect(card.getByTestId('order-contact')).toContainText('Maschinenbau Schmidt GmbH');
  await expect(card.getByTestId('order-contact')).toContainText(BUYER);
  await expect(seller.getByTestId('orders-count')).toHaveText('1 von 1 Bestellungen');
});

test('a seller orders another seller’s offer through /seller-order-processing', async ({ page, baseURL }) => {
  const part = `E2E-SS-${Date.now()}`;
  // Seller A asks for a part through Neue Anfrage, like a buyer.
  await login(page, SELLER_A, 'seller');
  await page.getByRole('tab', { name: 'Neue Anfrage' }).click();
  await page.getByLabel(/^Teilenummer/).fill(part);
  await page.getByLabel(/^Beschreibung/).fill('Dichtungssatz');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Anfrage wurde erfolgreich erstellt')).toBeVisible();
  await expect(page).toHaveURL(/tab=my-requests/);

  // Seller B offers on it (through the API).
  const mine = (await (await page.request.get('/api/v1/seller/my-requests')).json()) as {
    items: { id: string; partNumber: string }[];
  };
  const requestId = mine.items.find((r) => r.partNumber === part)!.id;
  await offer(await apiAs(baseURL!, SELLER_B, 'seller'), requestId, '250,00');

  await page.reload();
  await page.getByRole('tab', { name: 'Meine Anfragen' }).click();
  const row = page.getByTestId('my-request-row').filter({ hasText: part });
  await expect(row).toContainText('Aktiv');
  await row.getByRole('button', { name: 'Angebote ansehen' }).click();
  const offers = page.getByTestId('my-request-offer');
  await expect(offers).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText('Hydraulik Müller');
  await offers.first().getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/seller-order-processing\?offerId=/);

  const submit = page.getByRole('button', { name: 'Bestellung an Verkäufer übermitteln' });
  // Issue 13: the offer's term is preselected; only terms its seller accepts are offered.
  const term = page.getByLabel(/^Zahlungsbedingung/);
  await expect(term).not.toHaveValue('');
  await page
    .getByLabel(/^Straße/)
    .first()
    .fill('');
  await expect(submit).toBeDisabled();
  await page
    .getByLabel(/^Straße/)
    .first()
    .fill('Werkstraße 5');
  await page.getByLabel(/^PLZ/).first().fill('89073');
  await page.getByLabel(/^Ort/).first().fill('Ulm');
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await submit.click();
  await expect(page.getByText('Bestellung erfolgreich übermittelt')).toBeVisible();
  await expect(page).toHaveURL(/\/seller-dashboard\?tab=my-orders/);
  await page.getByLabel('Suche').fill(part);
  const card = page.getByTestId('seller-order-card').filter({ hasText: part });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-contact')).toContainText('Hydraulik Müller GmbH');

  await page.goto('/seller-order-processing');
  await expect(page).toHaveURL(/\/seller-dashboard/);
});
