import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '../../test/given.ts';
import { htmlOrderDocuments, pdfTemplates } from '../../db/schema/documents.ts';
import { ORDER_TEMPLATE_PLACEHOLDERS } from '../../../shared/templates/order-placeholders.ts';
import { formatEuro } from '../../../shared/format/german.ts';
import { givenOrder, minimalDocx } from '../../test/given-order.ts';
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
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}.pdf"`);
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
