import type { Page } from '@playwright/test';
import { DEMO, expect, LoginPage, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';

/**
 * Issue 37 (decision 066): a seller's owner invites a colleague on the Team tab; the colleague
 * opens the mail's link, joins with a name and a password and signs in as a member of the
 * company. Screenshots of the members page and the invitation page, 375 and 1280 px, de and en.
 */
const SHOTS = 'docs/screenshots/37';
const WIDTHS = [1280, 375] as const;

/** A screenshot of the page as a reader sees it first: no cookie banner, no toast, from the top. */
async function shoot(page: Page, path: string): Promise<void> {
  const decline = page.getByRole('button', { name: /^(Ablehnen|Decline)$/ });
  if (await decline.isVisible()) await decline.click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

async function invitationLink(email: string): Promise<string> {
  for (let i = 0; i < 60; i += 1) {
    const mail = (await mailsTo(email)).find((m) => m.includes('/team/join?token='));
    const token = mail ? /\/team\/join\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
    if (token) return `/team/join?token=${token}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`keine Einladung an ${email}`);
}

test('an owner invites a colleague, who joins through the invitation page and signs in', async ({
  page,
  loginPage,
  browser,
}) => {
  // Three browsers, two sign-ins with password hashing and eight screenshots on a shared machine.
  test.setTimeout(240_000);
  await loginPage.signIn('seller', DEMO.sellerA);
  await page.goto('/seller-dashboard?tab=team');
  await expect(page.getByRole('heading', { name: /Team/ })).toBeVisible();
  const email = `kollegin-${Date.now()}@example.test`;
  await page.getByLabel(/^E-Mail-Adresse/).fill(email);
  await page.getByLabel('Rolle', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('list', { name: 'Offene Einladungen' })).toContainText(email);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `${SHOTS}/members-de-${width}.png`);
  }

  const link = await invitationLink(email);
  const context = await browser.newContext();
  const invited = await context.newPage();
  for (const [lang, suffix] of [
    ['de', ''],
    ['en', '&lang=en'],
  ] as const) {
    await invited.goto(`${link}${suffix}`);
    await expect(invited.getByText(email)).toBeVisible();
    for (const width of WIDTHS) {
      await invited.setViewportSize({ width, height: 900 });
      await shoot(invited, `${SHOTS}/invitation-${lang}-${width}.png`);
    }
  }
  // Joining, in English.
  await invited.getByLabel(/^First name/).fill('Klara');
  await invited.getByLabel(/^Last name/).fill('Kollegin');
  await invited.getByLabel(/^Password/).fill('Hydro-Team-4711x');
  await invited.getByLabel(/^Confirm password/).fill('Hydro-Team-4711x');
  await invited.getByRole('checkbox').check();
  await invited.getByRole('button', { name: 'Create login and join' }).click();
  await expect(invited.getByText('Welcome to the team!')).toBeVisible();
  await context.close();

  // The owner sees the new member and makes her an owner too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Mitglieder' })).toContainText('Klara Kollegin');
  await page.getByLabel('Rolle von Klara Kollegin').selectOption('owner');
  await expect(page.getByText('Rolle geändert')).toBeVisible();

  // She joined on the English page: her account speaks English, and as an owner she manages the team.
  const klara = await browser.newContext();
  const her = await klara.newPage();
  await new LoginPage(her).signIn('seller', email, 'Hydro-Team-4711x');
  await her.goto('/seller-dashboard?tab=team');
  await expect(her.getByRole('list', { name: 'Members' })).toContainText('Julia Weber');
  await expect(her.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  for (const width of WIDTHS) {
    await her.setViewportSize({ width, height: 900 });
    await shoot(her, `${SHOTS}/members-en-${width}.png`);
  }
  await klara.close();
});
