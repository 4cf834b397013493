import type { Page } from '@playwright/test';
import { DEMO, expect, LoginPage, test } from './support/fixtures.ts';

/** Issue 34, decision 061: a new account's password has 10 characters and is not a common one. */
const NEW_SELLER_PASSWORD = 'Neu-Hydraulik-2026';
import { verificationLink } from './support/mailbox.ts';

async function openSubTab(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Admin-Verwaltung' }).click();
  await page.getByRole('tab', { name, exact: true }).click();
}

test('admin approves a new seller, adds a country and imports a translation shown on the landing page', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  await expect(page.getByRole('heading', { name: 'Administrationsbereich' })).toBeVisible();
  await expect(page.getByText('Verifizierte Verkäufer')).toBeVisible();

  // A new seller signs up and confirms the e-mail with the link from the kept mail; the
  // demo pending seller stays pending for the other journeys.
  const sellerEmail = `neu-${Date.now()}@example.test`;
  const signup = await page.request.post('/api/v1/auth/signup/seller', {
    data: {
      firstName: 'Nina',
      lastName: 'Neu',
      companyName: 'Neu Hydraulik GmbH',
      email: sellerEmail,
      phone: '+49 711 1',
      vatNumber: 'DE111222333',
      employeeCount: '1-10',
      billingAddress: { street: 'Weg 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
      password: NEW_SELLER_PASSWORD,
      passwordConfirm: NEW_SELLER_PASSWORD,
      acceptLegal: true,
    },
  });
  expect(signup.status()).toBe(201);
  // The link comes from the seller's mailbox: admins see e-mail logs with the token masked.
  const verificationUrl = await verificationLink(sellerEmail);
  await expect
    .poll(async () => {
      const logs = await (await page.request.get(`/api/v1/admin/email-logs?search=${sellerEmail}`)).json();
      const id = logs.items[0]?.id as string | undefined;
      if (!id) return '';
      const log = await (await page.request.get(`/api/v1/admin/email-logs/${id}`)).json();
      return String(log.variablesUsed?.verification_url ?? '');
    })
    .toContain('token=••••••');
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(verificationUrl);

  // Queue (default sub-tab): approve the new seller.
  await page.getByRole('tab', { name: 'Admin-Verwaltung' }).click();
  const row = page.getByRole('row').filter({ hasText: sellerEmail });
  await row.getByRole('button', { name: 'Freischalten' }).click();
  // The detail view is the confirmation: the registration first, then 'Freischalten' again.
  const approve = page.getByRole('dialog');
  await expect(approve.getByTestId('seller-facts')).toContainText('Neu Hydraulik GmbH');
  await approve.getByRole('button', { name: 'Freischalten' }).click();
  await expect(page.getByText('Verkäufer wurde erfolgreich freigeschaltet')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toHaveCount(0);

  // The approved seller can sign in now.
  await new LoginPage(sellerPage).signIn('seller', sellerEmail, NEW_SELLER_PASSWORD);
  await sellerContext.close();

  // Countries: empty fields get a visible message; the code is upper-cased.
  await openSubTab(page, 'Länder');
  await page.getByRole('button', { name: 'Neues Land hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Ländernamen ein')).toBeVisible();
  await dialog.getByLabel('Ländername').fill('  Testland  ');
  await dialog.getByLabel('Ländercode (ISO)').fill('xq');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Land wurde hinzugefügt')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Testland' })).toContainText('XQ');

  // Translations: import a French landing title.
  await openSubTab(page, 'Übersetzungen');
  const title = 'Une demande – beaucoup d’offres';
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'uebersetzungen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `key,language,value,category\nlanding.hero.title,fr,${title},general\n,fr,kaputt,general\n`,
    ),
  });
  // French is seeded, so the imported row replaces the existing one.
  await page.getByLabel('Vorhandene Übersetzungen aktualisieren').check();
  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erstellt: 0, Aktualisiert: 1, Fehler: 1' }),
  ).toBeVisible();

  // The public landing page in French shows the imported text.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => window.localStorage.setItem('hydroparts.language', 'fr'));
  const landing = await visitor.newPage();
  await landing.goto('/');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.close();
});

test('every admin tab and sub-tab renders its data without console errors', async ({ page, loginPage }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The sandbox blocking a template's script is the sandbox working, not an error of the page.
    if (msg.type() === 'error' && !msg.text().includes('sandboxed')) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await loginPage.signIn('admin', DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Freigeschaltete Verkäufer' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'verkaeufer@hydroparts.demo' })).toBeVisible();

  await page.getByRole('tab', { name: 'Käufer', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'kaeufer@hydroparts.demo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Anfragen', exact: true }).click();
  await page
    .getByRole('button', { name: /^Angebote \([1-9]/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('cell').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Angebote', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Angebote' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bestellungen', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Dokument' }).first()).toBeVisible();

  for (const [tab, expected] of [
    ['Hersteller', 'Neuen Hersteller hinzufügen'],
    ['Zahlungsbedingungen', 'Neue Zahlungsbedingung'],
    ['Nachrichten', 'Neue Nachricht'],
    ['E-Mail-Logs', 'E-Mail-Logs'],
    ['PDF-Vorlagen', 'Platzhalter in Word-Vorlagen'],
    ['HTML-Vorlagen', 'Standard-Auftragsbestätigung'],
    ['E-Mail-Test', 'Hinweis zur Domain-Verifizierung'],
  ] as const) {
    await openSubTab(page, tab);
    await expect(page.getByText(expected).first()).toBeVisible();
  }

  // HTML template preview: sample data in a sandboxed frame.
  await openSubTab(page, 'HTML-Vorlagen');
  await page.getByRole('button', { name: 'Vorschau' }).first().click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('SS1735689600-123').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // E-mail test: the spec's validation message.
  await openSubTab(page, 'E-Mail-Test');
  await page.getByRole('button', { name: 'Senden' }).first().click();
  await expect(page.getByText('Bitte füllen Sie alle Felder aus')).toBeVisible();

  expect(problems).toEqual([]);
});
