import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './support/fixtures.ts';

// Issue 13: the signed-in header, the application layout and the admin lists at 375 and 1280 px.
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

const ROLES = [
  {
    role: 'buyer',
    email: 'kaeufer@hydroparts.demo',
    name: 'Markus Schmidt',
    company: 'Maschinenbau Schmidt GmbH',
    label: 'Käufer',
    dashboard: /\/buyer-dashboard/,
  },
  {
    role: 'seller',
    email: 'verkaeufer@hydroparts.demo',
    name: 'Thomas Müller',
    company: 'Hydraulik Müller GmbH',
    label: 'Verkäufer',
    dashboard: /\/seller-dashboard/,
  },
  {
    role: 'admin',
    email: 'admin@hydroparts.demo',
    name: 'Sabine Keller',
    company: null,
    label: 'Administrator',
    dashboard: /\/admin-dashboard/,
  },
] as const;

/** Sends the login form; each test checks where it leads. */
async function login(page: Page, role: 'buyer' | 'seller' | 'admin', email: string) {
  const form = new LoginPage(page);
  await form.goto(role);
  await form.submit(email);
}

async function dismissCookieBanner(page: Page) {
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

for (const width of [375, 1280]) {
  for (const who of ROLES) {
    test(`signed in as ${who.role}, the landing page's header shows the account at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page, who.role, who.email);
      // Password hashing is slow on a busy machine.
      await expect(page).toHaveURL(who.dashboard, { timeout: 20_000 });
      // The dashboard: application layout with a slim legal footer, no marketing footer.
      await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
      await expect(page.getByText('Made in Germany 2025')).toHaveCount(0);
      await dismissCookieBanner(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-${who.role}-${width}.png` });

      await page.goto('/');
      const header = page.getByRole('banner');
      const account = header.getByRole('button', { name: `Konto von ${who.name}` });
      await expect(account).toBeVisible();
      await expect(header.getByRole('link', { name: 'Käufer-Login' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Registrieren' })).toHaveCount(0);
      // One click back to the dashboard from a public page.
      const back = header.getByRole('link', { name: 'Mein Dashboard' });
      await expect(back).toBeVisible();
      // Flags are images, not emoji.
      await expect(header.locator('svg[data-flag="de"]')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/landing-${who.role}-${width}.png` });

      await account.click();
      const menu = page.getByRole('menu');
      await expect(menu).toContainText(who.name);
      if (who.company) await expect(menu).toContainText(who.company);
      await expect(menu).toContainText(who.label);
      await expect(menu.getByRole('menuitem', { name: 'Einstellungen' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/landing-${who.role}-${width}-menu.png` });
      await page.keyboard.press('Escape');

      await back.click();
      await expect(page).toHaveURL(who.dashboard);
    });
  }
}

test('the admin sellers tab shows every status at 1280 px and cards at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'admin', 'admin@hydroparts.demo');
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 20_000 });
  await dismissCookieBanner(page);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  for (const name of ['Firma', 'Bezahlstatus', 'Aktiv', 'Verifiziert', 'Freigeschaltet am', 'Aktionen']) {
    const header = table.getByRole('columnheader', { name, exact: true });
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  const row = table.getByRole('row').filter({ hasText: 'Hydraulik Müller GmbH' });
  await expect(row.getByRole('button', { name: /^Als (un)?bezahlt markieren$/ })).toBeInViewport({
    ratio: 1,
  });
  await expect(row.getByRole('button', { name: /^(De)?[Aa]ktivieren$/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/admin-sellers-1280.png`, fullPage: true });

  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('seller-facts')).toContainText('Handelsregisternummer');
  await expect(dialog.getByTestId('seller-facts')).toContainText('Marken');
  await page.screenshot({ path: `${SHOTS}/admin-seller-details-1280.png` });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Freigeschaltete Verkäufer' });
  await expect(cards).toBeVisible();
  const card = cards.getByRole('listitem').filter({ hasText: 'Hydraulik Müller GmbH' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Hydraulik Müller GmbH');
  for (const label of ['Bezahlstatus', 'Aktiv', 'Verifiziert']) await expect(card).toContainText(label);
  // The tab bar scrolls sideways and says so.
  await expect(page.getByRole('button', { name: 'Weitere Bereiche' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-sellers-375.png`, fullPage: true });

  // The queue: approving shows the seller's details first and waits for confirmation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Admin-Verwaltung' }).click();
  const pendingRow = page.getByRole('row').filter({ hasText: 'ausstehend@hydroparts.demo' });
  await pendingRow.getByRole('button', { name: 'Freischalten' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Verkäufer freischalten?' })).toBeVisible();
  await expect(confirm.getByTestId('seller-facts')).toContainText('Adresse');
  await page.screenshot({ path: `${SHOTS}/admin-queue-approve-1280.png` });
  // Left pending for the other journeys.
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
