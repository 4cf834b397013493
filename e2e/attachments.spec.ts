import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { berlinDay, LoginPage } from './support/fixtures.ts';

/**
 * Decision 067: PDF documents on requests and offers. The buyer attaches a drawing in the request
 * form (a file that is not a PDF is refused under the picker, the entries stay); the seller adds
 * a datasheet to the offer; the seller's offer detail and the buyer's offers show them; the
 * stored file has no metadata. Screenshots at 375 and 1280 px in German and French, with the
 * complaint on receipt of issue 34 in both languages, go to SHOTS_DIR.
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

async function shoot(page: Page, name: string, fullPage = true) {
  // A full page from the top: scrolled, the sticky header would be drawn mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A drawing as office software writes it: author, company, title. */
async function drawing(title: string, author: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 20, font });
  page.drawRectangle({
    x: 50,
    y: 420,
    width: 495,
    height: 300,
    borderWidth: 2,
    borderColor: rgb(0.1, 0.2, 0.5),
  });
  page.drawText('Ø 42 mm · Druckanschluss P · Tankanschluss T', { x: 70, y: 560, size: 12, font });
  doc.setAuthor(author);
  doc.setCreator(`${author} – Büro`);
  doc.setTitle(title);
  return Buffer.from(await doc.save());
}

