import type { Page } from '@playwright/test';
import {
  apiAs,
  createOffer,
  createRequest,
  DEMO,
  expect,
  LoginPage,
  submitCheckout,
  test,
  uniquePart,
} from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { OrderPage } from './support/pages.ts';

/**
 * Issue 37, decision 070: the owner of the demo buyer sets a purchaser's approval limit in the
 * Team tab; the purchaser orders above it and the order waits ('Freigabe ausstehend'); an English
 * colleague sees the queue; the owner approves and the order exists. Screenshots of the limit and
 * of the queue at 375 and 1280 px, German and English.
 */
const SHOTS = 'docs/screenshots/37';
const WIDTHS = [1280, 375] as const;
const PASSWORD = 'Hydro-Freigabe-4711x';
const COOKIE_BANNER = /^(Cookie-Hinweis|Cookie notice)$/;

/** `${SHOTS}/${name}-<width>.png` at each width, the page scrolled to the top. */
async function shoot(page: Page, name: string): Promise<void> {
  // The cookie banner's 'Ablehnen', not the queue's.
  const banner = page.getByRole('region', { name: COOKIE_BANNER });
  if (await banner.isVisible()) await banner.getByRole('button', { name: /^(Ablehnen|Decline)$/ }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** A member of the demo buyer's company, joined through the invitation's API routes. */
async function joined(
  owner: Awaited<ReturnType<typeof apiAs>>,
  role: 'purchasing' | 'requester',
  names: { firstName: string; lastName: string },
  language: 'de' | 'en',
): Promise<string> {
  const email = `freigabe-${role}-${Date.now()}@example.test`;
  expect((await owner.post('/api/v1/team/invitations', { data: { email, role } })).status()).toBe(201);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).find((m) => m.includes('/team/join?token='));
        token = mail ? /\/team\/join\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
        return token;
      },
      { timeout: 30_000, message: `Einladung an ${email}` },
    )
    .toBeTruthy();
  const res = await owner.post(`/api/v1/team-invitations/${token}/accept`, {
    data: { ...names, password: PASSWORD, passwordConfirm: PASSWORD, acceptLegal: true, language },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

test('an order above the limit waits for approval and is placed once the owner approves', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four browsers, four sign-ins with password hashing and eight screenshots on a shared machine.
  test.setTimeout(300_000);
  const owner = await apiAs(baseURL!, DEMO.buyer, 'buyer');
  const purchaserEmail = await joined(owner, 'purchasing', { firstName: 'Petra', lastName: 'Einkauf' }, 'de');
  const colleagueEmail = await joined(owner, 'purchasing', { firstName: 'Emma', lastName: 'English' }, 'en');

  // The owner sets Petra's limit in the Team tab.
  await new LoginPage(page).signIn('buyer', DEMO.buyer);
  await page.goto('/buyer-dashboard?tab=team');
  const limit = page.getByRole('form', { name: 'Freigabelimit von Petra Einkauf' });
  // 'Kein Limit' is ticked until the owner sets an amount.
  await limit.getByRole('checkbox', { name: 'Kein Limit' }).uncheck();
  await limit.getByLabel(/Limit in Euro/).fill('500');
  await limit.getByRole('button', { name: 'Limit speichern' }).click();
  await expect(page.getByText('Freigabelimit gespeichert')).toBeVisible();
  await expect(page.getByTestId('approval-limit').filter({ hasText: /500,00/ })).toBeVisible();
  await shoot(page, 'approval-limit-de');

  // An offer of 1.228,00 € net (+ shipping, + VAT) on a request of the company.
  const part = uniquePart('FREIGABE');
  const requestId = await createRequest(owner, part);
  const seller = await apiAs(baseURL!, DEMO.sellerA, 'seller');
  const offerId = await createOffer(seller, requestId, '1.228,00');

  // Petra orders it: nothing is ordered, the order waits.
  const petraContext = await browser.newContext();
  const petra = await petraContext.newPage();
  await new LoginPage(petra).signIn('buyer', purchaserEmail, PASSWORD);
  await petra.goto(`/order-processing?offerId=${offerId}`);
  const orderPage = new OrderPage(petra);
  await orderPage.chooseTermIfEmpty();
  await petra.getByLabel(/Ihre Bestellreferenz/).fill('PO-2026-117');
  await orderPage.acceptTerms();
  // Above her limit: the page says the order will wait, and its button says so too.
  await expect(petra.getByTestId('approval-hint')).toBeVisible();
  await petra.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(petra.getByText('Die Bestellung wartet auf Freigabe durch den Einkauf.')).toBeVisible();
  await expect(petra).toHaveURL(/tab=approvals/);
  await expect(petra.getByTestId('approval').filter({ hasText: part })).toContainText('Freigabe ausstehend');
  await petraContext.close();
  // The seller has no order from it.
  const received = (await (await seller.get(`/api/v1/seller/orders?search=${part}`)).json()) as {
    total: number;
  };
  expect(received.total).toBe(0);

  // The queue, in German (the owner) and in English (Emma, a purchaser without a limit).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/buyer-dashboard?tab=approvals');
  const item = page.getByTestId('approval').filter({ hasText: part });
  await expect(item).toContainText('angefordert von Petra Einkauf');
  await expect(item).toContainText('PO-2026-117');
  await expect(page.getByTestId('tab-count-approvals')).toBeVisible();
  await shoot(page, 'approval-queue-de');
  const emmaContext = await browser.newContext();
  const emma = await emmaContext.newPage();
  await new LoginPage(emma).signIn('buyer', colleagueEmail, PASSWORD);
  await emma.goto('/buyer-dashboard?tab=approvals');
  await expect(emma.getByTestId('approval').filter({ hasText: part })).toContainText(
    'requested by Petra Einkauf',
  );
  await shoot(emma, 'approval-queue-en');
  // Every member reads the limits on the Team tab; only the owner edits them.
  await emma.goto('/buyer-dashboard?tab=team');
  await expect(emma.getByTestId('approval-limit').filter({ hasText: /Approval limit: .*500/ })).toBeVisible();
  await expect(emma.getByRole('button', { name: 'Save limit' })).toHaveCount(0);
  await shoot(emma, 'approval-limit-en');
  await emmaContext.close();

  // The owner approves: the order exists.
  await page.setViewportSize({ width: 1280, height: 900 });
  await item.getByRole('button', { name: new RegExp(`^Freigeben: .*${part}`) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bestellung freigeben');
  await dialog.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(/Bestellung .* aufgegeben/)).toBeVisible();
  const orders = (await (await owner.get(`/api/v1/buyer/orders?search=${part}`)).json()) as {
    total: number;
    items: { internalReference: string | null }[];
  };
  expect(orders.total).toBe(1);
  expect(orders.items[0]!.internalReference).toBe('PO-2026-117');
  expect(
    ((await (await seller.get(`/api/v1/seller/orders?search=${part}`)).json()) as { total: number }).total,
  ).toBe(1);
});

test('a waiting order is withdrawn when the seller withdraws its offer; the queue says why (decision 084)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = await apiAs(baseURL!, DEMO.buyer, 'buyer');
  const email = await joined(owner, 'purchasing', { firstName: 'Walter', lastName: 'Wartend' }, 'en');
  const team = (await (await owner.get('/api/v1/team')).json()) as {
    members: { profileId: string; email: string }[];
  };
  const walterId = team.members.find((m) => m.email === email)!.profileId;
  const limit = await owner.put(`/api/v1/team/members/${walterId}/approval-limit`, {
    data: { approvalLimit: 100 },
  });
  expect(limit.status(), await limit.text()).toBe(200);

  const part = uniquePart('ZURUECK');
  const requestId = await createRequest(owner, part);
  const seller = await apiAs(baseURL!, DEMO.sellerA, 'seller');
  const offerId = await createOffer(seller, requestId, '1.228,00');
  const walter = await apiAs(baseURL!, email, 'buyer', PASSWORD);
  const asked = await submitCheckout(walter, offerId);
  expect(asked.status(), await asked.text()).toBe(202);

  // The owner's queue is open when the seller withdraws the offer: the order leaves 'Offen'
  // without a reload, and 'Entschieden' says what ended.
  await new LoginPage(page).signIn('buyer', DEMO.buyer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/buyer-dashboard?tab=approvals');
  const waiting = page.getByTestId('approval').filter({ hasText: part });
  await expect(waiting).toContainText('Freigabe ausstehend');
  const withdrawal = await seller.post(`/api/v1/seller/offers/${offerId}/withdraw`);
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Entschieden' }).click();
  const withdrawn = page.getByTestId('approval').filter({ hasText: part });
  await expect(withdrawn).toContainText('Zurückgezogen am');
  await expect(withdrawn).toContainText('Der Anbieter hat das Angebot zurückgezogen.');
  await expect(withdrawn.getByRole('button')).toHaveCount(0);
  await shoot(page, 'approval-withdrawn-de');

  // Walter asked for it: he reads the same in English, and his mail says why.
  const walterContext = await browser.newContext();
  const walterPage = await walterContext.newPage();
  await new LoginPage(walterPage).signIn('buyer', email, PASSWORD);
  await walterPage.goto('/buyer-dashboard?tab=approvals');
  await walterPage.getByRole('button', { name: 'Decided' }).click();
  const his = walterPage.getByTestId('approval').filter({ hasText: part });
  await expect(his).toContainText('Withdrawn on');
  await expect(his).toContainText('The supplier withdrew the offer.');
  await shoot(walterPage, 'approval-withdrawn-en');
  await walterContext.close();
  await expect
    .poll(async () => (await mailsTo(email)).some((m) => m.includes('The supplier withdrew the offer.')), {
      timeout: 30_000,
      message: `Mail an ${email}`,
    })
    .toBe(true);
});
