import { mkdirSync } from 'node:fs';
import { expect, request as apiRequest, type Browser, type Page } from '@playwright/test';
import { apiAs, createOffer, createRequest, DEMO, LoginPage, test, uniquePart } from './support/fixtures.ts';
import { verificationLink } from './support/mailbox.ts';

/*
 * Issue 32 (decision 052): the account's privacy section — an export ready to download and an
 * erasure pending with its cancel button — and the order page of an Austrian buyer whose VAT id
 * VIES (the journeys' fake) confirmed: 0 % and the intra-community note. German and English, 375
 * and 1280 px; the pictures go to SHOTS_DIR.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Hydro-Test-4711x';

/** A fresh, verified buyer (its language and erasure touch no other journey). */
async function freshBuyer(baseURL: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const email = `privacy-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const ctx = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await ctx.post('/api/v1/auth/signup/buyer', {
    data: {
      firstName: 'Petra',
      lastName: 'Datenschutz',
      company: 'Pressenwerk Test GmbH',
      email,
      phone: '+49 711 555000',
      vatNumber: 'DE123456789',
      billingAddress: { street: 'Werkstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      acceptLegal: true,
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await ctx.get(await verificationLink(email), { maxRedirects: 0 })).status()).toBeLessThan(400);
  await ctx.dispose();
  return email;
}

/** The account's language (a signed-in page speaks it); fresh accounts, so no journey minds. */
async function useLanguage(page: Page, language: 'de' | 'en') {
  const res = await page.request.put('/api/v1/auth/language', { data: { language } });
  expect(res.status()).toBe(200);
}

async function signedIn(browser: Browser, baseURL: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width, height: width < 500 ? 800 : 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('hydroparts.cookie-consent', 'necessary'));
  await new LoginPage(page).goto('buyer');
  await new LoginPage(page).submit(email, PASSWORD);
  await expect(page).toHaveURL(/\/buyer-dashboard/, { timeout: 30_000 });
  return page;
}

test('the privacy section: export ready, erasure pending with cancel (de, en; 375, 1280 px)', async ({
  browser,
  baseURL,
}) => {
  const email = await freshBuyer(baseURL!);
  const page = await signedIn(browser, baseURL!, email, 1280);
  await page.goto('/buyer-dashboard?tab=privacy');
  await page.getByRole('button', { name: 'Export anfordern' }).click();
  await expect(page.getByRole('link', { name: 'ZIP herunterladen' })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ZIP herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^hydroparts-daten-.*\.zip$/);

  await page.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
  await page.getByLabel(/^Passwort zur Bestätigung/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(page.getByText(/Ihr Konto wird am .* gelöscht\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Löschung widerrufen' })).toBeVisible();

  for (const language of ['de', 'en'] as const) {
    await useLanguage(page, language);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
      // ?lang= is a link's language for this view (decision 042); nothing stored changes.
      await page.goto(`/buyer-dashboard?tab=privacy&lang=${language}`);
      await expect(
        page.getByRole('button', { name: language === 'de' ? 'Löschung widerrufen' : 'Cancel deletion' }),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/privacy-account-${language}-${width}.png`, fullPage: true });
    }
  }
  await useLanguage(page, 'de');
  await page.goto('/buyer-dashboard?tab=privacy&lang=de');
  await page.getByRole('button', { name: 'Löschung widerrufen' }).click();
  await expect(page.getByRole('button', { name: 'Löschung beantragen' })).toBeVisible();
});

test('an Austrian buyer with a confirmed VAT id orders at 0 % with the legal note (de, en; 375, 1280 px)', async ({
  browser,
  baseURL,
}) => {
  const email = await freshBuyer(baseURL!, {
    company: 'Wiener Pressen GmbH',
    vatNumber: 'ATU12345678',
    billingAddress: { street: 'Ringstraße 1', city: 'Wien', zip: '1010', country: 'Österreich' },
  });
  const buyerApi = await apiAs(baseURL!, email, 'buyer', PASSWORD);
  const requestId = await createRequest(buyerApi, uniquePart('AT'));
  const seller = await apiAs(baseURL!, DEMO.sellerA, 'seller');
  const offerId = await createOffer(seller, requestId, '1.000,00', { shippingCost: '50,00' });
  // The signup queued the VIES check; the page shows 0 % once the fake VIES has answered.
  await expect
    .poll(
      async () =>
        ((await (await buyerApi.get(`/api/v1/buyer/checkout/${offerId}`)).json()) as { vatPercent: number })
          .vatPercent,
      {
        timeout: 30_000,
      },
    )
    .toBe(0);
  const page = await signedIn(browser, baseURL!, email, 1280);
  for (const language of ['de', 'en'] as const) {
    await useLanguage(page, language);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
      await page.goto(`/order-processing?offerId=${offerId}&lang=${language}`);
      await expect(page.getByText(/Steuerfreie innergemeinschaftliche Lieferung/).first()).toBeVisible();
      await expect(page.getByText('0 %').first()).toBeVisible();
      await page.screenshot({
        path: `${SHOTS}/privacy-austrian-order-${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
