import type { Page } from '@playwright/test';
import { apiAs, createRequest, DEMO, expect, LoginPage, test, uniquePart } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';

/**
 * Issue 37 (decision 071): a colleague with the role 'Anforderer' creates a request; the owner
 * assigns it to her on the requests tab; both see 'Zugewiesen' and 'erstellt von …', she in
 * English with the filter 'Mir zugewiesen'. Screenshots at 375 and 1280 px, de and en.
 */
const SHOTS = 'docs/screenshots/37';
const WIDTHS = [1280, 375] as const;
const PASSWORD = 'Hydro-Team-4711x';

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

test("a request assigned to the colleague who created it: 'Zugewiesen' and 'erstellt von'", async ({
  page,
  loginPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = await apiAs(baseURL!, DEMO.buyer, 'buyer');
  const email = `anforderin-${Date.now()}@example.test`;
  const invited = await owner.post('/api/v1/team/invitations', { data: { email, role: 'requester' } });
  expect(invited.status(), await invited.text()).toBe(201);

  // She joins on the English page: her account speaks English.
  const context = await browser.newContext();
  const her = await context.newPage();
  await her.goto(`${await invitationLink(email)}&lang=en`);
  await her.getByLabel(/^First name/).fill('Klara');
  await her.getByLabel(/^Last name/).fill('Anforderer');
  await her.getByLabel(/^Password/).fill(PASSWORD);
  await her.getByLabel(/^Confirm password/).fill(PASSWORD);
  await her.getByRole('checkbox').check();
  await her.getByRole('button', { name: 'Create login and join' }).click();
  await expect(her.getByText('Welcome to the team!')).toBeVisible();

  const part = uniquePart('ZUW');
  await createRequest(await apiAs(baseURL!, email, 'buyer', PASSWORD), part);

  // The owner assigns it to her.
  await loginPage.signIn('buyer', DEMO.buyer);
  await page.goto('/buyer-dashboard?tab=requests');
  await page.getByPlaceholder('Teilenummer, Hersteller oder Beschreibung').fill(part);
  const card = page.getByTestId('request-card').filter({ hasText: part });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('request-card')).toHaveCount(1);
  await card.getByLabel('Zugewiesen').selectOption({ label: 'Klara Anforderer' });
  await expect(page.getByText('Zuweisung gespeichert')).toBeVisible();
  await expect(card.getByText('erstellt von Klara Anforderer')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `${SHOTS}/request-assignee-de-${width}.png`);
  }

  // She finds it under 'Assigned to me', in English.
  await new LoginPage(her).signIn('buyer', email, PASSWORD);
  await her.goto('/buyer-dashboard?tab=requests');
  await her.getByRole('combobox', { name: 'Assigned' }).first().selectOption('me');
  const hers = her.getByTestId('request-card');
  await expect(hers).toHaveCount(1);
  await expect(hers).toContainText(part);
  await expect(hers.getByText('created by Klara Anforderer')).toBeVisible();
  await expect(hers.getByLabel('Assigned').locator('option:checked')).toHaveText('Klara Anforderer (you)');
  for (const width of WIDTHS) {
    await her.setViewportSize({ width, height: 900 });
    await shoot(her, `${SHOTS}/request-assignee-en-${width}.png`);
  }
  await context.close();
});
