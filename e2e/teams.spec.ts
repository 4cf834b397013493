import { DEMO, expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';

/**
 * Issue 37 (decision 066): a seller's owner invites a colleague on the Team tab; the colleague
 * opens the mail's link, joins with a name and a password and signs in as a member of the
 * company. Screenshots of the members page and the invitation page, 375 and 1280 px, de and en.
 */
const SHOTS = 'docs/screenshots/37';
const WIDTHS = [1280, 375] as const;

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
    await page.screenshot({ path: `${SHOTS}/members-de-${width}.png`, fullPage: true });
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
      await invited.screenshot({ path: `${SHOTS}/invitation-${lang}-${width}.png`, fullPage: true });
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

  // The owner sees the new member, in English too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/seller-dashboard?tab=team&lang=en');
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Klara Kollegin');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/members-en-${width}.png`, fullPage: true });
  }
});
