import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium, expect as baseExpect, test, type Page } from '@playwright/test';
import { startPushService } from '../src/server/test/push-service.ts';
import { apiAs, DEMO, DEMO_PASSWORD, uniquePart } from './support/fixtures.ts';

/**
 * Issue 31, push to the phone, end to end: the seller turns push on in the settings page (the
 * 'notifications' permission granted), a buyer's urgent request reaches the test push service
 * on 127.0.0.1 encrypted and VAPID-signed (it decrypts the payload as the phone would), and that
 * payload, handed to the page's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), is shown as a notification. Screenshots of the settings
 * with the device listed at 375 and 1280 px, German and Italian, go to SHOTS_DIR.
 *
 * Chromium here reaches no real push service (its own is Google's, offline in tests and CI), so
 * the page's PushManager hands out the subscription a browser would have made for the test push
 * service (its key pair and auth secret are made in this process, as a browser makes them).
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 20_000 });

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('push on in the settings, a new urgent request reaches the phone and is shown', async ({ baseURL }) => {
  const push = await startPushService();
  const sub = push.browserSubscription();
  const profile = mkdtempSync(join(os.tmpdir(), 'hydroparts-push-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    baseURL: baseURL!,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { origin: baseURL! },
  });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await context.addInitScript(
      ({ endpoint, keys }) => {
        window.localStorage.setItem('hydroparts.cookie-consent', 'declined');
        if (!window.localStorage.getItem('hydroparts.language'))
          window.localStorage.setItem('hydroparts.language', 'de');
        const FLAG = 'e2e-push-subscribed';
        const make = (applicationServerKey: unknown) => ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            window.localStorage.removeItem(FLAG);
            return true;
          },
        });
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
          window.localStorage.setItem(FLAG, btoa(String.fromCharCode(...key)));
          return make(key.buffer) as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          const stored = window.localStorage.getItem(FLAG);
          if (!stored) return null;
          const key = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
          return make(key.buffer) as unknown as PushSubscription;
        };
      },
      { endpoint: sub.endpoint, keys: sub.keys },
    );
    const login = await context.request.post('/api/v1/auth/login', {
      data: { email: DEMO.sellerB, password: DEMO_PASSWORD, role: 'seller' },
    });
    expect(login.status()).toBe(200);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/seller-dashboard?tab=notifications');
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, {
      timeout: 30_000,
    });
    const toggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const device = page.getByTestId('push-device').filter({ hasText: 'Dieses Gerät' });
    await expect(device).toBeVisible();
    await expect(device).toContainText('Chrome · Linux');
    await expect(page.getByRole('checkbox', { name: 'Neue passende Anfragen' })).toBeChecked();

    // A buyer's urgent request: the server pushes it, the test push service decrypts it.
    const part = uniquePart('PUSH');
    const buyer = await apiAs(baseURL!, DEMO.buyer, 'buyer');
    const created = await buyer.post('/api/v1/buyer/requests', {
      multipart: { partNumber: part, quantity: '2', urgency: 'dringend' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expect
      .poll(() => push.hitsOf(sub).filter((h) => h.plaintext?.includes(part)).length, { timeout: 60_000 })
      .toBe(1);
    const hit = push.hitsOf(sub).find((h) => h.plaintext?.includes(part))!;
    expect(hit.problem).toBeNull();
    const message = JSON.parse(hit.plaintext!) as { title: string; body: string; url: string };
    expect(message).toMatchObject({
      title: 'Neue dringende Anfrage',
      body: `${part} · 2 Stück`,
      url: '/seller-dashboard?tab=requests',
    });
    expect(hit.plaintext).not.toContain('Maschinenbau Schmidt');
    expect(hit.plaintext).not.toContain(DEMO.buyer);

    // The same bytes the phone would decrypt, handed to this page's service worker.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.some((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted))
      .toBe(true);
    const registration = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: registration.registrationId,
      data: hit.plaintext!,
    });
    const shown = () =>
      page.evaluate(async (title) => {
        const all = await (await navigator.serviceWorker.ready).getNotifications();
        const n = all.find((x) => x.title === title);
        return n ? { title: n.title, body: n.body, url: (n.data as { url: string }).url } : null;
      }, message.title);
    await expect.poll(shown).toEqual({ title: message.title, body: message.body, url: message.url });

    // The settings with this device listed, German and Italian.
    await page.reload();
    await expect(device).toBeVisible();
    await expect(device).toContainText('Zuletzt zugestellt');
    await shoot(page, 'push-settings-de');
    await page.evaluate(() => window.localStorage.setItem('hydroparts.language', 'it'));
    await page.reload();
    await expect(page.getByTestId('push-device').filter({ hasText: 'Questo dispositivo' })).toBeVisible();
    await shoot(page, 'push-settings-it');
    await page.evaluate(() => window.localStorage.setItem('hydroparts.language', 'de'));
    await page.reload();

    // 'Entfernen' removes the device; the switch shows this device off.
    await device.getByRole('button', { name: 'Entfernen' }).click();
    await expect(page.getByText('Noch kein Gerät angemeldet.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  } finally {
    await context.close();
    await push.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
