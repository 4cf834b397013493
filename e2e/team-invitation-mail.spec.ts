import { apiAs, DEMO, expect, test } from './support/fixtures.ts';
import { htmlPart, mailsTo } from './support/mailbox.ts';

/**
 * Issue 37: the invitation mail as the invited colleague sees it, in the inviting owner's language
 * (German and English), at 1280 and 375 px — its HTML part from the mail sink, opened in Chromium.
 * The demo seller's stored language is switched for the English mail and back: an exclusive
 * journey (playwright.config.ts).
 */
const SHOTS = 'docs/screenshots/37';

async function invitationMail(email: string): Promise<string> {
  for (let i = 0; i < 60; i += 1) {
    const mail = (await mailsTo(email)).find((m) => m.includes('/team/join?token='));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`keine Einladung an ${email}`);
}

test('the invitation mail reads well in German and English, on a phone and a desktop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAs(baseURL!, DEMO.sellerA, 'seller');
  try {
    for (const [lang, greeting, role] of [
      ['de', /Einladung/, 'Ihre Rolle: Vertrieb'],
      ['en', /invit/i, 'Your role: Sales'],
    ] as const) {
      expect((await owner.put('/api/v1/auth/language', { data: { language: lang } })).ok()).toBe(true);
      const email = `einladung-${lang}-${Date.now()}@example.test`;
      const invited = await owner.post('/api/v1/team/invitations', { data: { email, role: 'sales' } });
      expect(invited.status()).toBe(201);
      const page = await browser.newPage();
      await page.setContent(htmlPart(await invitationMail(email)));
      await expect(page.locator('body')).toContainText(greeting);
      // The link is the invitation page's, with its token; the company is named.
      await expect(page.locator('a[href*="/team/join?token="]').first()).toBeVisible();
      await expect(page.locator('body')).toContainText('Fluidtechnik Weber KG');
      // The role and the date in the inviter's language, not always German.
      await expect(page.locator('body')).toContainText(role);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/invitation-mail-${lang}-${width}.png`, fullPage: true });
      }
      await page.close();
    }
  } finally {
    await owner.put('/api/v1/auth/language', { data: { language: 'de' } });
    await owner.dispose();
  }
});
