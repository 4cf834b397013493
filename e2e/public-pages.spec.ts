import { expect, test, type Page } from '@playwright/test';

/** Static routes of spec 2 §2 with their aliases and the heading in each built-in language. */
const STATIC_PAGES = [
  { path: '/contact', alias: '/kontakt', de: 'Kontakt', en: 'Contact' },
  { path: '/imprint', alias: '/impressum', de: 'Impressum', en: 'Imprint' },
  { path: '/privacy', alias: '/datenschutz', de: 'Datenschutzerklärung', en: 'Privacy notice' },
  { path: '/terms', alias: '/agb', de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' },
  { path: '/pricing', alias: null, de: 'Preise & Vorteile', en: 'Pricing & benefits' },
  {
    path: '/seller-explanation',
    alias: null,
    de: "So funktioniert's für Verkäufer",
    en: 'How it works for sellers',
  },
] as const;

async function dismissCookieBanner(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Cookie-Hinweis' })
    .getByRole('button', { name: 'Akzeptieren' })
    .click();
}

/** The header's language menu (desktop width): the trigger names the current language. */
async function chooseLanguage(page: Page, current: string, target: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
  await page.getByRole('menuitemradio', { name: target }).click();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const p of STATIC_PAGES) {
  test(`${p.path}${p.alias ? ` and ${p.alias}` : ''} render in German, then in English after switching`, async ({
    page,
  }) => {
    for (const url of p.alias ? [p.alias, p.path] : [p.path]) {
      await page.goto(url);
      await expect(h1(page)).toHaveText(p.de);
      await expect(page).toHaveTitle(`${p.de} – HydroParts`);
    }
    await dismissCookieBanner(page);

    await chooseLanguage(page, 'Deutsch', 'English');
    await expect(h1(page)).toHaveText(p.en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${p.en} – HydroParts`);

    // The choice is kept under the product's storage key and survives a reload.
    await page.reload();
    await expect(h1(page)).toHaveText(p.en);
    expect(await page.evaluate(() => localStorage.getItem('hydroparts.language'))).toBe('en');
    if (p.alias) {
      await page.goto(p.alias);
      await expect(h1(page)).toHaveText(p.en);
    }
  });
}

test('the fee reads the same on pricing, seller explanation and terms', async ({ page }) => {
  for (const url of ['/pricing', '/seller-explanation']) {
    await page.goto(url);
    await expect(page.getByText('49,95 €', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('netto zzgl. MwSt. pro Monat').first()).toBeVisible();
  }
  await page.goto('/agb');
  await expect(page.getByText(/49,95\s€ netto zzgl\. MwSt\. pro Monat/)).toBeVisible();
  await expect(page.getByText(/Gerichtsstand .* Stuttgart/)).toBeVisible();
});

test('the demo imprint names a complete fictitious operator, no placeholders', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByText(/HydroParts Demo GmbH/).first()).toBeVisible();
  await expect(page.getByText(/Registergericht: Amtsgericht Stuttgart/)).toBeVisible();
  await expect(page.getByText(/DE999999999/).first()).toBeVisible();
  await expect(page.getByText(/\[(Firmenname|Registergericht|USt-IdNr\.)\]/)).toHaveCount(0);
});

test('the seeded French texts are offered and used on the landing page', async ({ page }) => {
  await page.goto('/');
  await dismissCookieBanner(page);
  await chooseLanguage(page, 'Deutsch', 'Français');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Connexion acheteur' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Connexion acheteur' })).toBeVisible();

  // The static pages use the seeded texts too, with money in the French locale.
  await page.goto('/pricing');
  await expect(h1(page)).toHaveText('Tarifs et avantages');
  await expect(page.getByText('HT, TVA en sus, par mois')).toBeVisible();
  await expect(page.getByText(/^49,95\s€$/)).toBeVisible();
});

test('the contact form validates in German and sends the message', async ({ page }) => {
  await page.goto('/kontakt');
  await dismissCookieBanner(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte geben Sie Ihren Namen ein')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine Nachricht ein')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Erika Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika.muster@example.test');
  await page.getByRole('textbox', { name: 'Unternehmen' }).fill('Muster Hydraulik GmbH');
  await page.getByRole('textbox', { name: 'Betreff' }).fill('Frage zur Freischaltung');
  await page
    .getByRole('textbox', { name: 'Nachricht' })
    .fill('Wie lange dauert die Prüfung eines Verkäuferkontos?');
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('rows', '6');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Vielen Dank für Ihre Nachricht!', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByText('Montag – Freitag')).toBeVisible();
  await expect(page.getByText('07:00 – 18:00 Uhr')).toBeVisible();
});

test('the cookie banner stores the choice and stays hidden', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
  await banner.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hydroparts.cookie-consent'))).toBe('declined');
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('/pricing');
  await expect(h1(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

// Issue 7 asks for 375 and 1280 px; 768 px (the navigation breakpoint) is checked for overflow too.
for (const width of [375, 768, 1280]) {
  test(`screenshots at ${width} px: landing page, pricing, seller explanation, contact`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of [
      ['landing', '/'],
      ['pricing', '/pricing'],
      ['seller-explanation', '/seller-explanation'],
      ['contact', '/contact'],
      ['imprint', '/impressum'],
    ] as const) {
      await page.goto(url);
      await expect(h1(page)).toBeVisible();
      if (name === 'landing') await dismissCookieBanner(page).catch(() => undefined);
      // No horizontal scrolling at any width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    }
  });
}
