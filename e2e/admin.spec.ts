import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo1234';
const PENDING_SELLER = 'ausstehend@hydroparts.demo';

async function login(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function openSubTab(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Admin-Verwaltung' }).click();
  await page.getByRole('tab', { name, exact: true }).click();
}

test('admin approves the pending seller, adds a country and imports a translation shown on the landing page', async ({
  page,
  browser,
}) => {
  await login(page, '/admin-login', 'admin@hydroparts.demo');
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByRole('heading', { name: 'Administrationsbereich' })).toBeVisible();
  await expect(page.getByText('Verifizierte Verkäufer')).toBeVisible();

  // Queue (default sub-tab): approve the pending demo seller.
  await page.getByRole('tab', { name: 'Admin-Verwaltung' }).click();
  const row = page.getByRole('row').filter({ hasText: PENDING_SELLER });
  await row.getByRole('button', { name: 'Freischalten' }).click();
  await expect(page.getByText('Verkäufer wurde erfolgreich freigeschaltet')).toBeVisible();
  await expect(page.getByText('Keine ausstehenden Freigaben.')).toBeVisible();

  // The approved seller can sign in now.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await login(sellerPage, '/seller-login', PENDING_SELLER);
  await expect(sellerPage).toHaveURL(/\/seller-dashboard/);
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
  const title = 'Une demande – plusieurs offres';
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'uebersetzungen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `key,language,value,category\nlanding.hero.title,fr,${title},general\n,fr,kaputt,general\n`,
    ),
  });
  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erstellt: 1, Aktualisiert: 0, Fehler: 1' }),
  ).toBeVisible();

  // The public landing page in French shows the imported text.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => window.localStorage.setItem('hydroparts.language', 'fr'));
  const landing = await visitor.newPage();
  await landing.goto('/');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.close();
});
