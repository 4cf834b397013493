import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { webhooksDe } from '../src/shared/i18n/features/webhooks.de.ts';
import { webhooksFr } from '../src/shared/i18n/features/webhooks.fr.ts';
import { DEMO_PASSWORD, LoginPage } from './support/fixtures.ts';

const DEMO_SELLER = 'verkaeufer@hydroparts.demo'; // HYDAC among the brands
const DEMO_BUYER = 'kaeufer@hydroparts.demo';
const SHOTS = '/work/shots/issue-15b';

interface Hit {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The seller's system: a local receiver that records every POST. */
async function startReceiver() {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hydroparts`, hits, close: () => server.close() };
}

/** What the receiver checks, with the Standard Webhooks library (decision 042). */
function signatureValid(hit: Hit, secret: string): boolean {
  try {
    new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decision 042's screens (rotation panel, delivery log with 'Erneut senden') in German and
 * French at 1280 and 375 px, for the review.
 */
async function ecosystemShots(page: Page, dir: string) {
  const banner = page.getByRole('button', { name: 'Ablehnen' });
  if (await banner.isVisible()) await banner.click();
  for (const [language, texts] of [
    ['de', webhooksDe],
    ['fr', webhooksFr],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('hydroparts.language', l), language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/seller-dashboard?tab=integrations');
    const card = page.getByTestId('webhook-card').first();
    await card.getByRole('button', { name: texts['webhooks.log'] }).click();
    await card.getByRole('button', { name: texts['webhooks.rotate'] }).click();
    await expect(card.getByTestId('webhook-log')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/webhook-rotation-log-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('hydroparts.language', 'de'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/seller-dashboard?tab=integrations');
}

async function loginAsSeller(page: Page) {
  await new LoginPage(page).signIn('seller', DEMO_SELLER);
}

test('a seller registers a webhook; a buyer posts a request; the receiver gets it signed and the open dashboard shows it without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  const receiver = await startReceiver();
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsSeller(page);
    await page.goto('/seller-dashboard?tab=integrations');
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();

    // Refused in the form already: not an address.
    await page.getByLabel(/^Empfänger-Adresse/).fill('kein-link');
    await page.getByRole('button', { name: 'Webhook anlegen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige HTTPS-Adresse ein')).toBeVisible();

    await page.getByLabel(/^Empfänger-Adresse/).fill(receiver.url);
    await page.getByRole('button', { name: 'Webhook anlegen' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await page.getByRole('button', { name: 'Geheimnis gespeichert' }).click();
    const card = page.getByTestId('webhook-card').filter({ hasText: receiver.url });
    await expect(card).toBeVisible();

    // The test event travels the same way (jobs table, signature) and shows in the log.
    await card.getByRole('button', { name: 'Testereignis senden' }).click();
    await expect(card.getByTestId('webhook-log')).toContainText('Zugestellt · 204', { timeout: 15_000 });
    const ping = receiver.hits.find((h) => JSON.parse(h.body).type === 'ping');
    expect(ping && signatureValid(ping, secret)).toBe(true);
    // Redelivery from the log: the same event once more, in the same row (two attempts). The test
    // event's row: other journeys' requests may reach this seller's endpoint meanwhile.
    const pingRow = card.getByTestId('webhook-log').getByRole('row').filter({ hasText: 'Testereignis' });
    await pingRow.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(pingRow).toContainText('Versuche: 2', { timeout: 15_000 });
    const pings = receiver.hits.filter((h) => JSON.parse(h.body).type === 'ping');
    expect(pings).toHaveLength(2);
    expect(pings[1]!.headers['webhook-id']).toBe(pings[0]!.headers['webhook-id']);
    // Rotation: a new secret shown once; during the overlap both secrets sign.
    await card.getByRole('button', { name: 'Geheimnis erneuern' }).click();
    await expect(card.getByLabel('Übergangszeit')).toHaveValue('24');
    await card.getByRole('button', { name: 'Neues Geheimnis erzeugen' }).click();
    const rotated = (await card.getByTestId('webhook-secret').textContent())!.trim();
    expect(rotated).not.toBe(secret);
    await expect(card.getByText(/Das bisherige Geheimnis signiert bis .* mit\./).first()).toBeVisible();
    await card.getByRole('button', { name: 'Testereignis senden' }).click();
    await expect.poll(() => receiver.hits.filter((h) => JSON.parse(h.body).type === 'ping').length).toBe(3);
    const overlap = receiver.hits.filter((h) => JSON.parse(h.body).type === 'ping')[2]!;
    expect(String(overlap.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signatureValid(overlap, secret) && signatureValid(overlap, rotated)).toBe(true);
    if (process.env.E2E_SHOTS_DIR) await ecosystemShots(page, process.env.E2E_SHOTS_DIR);
    // Screenshots without the cookie banner and the toast, from the top of the page.
    const banner = page.getByRole('button', { name: 'Ablehnen' });
    if (await banner.isVisible()) await banner.click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/webhooks-settings-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/webhooks-settings-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The seller's requests list stays open; a marker on window proves there is no reload.
    await page.getByRole('tab', { name: 'Anfragen', exact: true }).click();
    await expect(page.getByTestId('seller-request-row').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.waitForTimeout(500); // the event stream is open by now

    const part = `E2E-WH-${Date.now()}`;
    const buyer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    expect(
      (
        await buyer.post('/api/v1/auth/login', {
          data: { email: DEMO_BUYER, password: DEMO_PASSWORD, role: 'buyer' },
        })
      ).status(),
    ).toBe(200);
    const created = await buyer.post('/api/v1/buyer/requests', {
      multipart: { partNumber: part, manufacturer: 'HYDAC', quantity: '2' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await buyer.dispose();

    // The seller's screen shows the request without a reload …
    await expect(page.getByTestId('seller-request-row').filter({ hasText: part }).first()).toBeVisible({
      timeout: 10_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // … and the seller's system received it once, signed, without the buyer.
    await expect
      .poll(() => receiver.hits.filter((h) => h.body.includes(part)).length, { timeout: 15_000 })
      .toBe(1);
    const hit = receiver.hits.find((h) => h.body.includes(part))!;
    expect(signatureValid(hit, secret)).toBe(true);
    expect(signatureValid({ ...hit, body: hit.body.replace(part, `${part}X`) }, secret)).toBe(false);
    const event = JSON.parse(hit.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(hit.headers['webhook-id']).toBe(event.id);
    expect(event).toMatchObject({
      type: 'request.created',
      data: { partNumber: part, manufacturer: 'HYDAC' },
    });
    expect(hit.body).not.toContain(DEMO_BUYER);
  } finally {
    receiver.close();
  }
});
