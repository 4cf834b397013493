import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { htmlOrderDocuments, pdfTemplates } from '#server/db/schema/documents.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts';
import { ORDER_TEMPLATE_PLACEHOLDERS } from '#shared/templates/order-placeholders.ts';
import { formatEuro } from '#shared/format/german.ts';
import { fileNameOfDisposition } from '#shared/files/download-names.ts';
import { givenOrder, minimalDocx } from '#server/test/given-order.ts';
import { orderDocumentValues } from './values.ts';
import { loadOrderDocumentData } from './repository.ts';
import { orderDocumentHtml, previewOrderDocument } from './service.ts';

const hasChromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

async function pdfText(body: Buffer | string): Promise<string> {
  const pdf = await getDocumentProxy(
    new Uint8Array(typeof body === 'string' ? Buffer.from(body, 'binary') : body),
  );
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}

let t: TestApp;
let noChromium: TestApp;
beforeAll(async () => {
  [t, noChromium] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { CHROMIUM_PATH: '/nonexistent/chromium' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), noChromium.close()]);
});

async function party(app: TestApp) {
  const buyer = await verifiedBuyer(app);
  const s = await seller(app);
  return { buyer, seller: s };
}

describe('order document content (spec 2 §3)', () => {
  it('has a value for every placeholder, in snake_case and camelCase', async () => {
    const { buyer, seller: s } = await party(t);
    const { order } = await givenOrder(t, buyer.id, s.id);
    const values = orderDocumentValues((await loadOrderDocumentData(t.database.db, order.id))!);
    for (const name of ORDER_TEMPLATE_PLACEHOLDERS) {
      const camel = name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
      expect(values, name).toHaveProperty(name);
      expect(values, camel).toHaveProperty(camel);
    }
    const rendered = await orderDocumentHtml(t.app.deps, order.id);
    expect(rendered!.source).toBe('html-template');
    expect(rendered!.html).not.toMatch(/\{\{/);
    expect(rendered!.html).toContain(order.orderNumber);
  });

  it('shows a part description containing HTML or script as text', async () => {
    const { buyer, seller: s } = await party(t);
    const { order } = await givenOrder(t, buyer.id, s.id, {
      description: '<script>alert(1)</script><b>fett</b>',
    });
    const { html } = (await orderDocumentHtml(t.app.deps, order.id))!;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;fett&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('keeps the issued document: later template changes do not rewrite it', async () => {
    const { buyer, seller: s } = await party(t);
    const { order } = await givenOrder(t, buyer.id, s.id);
    await orderDocumentHtml(t.app.deps, order.id);
    const rows = await t.database.db
      .select()
      .from(htmlOrderDocuments)
      .where(eq(htmlOrderDocuments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect((await orderDocumentHtml(t.app.deps, order.id))!.source).toBe('stored');
  });

  it('fills an uploaded Word template and previews it as HTML', async () => {
    const { buyer, seller: s } = await party(t);
    const { order, totals } = await givenOrder(t, buyer.id, s.id);
    const key = `pdf-templates/templates/${Date.now()}_test.docx`;
    await t.app.deps.blobs.put(
      key,
      minimalDocx(['Bestellung {{order_number}}', 'Summe {{totalAmount}} für {{buyer_company}}']),
      'x',
    );
    const [tpl] = await t.database.db
      .insert(pdfTemplates)
      .values({
        name: 'Test',
        fileName: 'test.docx',
        filePath: key,
        fileSize: 1,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        isActive: false,
      })
      .returning();
    const preview = await previewOrderDocument(t.app.deps, order.id, { pdfTemplateId: tpl!.id });
    expect(preview!.source).toBe('docx-template');
    expect(preview!.html.replace(/\u00a0/g, ' ')).toContain(`Bestellung ${order.orderNumber}`);
    expect(preview!.html.replace(/\u00a0/g, ' ')).toContain(
      `Summe ${formatEuro(totals.gross).replace(/\u00a0/g, ' ')} für Muster Hydraulik GmbH`,
    );
  });
});

describe('order document download', () => {
  it.runIf(hasChromium)(
    'renders the template through Chromium: order number and gross total in German format',
    async () => {
      const { buyer, seller: s } = await party(t);
      const { order, totals } = await givenOrder(t, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
      const res = await (await loggedIn(t, buyer, 'buyer')).get(`/api/v1/orders/${order.id}/document`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Auftragsbestaetigung-${order.orderNumber}-A10VSO28DFR1-31R-PPA12N00.pdf"; filename*=UTF-8''Auftragsbest%C3%A4tigung-${order.orderNumber}-A10VSO28DFR1-31R-PPA12N00.pdf`,
      );
      expect(res.headers['x-document-engine']).toBe('chromium');
      const text = await pdfText(res.rawPayload);
      expect(totals.gross).toBe('1498.88');
      expect(text).toContain(order.orderNumber);
      expect(text).toContain('1.498,88 €');
    },
  );

  it('falls back to the built-in PDF when no Chromium is present', async () => {
    const { buyer, seller: s } = await party(noChromium);
    const { order } = await givenOrder(noChromium, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
    const res = await (await loggedIn(noChromium, buyer, 'buyer')).get(`/api/v1/orders/${order.id}/document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-document-engine']).toBe('fallback');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('1.498,88 €');
    expect(text).toContain('Auftragsbestätigung');
    // Decision 078: named by what it is, the order and the part; umlauts in filename* only.
    expect(fileNameOfDisposition(String(res.headers['content-disposition']))).toBe(
      `Auftragsbestätigung-${order.orderNumber}-A10VSO28DFR1-31R-PPA12N00.pdf`,
    );
    const french = await (
      await loggedIn(noChromium, buyer, 'buyer')
    ).get(`/api/v1/orders/${order.id}/document?language=fr`);
    expect(french.headers['content-disposition']).toBe(
      `attachment; filename="Confirmation-de-commande-${order.orderNumber}-A10VSO28DFR1-31R-PPA12N00.pdf"`,
    );
  });

  it('is for the order’s buyer and seller and for admins only', async () => {
    const { buyer, seller: s } = await party(noChromium);
    const { order } = await givenOrder(noChromium, buyer.id, s.id);
    const url = `/api/v1/orders/${order.id}/document`;
    const status = async (c: Client) => (await c.get(url)).statusCode;
    expect(await status(new Client(noChromium.app))).toBe(401);
    expect(await status(await loggedIn(noChromium, await verifiedBuyer(noChromium), 'buyer'))).toBe(404);
    expect(await status(await loggedIn(noChromium, await seller(noChromium), 'seller'))).toBe(404);
    expect(await status(await loggedIn(noChromium, s, 'seller'))).toBe(200);
    expect(await status(await loggedIn(noChromium, await admin(noChromium), 'admin'))).toBe(200);
    expect(await status(await loggedIn(noChromium, buyer, 'buyer'))).toBe(200);
  });
});

describe('order document in the reader’s language (issue 17)', () => {
  const speaks = (app: TestApp, id: string, language: UiLanguage) =>
    app.database.db.update(profiles).set({ language }).where(eq(profiles.id, id));

  it('fills every label, format, status and payment term in each of the five languages', async () => {
    const { buyer, seller: s } = await party(t);
    const { order } = await givenOrder(t, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
    const data = (await loadOrderDocumentData(t.database.db, order.id))!;
    const expected: Record<UiLanguage, { title: string; total: RegExp; unit: string }> = {
      de: { title: 'Auftragsbestätigung', total: /^1\.498,88\s€$/, unit: 'Woche' },
      en: { title: 'Order confirmation', total: /^€1,498\.88$/, unit: 'week' },
      fr: { title: 'Confirmation de commande', total: /^1\s498,88\s€$/, unit: 'semaine' },
      es: { title: 'Confirmación de pedido', total: /^1498,88\s€$/, unit: 'semana' },
      it: { title: "Conferma d'ordine", total: /^1498,88\s€$/, unit: 'settiman' },
    };
    for (const language of UI_LANGUAGES) {
      const values = orderDocumentValues(data, language);
      expect(values.label_title, language).toBe(expected[language].title);
      expect(values.lang).toBe(language);
      expect(String(values.total_amount), language).toMatch(expected[language].total);
      expect(String(values.delivery_time), language).toContain(expected[language].unit);
      const { html } = (await previewOrderDocument(t.app.deps, order.id, { language }))!;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/\{\{/);
      if (language !== 'de')
        for (const german of ['Bestelldatum', 'Lieferadresse', 'Gesamtbetrag', 'Kauf auf Rechnung', 'Wochen'])
          expect(html, `${language}: ${german}`).not.toContain(german);
    }
    expect(orderDocumentValues(data, 'fr').payment_terms).toBe('Paiement sur facture (30 jours)');
    expect(orderDocumentValues(data, 'it').order_status).toBe('Trasmesso');
  });

  it('the buyer’s copy in the buyer’s language, the seller’s in the seller’s, both kept', async () => {
    const { buyer, seller: s } = await party(noChromium);
    await speaks(noChromium, buyer.id, 'fr');
    await speaks(noChromium, s.id, 'it');
    const { order } = await givenOrder(noChromium, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
    const url = `/api/v1/orders/${order.id}/document`;
    const asBuyer = await (await loggedIn(noChromium, buyer, 'buyer')).get(url);
    expect(asBuyer.headers['content-language']).toBe('fr');
    const buyerText = await pdfText(asBuyer.rawPayload);
    expect(buyerText).toContain('Confirmation de commande');
    expect(buyerText).toContain('1 498,88 €');
    expect(buyerText).not.toContain('Auftragsbestätigung');
    const sellerText = await pdfText((await (await loggedIn(noChromium, s, 'seller')).get(url)).rawPayload);
    expect(sellerText).toContain("Conferma d'ordine");
    expect(sellerText).toContain('Importo totale (lordo)');
    const asAdmin = await loggedIn(noChromium, await admin(noChromium), 'admin');
    expect(await pdfText((await asAdmin.get(`${url}?language=es`)).rawPayload)).toContain(
      'Confirmación de pedido',
    );
    expect((await asAdmin.get(`${url}?language=pl`)).statusCode).toBe(400);
  });

  it('keeps one issued HTML per language', async () => {
    const { buyer, seller: s } = await party(t);
    const { order } = await givenOrder(t, buyer.id, s.id);
    await orderDocumentHtml(t.app.deps, order.id, 'de');
    await orderDocumentHtml(t.app.deps, order.id, 'fr');
    expect((await orderDocumentHtml(t.app.deps, order.id, 'fr'))!.source).toBe('stored');
    const rows = await t.database.db
      .select({ language: htmlOrderDocuments.language })
      .from(htmlOrderDocuments)
      .where(eq(htmlOrderDocuments.orderId, order.id));
    expect(rows.map((r) => r.language).sort()).toEqual(['de', 'fr']);
  });
});
