import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createEmailVerificationToken } from 'better-auth/api';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { webhooksDe } from '../src/shared/i18n/features/webhooks.de.ts';
import { webhooksFr } from '../src/shared/i18n/features/webhooks.fr.ts';
import { berlinDay, LoginPage } from './support/fixtures.ts';
import { verificationLink } from './support/mailbox.ts';

/**
 * Decision 072 (issue 34): the buyer deletes a wrong drawing after a confirmation; the seller's
 * 'Konto' tab; an order on '14 Tage 2 % Skonto' shows the rate, the last day and the amount.
 * Decision 078: the confirmation link's pages, the seller's signup banner and the signup choice,
 * webhook failures as reasons, readable order numbers and file names.
 * Screenshots at 375 and 1280 px in German and French go to SHOTS_DIR (docs/screenshots/34).
 */
const BUYER = 'kaeufer@hydroparts.demo';
const SELLER = 'verkaeufer@hydroparts.demo';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 20_000 });
const LANGUAGES = ['de', 'fr'] as const;

async function session(browser: Browser, baseURL: string, email: string, kind: 'buyer' | 'seller') {
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL },
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await new LoginPage(page).signIn(kind, email);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  return page;
}

/** The reader's choice in this browser wins over the account's language (lib/account-language.ts). */
async function inLanguage(page: Page, lang: string, url: string) {
  await page.evaluate((l) => window.localStorage.setItem('hydroparts.language', l), lang);
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * The viewport as the user sees it, at 1280 and at 375 px (a dialog stays open across both);
 * with `focus`, scrolled to that part of the page at each width.
 */
async function shoot(page: Page, name: string, focus?: Locator) {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function drawing(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 20, font });
  return Buffer.from(await doc.save());
}