async function offer(ctx: APIRequestContext, requestId: string): Promise<string> {
  const validUntil = berlinDay(20);
  const res = await ctx.post('/api/v1/seller/offers', {
    data: {
      requestId,
      price: '480,00',
      shippingCost: '0',
      deliveryUnit: 'days',
      deliveryAmount: 3,
      condition: 'neu',
      warrantyMonths: 12,
      validUntil,
      confirmed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('PDF documents on a request and an offer, in German and French', async ({ browser, baseURL }) => {
  const part = `E2E-PDF-${Date.now()}`;
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const seller = await session(browser, baseURL!, SELLER, 'seller');
  const pdf = await drawing('Zeichnung Ventilblock Presse 3', 'Quirin Käufer');

  for (const lang of LANGUAGES) {
    await inLanguage(buyer, lang, '/buyer-dashboard?tab=new-request');
    await buyer.locator('input[name="partNumber"]').fill(part);
    await buyer.locator('textarea[name="description"]').fill('Ventilblock, Zeichnung anbei');
    const picker = buyer.getByTestId('document-picker');
    // Not a PDF, whatever its name: refused under the picker; the entries stay.
    await buyer.getByTestId('document-input').setInputFiles({
      name: 'foto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a-kein-PDF'),
    });
    await expect(picker.getByRole('alert')).toBeVisible();
    await picker.scrollIntoViewIfNeeded();
    await shoot(buyer, `request-form-pdf-refused-${lang}`, false);
    await expect(picker.getByRole('alert')).toContainText(
      lang === 'de' ? 'Nur PDF-Dateien sind als Dokument erlaubt' : 'Seuls les fichiers PDF',
    );
    await expect(buyer.locator('input[name="partNumber"]')).toHaveValue(part);
    await buyer.getByTestId('document-input').setInputFiles({
      name: 'Zeichnung Ventilblock.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(picker).toContainText('Zeichnung Ventilblock.pdf');
    await expect(picker.getByRole('alert')).toHaveCount(0);
    await shoot(buyer, `request-form-pdf-${lang}`);
  }
  // Sent once (in French, the last form shown).
  await buyer.locator('form button[type="submit"]').click();
  await expect(buyer).toHaveURL(/tab=requests/);

  const list = await buyer.request.get(`/api/v1/buyer/requests?search=${part}`);
  const requestId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  const ownDocs = (await (await buyer.request.get(`/api/v1/requests/${requestId}/attachments`)).json()) as {
    items: { name: string; href: string }[];
  };
  expect(ownDocs.items.map((d) => d.name)).toEqual(['Zeichnung Ventilblock.pdf']);

  // The seller reads it as dokument-1.pdf, makes an offer and attaches a datasheet.
  const seen = (await (await seller.request.get(`/api/v1/requests/${requestId}/attachments`)).json()) as {
    items: { name: string }[];
  };
  expect(seen.items.map((d) => d.name)).toEqual(['dokument-1.pdf']);
  const offerId = await offer(seller.request, requestId);
  const attached = await seller.request.post(`/api/v1/seller/offers/${offerId}/attachments`, {
    multipart: {
      documents: {
        name: 'Datenblatt Verkaeufer GmbH.pdf',
        mimeType: 'application/pdf',
        buffer: await drawing('Datenblatt Wegeventil 4WE6', 'Verkäufer Vertrieb'),
      },
    },
  });
  expect(attached.status(), await attached.text()).toBe(201);

  for (const lang of LANGUAGES) {
    await inLanguage(seller, lang, '/seller-dashboard?tab=requests');
    await seller.getByPlaceholder('R902400215').fill(part);
    const row = seller.getByTestId('seller-request-row').filter({ hasText: part }).first();
    await row.getByRole('button', { name: lang === 'de' ? 'Details ansehen' : 'Voir les détails' }).click();
    await expect(seller.getByTestId('offer-documents')).toContainText('Datenblatt Verkaeufer GmbH.pdf');
    await shoot(seller, `offer-detail-pdf-${lang}`);

    // The buyer's view of the offer: the document under a neutral name.
    await inLanguage(buyer, lang, '/buyer-dashboard?tab=requests');
    const card = buyer.getByTestId('request-card').filter({ hasText: part }).first();
    await card.getByRole('button', { name: lang === 'de' ? 'Angebote ansehen' : /offres/i }).click();
    await expect(buyer.getByTestId('offer-documents')).toContainText('dokument-1.pdf');
    await expect(buyer.getByTestId('request-documents')).toContainText('Zeichnung Ventilblock.pdf');
    await expect(buyer.getByTestId('offer-documents')).not.toContainText('Verkaeufer');
    await shoot(buyer, `buyer-offers-pdf-${lang}`);
  }

  // The stored file as the buyer downloads it: no author, creator or title; kept for pdftoppm.
  const docs = (await (await buyer.request.get(`/api/v1/offers/${offerId}/attachments`)).json()) as {
    items: { href: string }[];
  };
  const file = await buyer.request.get(docs.items[0]!.href);
  expect(file.headers()['content-disposition']).toContain('dokument-1.pdf');
  const stored = Buffer.from(await file.body());
  const back = await PDFDocument.load(stored, { updateMetadata: false });
  expect([back.getAuthor(), back.getCreator(), back.getTitle(), back.getProducer()]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  writeFileSync(join(SHOTS, 'stored-offer-document.pdf'), stored);
  // The stripped file still opens: rendered with pdftoppm where it is installed.
  try {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-singlefile',
      join(SHOTS, 'stored-offer-document.pdf'),
      join(SHOTS, 'stored-offer-document'),
    ]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
});

test('the complaint on receipt (issue 34) in German and French', async ({ browser, baseURL }) => {
  const buyer = await session(browser, baseURL!, BUYER, 'buyer');
  const seller = await session(browser, baseURL!, SELLER, 'seller');
  for (const lang of LANGUAGES) {
    const part = `E2E-RECL-${lang}-${Date.now()}`;
    const created = await buyer.request.post('/api/v1/buyer/requests', {
      multipart: { partNumber: part, quantity: '1', urgency: 'hoch' },
    });
    expect(created.status()).toBe(201);
    const requestId = ((await created.json()) as { id: string }).id;
    const offerId = await offer(seller.request, requestId);
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
    const orderId = ((await order.json()) as { id: string }).id;
    expect((await seller.request.post(`/api/v1/orders/${orderId}/confirm`, { data: {} })).status()).toBe(200);
    expect(
      (await seller.request.post(`/api/v1/orders/${orderId}/ship`, { data: { carrier: 'DHL' } })).status(),
    ).toBe(200);

    await inLanguage(buyer, lang, '/buyer-dashboard?tab=orders');
    const card = buyer.getByTestId('order-card').filter({ hasText: part }).first();
    await card
      .getByRole('button', { name: lang === 'de' ? 'Empfang bestätigen' : 'Confirmer la réception' })
      .click();
    const dialog = buyer.getByRole('dialog');
    await dialog
      .getByRole('radio', { name: lang === 'de' ? /Es gibt ein Problem/ : /Il y a un problème/ })
      .check();
    await dialog
      .getByLabel(lang === 'de' ? 'Was stimmt nicht?' : 'Quel est le problème ?')
      .selectOption({ label: lang === 'de' ? 'Beschädigt' : 'Endommagé' });
    await dialog
      .getByLabel(lang === 'de' ? 'Beschreibung' : 'Description')
      .fill(lang === 'de' ? 'Gehäuse beim Transport gerissen' : 'Boîtier fissuré pendant le transport');
    await shoot(buyer, `complaint-dialog-${lang}`, false);
  }
});
