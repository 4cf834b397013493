import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LoginPage } from './support/fixtures.ts';

/**
 * Decision 072 (issue 34): the buyer deletes a wrong drawing after a confirmation; the seller's
 * 'Konto' tab; an order on '14 Tage 2 % Skonto' shows the rate, the last day and the amount.
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

/** The viewport as the user sees it, at 1280 and at 375 px (a dialog stays open across both). */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`) });
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
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
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
