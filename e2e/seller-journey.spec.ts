import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo1234';
/**
 * The second demo seller: approved, paid, and without an offer on the HYDAC filter request, so
 * the offer lands on the request that matches the brand chosen in the test.
 */
const SELLER = 'verkaeufer2@hydroparts.demo';
const SELLER_BRANDS = ['Bosch Rexroth', 'Eaton Vickers', 'Kawasaki', 'Linde Hydraulics', 'HAWE Hydraulik'];
const MATCHING = '0160 D 010 BN4HC'; // HYDAC
const NOT_MATCHING = 'A10VSO28DFR1/31R-PPA12N00'; // Bosch Rexroth

async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
}

test('a seller registers through the form and is sent to the seller login', async ({ page }) => {
  const email = `neu-${Date.now()}@example.test`;
  await page.goto('/seller-signup');
  await expect(page.getByRole('heading', { name: 'Registrierung als Verkäufer' })).toBeVisible();
  await fill(page, 'Vorname *', 'Nina');
  await fill(page, 'Nachname *', 'Neumann');
  await page.getByRole('group', { name: 'Ansprechpartner' }).getByLabel('E-Mail *').fill(email);
  await fill(page, 'Telefon *', '+49 711 445566');
  await fill(page, 'Firmenname *', 'Neumann Hydraulik GmbH');
  await fill(page, 'Website', 'https://neumann.example');
  await fill(page, 'Spezialisierung', 'Ventile');
  await page.getByLabel('Anzahl der Mitarbeiter').selectOption('11-50');
  await fill(page, 'Handelsregisternummer', 'HRB 4711');
  await fill(page, 'Steuernummer', '99/123/45678');
  await fill(page, 'USt-IdNr. *', 'DE123456789');
  const billing = page.getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Straße und Hausnummer *').fill('Talstraße 3');
  await billing.getByLabel('PLZ *').fill('70188');
  await billing.getByLabel('Ort *').fill('Stuttgart');
  await fill(page, 'Passwort *', 'geheim123');
  await fill(page, 'Passwort bestätigen *', 'anders123');
  await page.getByRole('button', { name: 'Als Verkäufer registrieren' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();

  await fill(page, 'Passwort bestätigen *', 'geheim123');
  await page.getByRole('button', { name: 'Als Verkäufer registrieren' }).click();
  await expect(page).toHaveURL(/\/seller-login$/);
  await expect(page.getByText(/prüft ein Administrator Ihr Konto/)).toBeVisible();

  // The same address again: the server's German message under the spec's title.
  await page.goto('/seller-signup');
  await page.getByRole('group', { name: 'Ansprechpartner' }).getByLabel('E-Mail *').fill(email);
  await fill(page, 'Vorname *', 'Nina');
  await fill(page, 'Nachname *', 'Neumann');
  await fill(page, 'Telefon *', '+49 711 445566');
  await fill(page, 'Firmenname *', 'Neumann Hydraulik GmbH');
  await page.getByLabel('Anzahl der Mitarbeiter').selectOption('11-50');
  await fill(page, 'USt-IdNr. *', 'DE123456789');
  await billing.getByLabel('Straße und Hausnummer *').fill('Talstraße 3');
  await billing.getByLabel('PLZ *').fill('70188');
  await billing.getByLabel('Ort *').fill('Stuttgart');
  await fill(page, 'Passwort *', 'geheim123');
  await fill(page, 'Passwort bestätigen *', 'geheim123');
  await page.getByRole('button', { name: 'Als Verkäufer registrieren' }).click();
  await expect(page.getByText('Registrierung fehlgeschlagen')).toBeVisible();
  await expect(page.getByText(/bereits registriert/).first()).toBeVisible();
});

test('an approved seller chooses brands, sees the matching request only and submits an offer', async ({
  page,
}) => {
  await page.goto('/seller-login');
  await page.getByLabel('E-Mail').fill(SELLER);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard/);
  await expect(page.getByRole('heading', { name: 'Verkäufer Dashboard' })).toBeVisible();
  await expect(page.getByText('Relevante Anfragen').first()).toBeVisible();

  // Einstellungen: only HYDAC.
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  for (const brand of SELLER_BRANDS) await page.getByRole('checkbox', { name: brand }).uncheck();
  await page.getByRole('checkbox', { name: 'HYDAC', exact: true }).check();
  await expect(page.getByTestId('brand-count')).toHaveText('1 ausgewählt');
  await page.getByRole('button', { name: 'Alle Änderungen speichern' }).click();
  await expect(page.getByText('Profil wurde erfolgreich aktualisiert')).toBeVisible();

  // Anfragen: the HYDAC request, not the Bosch Rexroth one.
  await page.getByRole('tab', { name: 'Anfragen', exact: true }).click();
  const rows = page.getByTestId('seller-request-row');
  const matching = rows.filter({ hasText: MATCHING });
  await expect(matching).toHaveCount(1);
  await expect(rows.filter({ hasText: NOT_MATCHING })).toHaveCount(0);
  await expect(page.getByText('Maschinenbau Schmidt')).toHaveCount(0);

  await matching.getByRole('button', { name: 'Angebot erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Angebot erstellen' })).toBeVisible();
  await page.getByRole('button', { name: 'Angebot absenden' }).click();
  await expect(page.getByText('Bitte geben Sie einen gültigen Preis ein')).toBeVisible();
  await expect(page.getByText('Bitte bestätigen Sie die Korrektheit Ihres Angebots')).toBeVisible();

  await page.getByLabel(/^Preis/).fill('379,50');
  await page.getByLabel(/^Versandkosten/).fill('9,90');
  await page.getByLabel(/^Lieferzeit/).fill('1');
  await page.getByLabel('Garantie').fill('6 Monate');
  await page.getByLabel('Zustand').fill('Neu');
  await page.getByRole('checkbox', { name: /Ich bestätige/ }).check();
  await page.getByRole('button', { name: 'Angebot absenden' }).click();
  await expect(
    page.getByText('Ihr Angebot wurde erfolgreich erstellt und an den Käufer gesendet!'),
  ).toBeVisible();

  // Back in the list the row shows the own offer, with its details.
  await expect(matching.getByText('Angebot abgegeben')).toBeVisible();
  await matching.getByRole('button', { name: 'Details ansehen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Angebot' })).toBeVisible();
  await expect(page.getByText('379,50 €')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();

  await page.getByRole('button', { name: 'Meine Angebote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meine Angebote' });
  await expect(dialog.getByTestId('my-offer').first()).toContainText(MATCHING);
  await expect(dialog.getByTestId('my-offer').first()).toContainText('Ausstehend');
});
