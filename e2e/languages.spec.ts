import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { de } from '../src/shared/i18n/de.ts';
import { buyerDe } from '../src/shared/i18n/features/buyer.de.ts';
import { buyerSignupDe } from '../src/shared/i18n/features/buyer-signup.de.ts';
import { checkoutDe } from '../src/shared/i18n/features/checkout.de.ts';
import { requestFormDe } from '../src/shared/i18n/features/request-form.de.ts';
import { validationDe } from '../src/shared/i18n/features/validation.de.ts';
import { orderLifecycleDe } from '../src/shared/i18n/features/order-lifecycle.de.ts';
import { orderLifecycleFr } from '../src/shared/i18n/features/order-lifecycle.fr.ts';
import { orderLifecycleIt } from '../src/shared/i18n/features/order-lifecycle.it.ts';
import { referenceDe } from '../src/shared/i18n/features/reference.de.ts';
import { referenceFr } from '../src/shared/i18n/features/reference.fr.ts';
import { referenceIt } from '../src/shared/i18n/features/reference.it.ts';
import { fr } from '../src/shared/i18n/fr.ts';
import { it as italian } from '../src/shared/i18n/it.ts';
import { buyerFr } from '../src/shared/i18n/features/buyer.fr.ts';
import { buyerIt } from '../src/shared/i18n/features/buyer.it.ts';
import { buyerSignupFr } from '../src/shared/i18n/features/buyer-signup.fr.ts';
import { buyerSignupIt } from '../src/shared/i18n/features/buyer-signup.it.ts';
import { checkoutFr } from '../src/shared/i18n/features/checkout.fr.ts';
import { checkoutIt } from '../src/shared/i18n/features/checkout.it.ts';
import { requestFormFr } from '../src/shared/i18n/features/request-form.fr.ts';
import { requestFormIt } from '../src/shared/i18n/features/request-form.it.ts';
import { validationFr } from '../src/shared/i18n/features/validation.fr.ts';
import { validationIt } from '../src/shared/i18n/features/validation.it.ts';

const DEMO_BUYER = 'kaeufer@hydroparts.demo';
const DEMO_PASSWORD = 'demo1234';
const SHOTS = '/work/shots/issue-17';

const GERMAN: Record<string, string> = {
  ...de,
  ...buyerDe,
  ...buyerSignupDe,
  ...checkoutDe,
  ...requestFormDe,
  ...validationDe,
  ...orderLifecycleDe,
  ...referenceDe,
};
const TRANSLATED = {
  fr: {
    ...fr,
    ...buyerFr,
    ...buyerSignupFr,
    ...checkoutFr,
    ...requestFormFr,
    ...validationFr,
    ...orderLifecycleFr,
    ...referenceFr,
  },
  it: {
    ...italian,
    ...buyerIt,
    ...buyerSignupIt,
    ...checkoutIt,
    ...requestFormIt,
    ...validationIt,
    ...orderLifecycleIt,
    ...referenceIt,
  },
} as Record<'fr' | 'it', Record<string, string>>;

/**
 * The German texts a French or Italian page must not show: each dictionary value (its fixed
 * parts around {{placeholders}}) that the language translates differently. Short fragments are
 * left out, since words like "Status" or "Name" are the same in several languages.
 */
function germanFragments(language: 'fr' | 'it'): string[] {
  const fragments = new Set<string>();
  for (const [key, german] of Object.entries(GERMAN)) {
    if (TRANSLATED[language][key] === german) continue;
    for (const part of german.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|\n/)) {
      const text = part.trim().replace(/[:.,;!?…]+$/, '');
      if (text.length >= 6 && /[a-zäöüß]/.test(text)) fragments.add(text);
    }
  }
  return [...fragments];
}

/**
 * Texts the page shows as a whole (each text node and each accessible name), so that German
 * words inside user content — a request's description, a payment term's name — do not count.
 */
async function germanOn(page: Page, language: 'fr' | 'it'): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(el.getAttribute(name) ?? '');
    return texts.map((text) => text.trim().replace(/[:.,;!?…*\s]+$/, '')).filter(Boolean);
  });
  const visible = new Set(shown);
  return germanFragments(language).filter((fragment) => visible.has(fragment));
}

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => {
    window.localStorage.setItem('hydroparts.language', lang);
    window.localStorage.setItem('hydroparts.cookie-consent', 'declined');
  }, language);
}

