import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, berlinDay, DEMO_PASSWORD } from './support/fixtures.ts';

/**
 * Issue 31, speed to offer: a request with 'Benötigt bis' and a downtime cost per day ranks the
 * dearer but faster offer first with the three marks; the seller's form warns when the delivery
 * misses the day; the site is installable (manifest, icons, a service worker that keeps the shell
 * and never /api). Screenshots at 375 and 1280 px, German and English, go to SHOTS_DIR.
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER_A = 'verkaeufer@hydroparts.demo';
const SELLER_B = 'verkaeufer2@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });

/** A signed-in page in the given language (the language is the reader's stored choice). */
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

async function shoot(page: Page, name: string, full = true): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: full });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage: full });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['de', 'en'] as const) {
  test(`downtime ranking, needed-by warning and the new request fields (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const en = lang === 'en';
    const part = `E2E-31-${lang}-${Date.now()}`;
    const buyerApi = await apiAs(baseURL!, BUYER, 'buyer');
    const created = await buyerApi.post('/api/v1/buyer/requests', {
      multipart: {
        partNumber: part,
        quantity: '1',
        urgency: 'dringend',
        description: 'Hydraulikpumpe Presse 4 – Linie steht',
        neededBy: berlinDay(10),
        downtimeCostPerDay: '2.000,00',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const requestId = ((await created.json()) as { id: string }).id;
    const validUntil = berlinDay(20);
    // 300 € dearer and a week faster: at 2 000 €/day it ranks first.
    for (const [email, price, weeks] of [
      [SELLER_A, '1.200,00', 2],
      [SELLER_B, '1.500,00', 1],
    ] as const) {
      const seller = await apiAs(baseURL!, email, 'seller');
      const res = await seller.post('/api/v1/seller/offers', {
        data: {
          requestId,
          price,
          shippingCost: '0',
          deliveryUnit: 'weeks',
          deliveryAmount: weeks,
          validUntil,
          condition: 'neu',
          warrantyMonths: 12,
          confirmed: true,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // The buyer's offers, ranked by what standing still costs.
    const buyer = await session(browser, baseURL!, BUYER, 'buyer', lang);
    await buyer.goto('/buyer-dashboard?tab=requests');
    await buyer.getByLabel(en ? 'Search' : 'Suche').fill(part);
    await buyer
      .getByTestId('request-card')
      .filter({ hasText: part })
      .getByRole('button', { name: en ? 'View offers' : 'Angebote ansehen' })
      .click();
    const cards = buyer.getByTestId('offer-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(en ? 'Best total cost' : 'Beste Gesamtkosten');
    await expect(cards.first()).toContainText(en ? 'Fastest delivery' : 'Schnellste Lieferung');
    await expect(cards.first()).toContainText(/1[.,]500/);
    await expect(cards.first().getByTestId('offer-timeliness')).toHaveText(en ? 'on time' : 'rechtzeitig');
    await expect(cards.nth(1)).toContainText(en ? 'Best price' : 'Bestpreis');
    await expect(cards.nth(1).getByTestId('offer-timeliness')).toHaveText(
      en ? 'later than needed' : 'später als benötigt',
    );
    await shoot(buyer, `offers-ranked-by-downtime-${lang}`);

    // The request form with its two new fields, filled.
    await buyer.goto('/buyer-dashboard?tab=new-request');
    await buyer.getByLabel(en ? /^Needed by/ : /^Benötigt bis/).fill(berlinDay(7));
    await buyer.getByLabel(en ? /^Downtime cost per day/ : /^Stillstandskosten pro Tag/).fill('2.000');
    await buyer.getByLabel(en ? /^Part number/ : /^Teilenummer/).fill('R902092436');
    await shoot(buyer, `request-form-needed-by-${lang}`);

    // The seller's form warns when three weeks miss a day ten days ahead.
    const seller = await session(browser, baseURL!, SELLER_A, 'seller', lang);
    const other = await buyerApi.post('/api/v1/buyer/requests', {
      multipart: {
        partNumber: `${part}-W`,
        quantity: '1',
        urgency: 'hoch',
        neededBy: berlinDay(10),
        downtimeCostPerDay: '999',
      },
    });
    expect(other.status()).toBe(201);
    await seller.goto('/seller-dashboard?tab=requests');
    await seller.getByLabel(en ? 'Search' : 'Suche').fill(`${part}-W`);
    const row = seller.getByTestId('seller-request-row').filter({ hasText: `${part}-W` });
    await row.getByRole('button', { name: en ? 'Create offer' : 'Angebot erstellen' }).click();
    await expect(seller.getByTestId('offer-needed-by')).toBeVisible();
    await seller.getByLabel(en ? /^Price/ : /^Preis/).fill('980');
    await seller.getByLabel(en ? /^Delivery time/ : /^Lieferzeit/).fill('3');
    await expect(seller.getByTestId('offer-late-warning')).toBeVisible();
    // The buyer's cost per day is nowhere on the seller's screen.
    await expect(seller.locator('body')).not.toContainText('999');
    await shoot(seller, `seller-offer-late-warning-${lang}`);
  });
}

test('installable: manifest, icons and a service worker that keeps the shell, never /api', async ({
  baseURL,
}) => {
  // Chromium does not offer installation in an incognito profile (every Playwright context is
  // one): a persistent profile of its own, as a user's browser has.
  const profile = mkdtempSync(join(os.tmpdir(), 'hydroparts-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    baseURL: baseURL!,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      lang: 'de',
      display: 'standalone',
      theme_color: '#1a4f9c',
      start_url: '/',
    });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // The worker takes control once registered (production build: registered after load).
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, {
      timeout: 30_000,
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own installability check (what Lighthouse's installable-manifest audit asked).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    // Data is never kept: after API calls through the controlled page, the cache holds no /api URL.
    await page.evaluate(() => fetch('/api/v1/auth/session').then((r) => r.text()));
    await page.evaluate(() => fetch('/api/v1/brands').then((r) => r.text()));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