async function requestWithDrawing(ctx: APIRequestContext, part: string): Promise<string> {
  const created = await ctx.post('/api/v1/buyer/requests', {
    multipart: {
      partNumber: part,
      manufacturer: 'Bosch Rexroth',
      quantity: '2',
      urgency: 'normal',
      documents: { name: 'Zeichnung falsch.pdf', mimeType: 'application/pdf', buffer: await drawing(part) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('deleting a document, the Konto tab and Skonto on an order, in German and French', async ({
  browser,
  baseURL,
}) => {
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const seller = await session(browser, baseURL!, SELLER, 'seller');

  for (const lang of LANGUAGES) {
    // A wrong drawing on an open request: asked first, then gone.
    const part = `E2E-DEL-${lang}-${Date.now()}`;
    const requestId = await requestWithDrawing(buyer.request, part);
    await inLanguage(buyer, lang, '/buyer-dashboard?tab=requests');
    const card = buyer.getByTestId('request-card').filter({ hasText: part }).first();
    await card.getByRole('button', { name: lang === 'de' ? 'Angebote ansehen' : /offres/i }).click();
    const docs = buyer.getByTestId('request-documents');
    await expect(docs).toContainText('Zeichnung falsch.pdf');
    await docs
      .getByRole('button', {
        name: lang === 'de' ? 'Zeichnung falsch.pdf löschen' : 'Supprimer Zeichnung falsch.pdf',
      })
      .click();
    const dialog = buyer.getByRole('alertdialog');
    await expect(dialog).toContainText(lang === 'de' ? 'Dokument löschen?' : 'Supprimer le document ?');
    await shoot(buyer, `document-delete-${lang}`);
    await dialog
      .getByRole('button', { name: lang === 'de' ? 'Dokument löschen' : 'Supprimer le document' })
      .click();
    await expect(buyer.getByTestId('request-documents')).toHaveCount(0);
    const left = (await (await buyer.request.get(`/api/v1/requests/${requestId}/attachments`)).json()) as {
      items: unknown[];
    };
    expect(left.items).toEqual([]);

    if (lang === 'de') {
      // Issue 34: the offer form is a step in the history; the browser's back returns to the list.
      await inLanguage(seller, lang, '/seller-dashboard?tab=requests');
      await seller.getByPlaceholder('R902400215').fill(part);
      const row = seller.getByTestId('seller-request-row').filter({ hasText: part }).first();
      await row.getByRole('button', { name: 'Angebot erstellen' }).click();
      await expect(seller.getByRole('heading', { name: 'Angebot erstellen' })).toBeVisible();
      await seller.goBack();
      await expect(seller).toHaveURL(/seller-dashboard/);
      await expect(seller.getByTestId('seller-request-row').first()).toBeVisible();
    }

    // The seller's 'Konto' tab (spec 1 §2: the e-mail, read-only).
    await inLanguage(seller, lang, '/seller-dashboard?tab=settings');
    await seller.getByRole('tab', { name: lang === 'de' ? 'Konto' : 'Compte' }).click();
    await expect(seller.getByRole('textbox').first()).toHaveValue(SELLER);
    await shoot(seller, `konto-tab-${lang}`);

    // An order on the Skonto term: rate, last day and the amount then payable.
    const skontoPart = `E2E-SKONTO-${lang}-${Date.now()}`;
    const orderRequest = await buyer.request.post('/api/v1/buyer/requests', {
      multipart: { partNumber: skontoPart, manufacturer: 'Bosch Rexroth', quantity: '1', urgency: 'normal' },
    });
    expect(orderRequest.status()).toBe(201);
    const orderRequestId = ((await orderRequest.json()) as { id: string }).id;
    const validUntil = berlinDay(10);
    const offered = await seller.request.post('/api/v1/seller/offers', {
      data: {
        requestId: orderRequestId,
        price: '1000,00',
        shippingCost: '0',
        deliveryUnit: 'days',
        deliveryAmount: 3,
        condition: 'neu',
        warrantyMonths: 12,
        validUntil,
        confirmed: true,
      },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    const offerId = ((await offered.json()) as { id: string }).id;
    const checkout = (await (await buyer.request.get(`/api/v1/buyer/checkout/${offerId}`)).json()) as {
      paymentTerms: { id: string; skontoPercent?: number | null }[];
    };
    const skontoTerm = checkout.paymentTerms.find((p) => p.skontoPercent);
    expect(skontoTerm, JSON.stringify(checkout.paymentTerms)).toBeDefined();
    const order = await buyer.request.post('/api/v1/buyer/orders', {
      data: {
        offerId,
        paymentTermsId: skontoTerm!.id,
        billingAddress: {
          street: 'Industriestraße 12',
          city: 'Stuttgart',
          zip: '70565',
          country: 'Deutschland',
        },
        acceptLegal: true,
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    await inLanguage(buyer, lang, '/buyer-dashboard?tab=orders');
    const orderCard = buyer.getByTestId('order-card').filter({ hasText: skontoPart }).first();
    await orderCard.getByRole('button', { name: lang === 'de' ? 'Details' : 'Détails' }).click();
    const skonto = buyer.getByTestId('order-skonto');
    // 1.000 € net + 19 % VAT = 1.190,00 €; 2 % of it is 23,80 €: 1.166,20 € payable.
    await expect(skonto).toContainText(lang === 'de' ? '1.166,20' : /1\s166,20/);
    await expect(skonto).toContainText('23,80');
    await skonto.scrollIntoViewIfNeeded();
    await shoot(buyer, `skonto-${lang}`);
    await buyer.keyboard.press('Escape');
  }
});

/** A fresh account through the API (its mails, banners and language touch no other journey). */
async function signup(ctx: APIRequestContext, role: 'buyer' | 'seller', email: string) {
  const common = {
    firstName: 'Vera',
    lastName: 'Verifiziert',
    email,
    phone: '+49 711 555000',
    vatNumber: 'DE123456789',
    billingAddress: { street: 'Werkstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
    password: 'Hydro-Test-4711x',
    passwordConfirm: 'Hydro-Test-4711x',
    acceptLegal: true,
  };
  const data =
    role === 'buyer'
      ? { ...common, company: 'Pressenwerk Papier GmbH' }
      : { ...common, companyName: 'Papier Hydraulik GmbH', employeeCount: '1-10' };
  const res = await ctx.post(`/api/v1/auth/signup/${role}`, { data });
  expect(res.status(), await res.text()).toBe(201);
}

async function jpeg(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

test('issue 34: the confirmation link’s pages, the seller’s banner and the signup choice, webhook reasons, readable file names (de, fr)', async ({
  browser,
  baseURL,
}) => {
  // (a) The link in the confirmation mail: confirmed, used again, expired — each a page.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { origin: baseURL! },
    viewport: { width: 1280, height: 900 },
  });
  const page = await visitor.newPage();
  await page.addInitScript(() => localStorage.setItem('hydroparts.cookie-consent', 'necessary'));
  await page.goto('/');
  const secret = readFileSync('.e2e-data/auth-secret', 'utf8').trim();
  const stamp = Date.now();
  for (const lang of LANGUAGES) {
    const de = lang === 'de';
    const email = `papiere-${lang}-${stamp}@example.test`;
    await signup(page.request, 'buyer', email);
    const link = await verificationLink(email);
    await inLanguage(page, lang, '/');
    await page.goto(link);
    await expect(page).toHaveURL(/\/buyer-login\?verified=1$/);
    const notice = page.getByTestId('verification-notice');
    await expect(notice).toContainText(
      de ? 'Ihre E-Mail-Adresse ist bestätigt.' : 'Votre adresse e-mail est confirmée.',
    );
    await shoot(page, `verification-verified-${lang}`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/buyer-login\?verification=already$/);
    await expect(notice).toContainText(de ? 'bereits bestätigt' : 'déjà confirmée');
    await shoot(page, `verification-already-${lang}`);
    // A day and a minute later (signed with the server's own secret): expired, with a new link to ask for.
    const expired = await createEmailVerificationToken(secret, email, undefined, -60);
    await page.goto(`/api/auth/verify-email?token=${expired}&callbackURL=%2Fbuyer-login`);
    await expect(page).toHaveURL(/\/buyer-login\?verification=expired$/);
    await expect(notice).toContainText(de ? 'Bestätigungslink abgelaufen' : 'Lien de confirmation expiré');
    await expect(
      page.getByRole('button', {
        name: de ? 'Bestätigungs-E-Mail erneut senden' : 'Renvoyer l’e-mail de confirmation',
      }),
    ).toBeVisible();
    await shoot(page, `verification-expired-${lang}`);
    expect(await page.locator('body').innerText()).not.toMatch(/"(code|status)"/);
  }

  // (b) The seller's signup ends on a banner that stays; the header's 'Registrieren' offers both.
  for (const lang of LANGUAGES) {
    const de = lang === 'de';
    const email = `papiere-verkauf-${lang}-${stamp}@example.test`;
    await signup(page.request, 'seller', email);
    await inLanguage(page, lang, `/seller-login?registered=${encodeURIComponent(email)}`);
    const banner = page.getByTestId('registered-notice');
    await expect(banner).toContainText(email);
    await expect(banner).toContainText(
      de ? 'prüft ein Administrator Ihr Konto' : 'Un administrateur vérifiera',
    );
    await page.waitForTimeout(6_000); // longer than a toast stays: the banner does not go
    await expect(banner).toBeVisible();
    await shoot(page, `seller-signup-banner-${lang}`);
    await inLanguage(page, lang, '/');
    await page
      .getByRole('navigation', { name: de ? 'Hauptnavigation' : /principale/i })
      .first()
      .getByRole('link', { name: de ? 'Registrieren' : 'S’inscrire' })
      .click();
    await expect(page).toHaveURL(/\/buyer-signup$/);
    const choice = page.getByTestId('signup-role-switch');
    await expect(choice.getByRole('link', { name: de ? 'Käufer' : 'Acheteur', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shoot(page, `signup-choice-${lang}`);
    await choice.getByRole('link', { name: de ? 'Verkäufer' : 'Vendeur', exact: true }).click();
    await expect(page).toHaveURL(/\/seller-signup$/);
    await expect(
      choice.getByRole('link', { name: de ? 'Verkäufer' : 'Vendeur', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
  await visitor.close();

  // (c) A webhook saved shows success only; a failed delivery reads as a reason, not Node's English.
  const seller = await session(browser, baseURL!, SELLER, 'seller');
  const port = new URL(baseURL!).port;
  for (const lang of LANGUAGES) {
    const texts = lang === 'de' ? webhooksDe : webhooksFr;
    await inLanguage(seller, lang, '/seller-dashboard?tab=integrations');
    // This server speaks plain HTTP: TLS to it fails as a TLS handshake does.
    const url = `https://127.0.0.1:${port}/papiere-${lang}-${stamp}`;
    await seller.getByLabel(new RegExp(`^${texts['webhooks.url']}`)).fill(url);
    await seller.getByRole('button', { name: texts['webhooks.create'], exact: true }).click();
    await expect(seller.getByTestId('webhook-secret')).toBeVisible();
    await expect(seller.locator('[data-sonner-toast][data-type="success"]')).toContainText(
      texts['webhooks.created'],
    );
    await expect(seller.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    const section = seller.locator('section[aria-labelledby="webhooks-title"]');
    await expect(section.locator('[role="alert"], [aria-invalid="true"], p.text-destructive')).toHaveCount(0);
    const card = seller.getByTestId('webhook-card').filter({ hasText: url });
    await card.getByRole('button', { name: texts['webhooks.test'] }).click();
    const failure = card.getByTestId('webhook-failure').first();
    await expect(failure).toHaveText(texts['webhooks.failure.tls'], { timeout: 20_000 });
    await expect(card.getByTestId('webhook-log')).not.toContainText(/SSL|EPROTO|wrong version|error/i);
    await seller.getByRole('button', { name: texts['webhooks.secretDone'] }).click();
    await expect(seller.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await shoot(seller, `webhook-log-${lang}`, card);
    await card.getByRole('button', { name: texts['webhooks.delete'] }).click();
    await expect(card).toHaveCount(0);
  }

  // (d) Readable order numbers and file names: the order confirmation and the photos' archive.
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  for (const lang of LANGUAGES) {
    const de = lang === 'de';
    const part = `E2E-NAMEN-${lang}-${Date.now()}`;
    const created = await buyer.request.post('/api/v1/buyer/requests', {
      multipart: {
        partNumber: part,
        manufacturer: 'Bosch Rexroth',
        quantity: '1',
        urgency: 'normal',
        photo1: { name: 'Typenschild.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#1a4f9c') },
        photo2: { name: 'Einbau.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#92400e') },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const requestId = ((await created.json()) as { id: string }).id;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

    // The seller downloads all photos as one archive named by the part and the day.
    await inLanguage(seller, lang, '/seller-dashboard?tab=requests');
    await seller.getByPlaceholder('R902400215').fill(part);
    const row = seller.getByTestId('seller-request-row').filter({ hasText: part }).first();
    const zipDownload = seller.waitForEvent('download');
    await row
      .getByRole('link', {
        name: de ? 'Alle Fotos als ZIP herunterladen' : 'Télécharger toutes les photos (ZIP)',
      })
      .click();
    expect((await zipDownload).suggestedFilename()).toBe(
      `${de ? 'Fotos-Anfrage' : 'Photos-demande'}-${part}-${day}.zip`,
    );

    // Ordered: the card names the order as one, and its confirmation downloads under a readable name.
    const validUntil = berlinDay(10);
    const offered = await seller.request.post('/api/v1/seller/offers', {
      data: {
        requestId,
        price: '250,00',
        shippingCost: '0',
        deliveryUnit: 'days',
        deliveryAmount: 2,
        condition: 'neu',
        warrantyMonths: 12,
        validUntil,
        confirmed: true,
      },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    const offerId = ((await offered.json()) as { id: string }).id;
    const checkout = (await (await buyer.request.get(`/api/v1/buyer/checkout/${offerId}`)).json()) as {
      offerPaymentTermsId: string | null;
      paymentTerms: { id: string }[];
    };
    const order = await buyer.request.post('/api/v1/buyer/orders', {
      data: {
        offerId,
        paymentTermsId: checkout.offerPaymentTermsId ?? checkout.paymentTerms[0]!.id,
        billingAddress: {
          street: 'Industriestraße 12',
          city: 'Stuttgart',
          zip: '70565',
          country: 'Deutschland',
        },
        acceptLegal: true,
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { orderNumber } = (await order.json()) as { orderNumber: string };
    await inLanguage(buyer, lang, '/buyer-dashboard?tab=orders');
    const orderCard = buyer.getByTestId('order-card').filter({ hasText: part }).first();
    await expect(orderCard.getByTestId('order-number')).toHaveText(
      `${de ? 'Bestellung' : 'Commande'} ${orderNumber}`,
    );
    const pdfDownload = buyer.waitForEvent('download');
    await orderCard.getByRole('button', { name: de ? 'Bestelldokument' : 'Bon de commande' }).click();
    expect((await pdfDownload).suggestedFilename()).toBe(
      `${de ? 'Auftragsbestätigung' : 'Confirmation-de-commande'}-${orderNumber}-${part}.pdf`,
    );
    await expect(buyer.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await shoot(buyer, `order-names-${lang}`, orderCard);
  }
});