async function login(page: Page): Promise<void> {
  await page.goto('/buyer-login');
  await page.locator('input[type="email"]').fill(DEMO_BUYER);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // Signing in hashes the password: under load it takes longer than the default 5 s.
  await expect(page).toHaveURL(/\/buyer-dashboard/, { timeout: 30_000 });
}

for (const language of ['fr', 'it'] as const) {
  test(`the buyer journey's key screens in ${language} show no German text`, async ({ page }) => {
    await inLanguage(page, language);
    const found: Record<string, string[]> = {};

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    found.landing = await germanOn(page, language);

    await page.goto('/buyer-signup');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(TRANSLATED[language]['validation.ownFirstNameRequired']!)).toBeVisible();
    found.signup = await germanOn(page, language);

    await login(page);
    found.requests = await germanOn(page, language);

    await page
      .getByRole('button', { name: TRANSLATED[language]['buyer.requests.viewOffers']! })
      .first()
      .click();
    await expect(page.getByText(TRANSLATED[language]['buyer.offers.intro']!)).toBeVisible();
    found.offers = await germanOn(page, language);

    await page.getByRole('tab', { name: TRANSLATED[language]['dashboard.tab.newRequest']! }).click();
    found.newRequest = await germanOn(page, language);

    await page.getByRole('tab', { name: TRANSLATED[language]['dashboard.tab.orders']! }).click();
    found.orders = await germanOn(page, language);

    await page.getByRole('tab', { name: TRANSLATED[language]['dashboard.tab.profile']! }).click();
    found.profile = await germanOn(page, language);

    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
  });
}

test('the buyer dashboard at 375 px in all five languages: no label overflows', async ({ browser }) => {
  await mkdir(SHOTS, { recursive: true });
  for (const language of ['de', 'en', 'fr', 'es', 'it']) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await inLanguage(page, language);
    await login(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Nothing wider than the screen, and no button, tab, label or heading cut off inside itself.
    const overflow = await page.evaluate(() => {
      const wide = document.documentElement.scrollWidth > window.innerWidth;
      const clipped = [...document.querySelectorAll('button, [role="tab"], label, h1, h2, h3, a')]
        .filter((el) => {
          const box = el as HTMLElement;
          // The skip link is visually hidden until focused, on purpose.
          return (
            box.offsetParent !== null &&
            !box.matches('a[href="#main-content"]') &&
            box.scrollWidth > box.clientWidth + 1
          );
        })
        .map((el) => (el as HTMLElement).innerText.trim())
        .filter((text) => text !== '');
      return { wide, clipped };
    });
    await page.screenshot({ path: `${SHOTS}/buyer-dashboard-${language}-375.png`, fullPage: true });
    expect(overflow, language).toEqual({ wide: false, clipped: [] });
    await context.close();
  }
});

test('a sign-in on a new browser shows the account’s language; a language picked in the browser stays', async ({
  browser,
}) => {
  const setAccountLanguage = async (language: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await inLanguage(page, 'de');
    await login(page);
    const res = await page.request.put('/api/v1/auth/language', { data: { language } });
    expect(res.status()).toBe(200);
    await context.close();
  };
  await setAccountLanguage('it');
  try {
    // A new browser: nothing stored, so the account's Italian applies after the sign-in.
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.addInitScript(() => window.localStorage.setItem('hydroparts.cookie-consent', 'declined'));
    await login(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('tab', { name: italian['dashboard.tab.orders']! })).toBeVisible();
    await fresh.close();

    // A browser where the reader picked French keeps French.
    const picked = await browser.newContext();
    const frenchPage = await picked.newPage();
    await inLanguage(frenchPage, 'fr');
    await login(frenchPage);
    await expect(frenchPage.locator('html')).toHaveAttribute('lang', 'fr');
    await picked.close();
  } finally {
    await setAccountLanguage('de');
  }
});

test('the order document downloads in the reader’s language', async ({ page }) => {
  await inLanguage(page, 'fr');
  await login(page);
  const orders = await page.request.get('/api/v1/buyer/orders');
  expect(orders.status()).toBe(200);
  const body = (await orders.json()) as { items?: { id: string }[] } | { id: string }[];
  const list = Array.isArray(body) ? body : (body.items ?? []);
  test.skip(list.length === 0, 'the demo buyer has no order');
  const res = await page.request.get(`/api/v1/orders/${list[0]!.id}/document?language=fr`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-language']).toBe('fr');
});
