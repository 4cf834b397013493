import type { Page } from '@playwright/test';
import { totpCode } from '../src/server/test/totp.ts';
import { DEMO, DEMO_PASSWORD, expect, LoginPage, test } from './support/fixtures.ts';

/** The key of the second factor this test set up, until it is switched off again. */
let secretLeftOn: string | null = null;

async function passwordStep(page: Page) {
  const login = new LoginPage(page);
  await login.goto('admin');
  await login.submit(DEMO.admin);
}

/** Codes this journey had accepted: each works only once (RFC 6238 §5.2, issue 38). */
const usedCodes = new Set<string>();

/**
 * Waits for the next 30-second window when the code would expire in a moment (no flaky edge);
 * a code already used gives way to the next window's, which the server accepts as well.
 */
async function freshCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((r) => setTimeout(r, left + 200));
  let code = totpCode(secret);
  if (usedCodes.has(code)) code = totpCode(secret, Date.now() + 30_000);
  usedCodes.add(code);
  return code;
}

test('an admin sets up TOTP, cannot sign in without a code, and signs in with one', async ({ page }) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin-dashboard/);

  // Security settings: password, key for the app, backup codes, first code confirms.
  await page.getByRole('tab', { name: 'Sicherheit' }).click();
  await page
    .getByRole('region', { name: 'Zwei-Faktor-Anmeldung' })
    .getByLabel('Aktuelles Passwort')
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Einrichten' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('textbox', { name: /^Code\b/ }).fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  secretLeftOn = secret;
  await expect(page.getByText('Zwei-Faktor-Anmeldung aktiviert')).toBeVisible();
  await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist aktiv.')).toBeVisible();

  // The toast lies over the dashboard's 'Abmelden' while it shows: closed as a user would.
  await page.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // Sign out; the password alone now leads to the code step, not into the dashboard. The
  // dashboard's own 'Abmelden' comes first: the session list below names one per session.
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await expect(page).not.toHaveURL(/\/admin-dashboard/);
  await passwordStep(page);
  await expect(page.getByText('Geben Sie den 6-stelligen Code')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);
  expect((await (await page.request.get('/api/v1/auth/session')).json()).user).toBeNull();
  expect((await page.request.get('/api/v1/admin/stats')).status()).toBe(401);
  await page.getByRole('textbox', { name: /^Code\b/ }).fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist ungültig oder abgelaufen')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);

  // With the code from the app: in.
  await page.getByRole('textbox', { name: /^Code\b/ }).fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByRole('heading', { name: 'Administrationsbereich' })).toBeVisible();

  // The demo admin stays one click away for the other journeys: switch it off again.
  await page.getByRole('tab', { name: 'Sicherheit' }).click();
  await page
    .getByRole('region', { name: 'Zwei-Faktor-Anmeldung' })
    .getByLabel('Aktuelles Passwort')
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByText('Zwei-Faktor-Anmeldung deaktiviert')).toBeVisible();
  secretLeftOn = null;
  await page.screenshot({ path: 'test-results/two-factor-admin.png' });
});

// A run that failed half way must not leave the demo admin behind a code: its retry and the other
// journeys sign in with the password alone.
test.afterEach(async ({ playwright, baseURL }) => {
  if (!secretLeftOn) return;
  const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    const login = await ctx.post('/api/v1/auth/login', {
      data: { email: DEMO.admin, password: DEMO_PASSWORD, role: 'admin' },
    });
    if ((await login.json()).twoFactorRequired) {
      const code = await freshCode(secretLeftOn);
      const verified = await ctx.post('/api/v1/auth/two-factor/verify', {
        data: { code, trustDevice: false, role: 'admin' },
      });
      expect(verified.status()).toBe(200);
    }
    expect(
      (await ctx.post('/api/v1/auth/two-factor/disable', { data: { password: DEMO_PASSWORD } })).status(),
    ).toBe(200);
    secretLeftOn = null;
  } finally {
    await ctx.dispose();
  }
});
