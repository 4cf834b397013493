import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenOrder, minimalDocx } from '#server/test/given-order.ts';
import { pdfTemplates } from '#server/db/schema/documents.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { createChromiumRenderer } from './chromium-pdf.ts';
import {
  DOCX_BROKEN,
  DOCX_NO_DOCUMENT,
  DOCX_PLACEHOLDERS,
  DOCX_TOO_BIG,
  docxTemplateProblem,
} from './docx-check.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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

function zipOf(files: Record<string, string | Buffer>): Buffer {
  const zip = new PizZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A valid template plus 60 MB of zeros: about 60 KB on the wire. */
function zipBomb(): Buffer {
  const zip = new PizZip(minimalDocx(['{{order_number}}']));
  zip.file('word/media/fill.bin', Buffer.alloc(60 * 1024 * 1024));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The same bomb, but its directory claims the big entry unpacks to 100 bytes. */
function lyingZipBomb(): Buffer {
  const data = Buffer.from(zipBomb());
  const name = Buffer.from('word/media/fill.bin');
  for (let p = 0; p < data.length - 4; p += 1) {
    const sig = data.readUInt32LE(p);
    if (sig === 0x02014b50 && data.subarray(p + 46, p + 46 + name.length).equals(name))
      data.writeUInt32LE(100, p + 24);
    if (sig === 0x04034b50 && data.subarray(p + 30, p + 30 + name.length).equals(name))
      data.writeUInt32LE(100, p + 22);
  }
  return data;
}

describe('Word templates are checked on upload (issue 18)', () => {
  it.each([
    ['not a ZIP', () => Buffer.from('PK\u0003\u0004 kein zip'), DOCX_BROKEN],
    [
      'a ZIP without word/document.xml',
      () => zipOf({ '[Content_Types].xml': '<Types/>', 'x.txt': 'hallo' }),
      DOCX_NO_DOCUMENT,
    ],
    ['broken placeholders', () => minimalDocx(['Bestellung {{order_number']), DOCX_PLACEHOLDERS],
    ['a zip bomb (61 KB → 60 MB)', zipBomb, DOCX_TOO_BIG],
    ['a zip bomb that lies about its size', lyingZipBomb, DOCX_TOO_BIG],
    [
      'too many entries',
      () =>
        zipOf({
          ...Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f/${i}.txt`, 'x'])),
          'word/document.xml': '<w:document/>',
        }),
      DOCX_TOO_BIG,
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, make, message) => {
    const data = make();
    const started = Date.now();
    expect(docxTemplateProblem(data)).toBe(message);
    expect(Date.now() - started).toBeLessThan(1000); // nothing big was inflated
    const client = await loggedIn(t, await admin(t), 'admin');
    const name = `Kaputt ${Date.now()}`;
    const { body, headers } = multipart({ name }, [
      { name: 'file', fileName: 'vorlage.docx', contentType: DOCX_MIME, data },
    ]);
    const res = await client.request('POST', '/api/v1/admin/pdf-templates', body, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(await t.database.db.select().from(pdfTemplates).where(eq(pdfTemplates.name, name))).toHaveLength(
      0,
    );
  });

  it('accepts a real template', () => {
    expect(
      docxTemplateProblem(minimalDocx(['Bestellung {{order_number}} für {{buyer_company}}'])),
    ).toBeNull();
  });
});

describe('a broken active template never breaks an order document (issue 18)', () => {
  for (const [label, app] of [
    ['built-in PDF', () => noChromium],
    ['Chromium', () => t],
  ] as const) {
    it.runIf(label === 'built-in PDF' || existsSync(CHROMIUM))(
      `still yields a PDF (${label}), deactivates the template and tells the admins`,
      async () => {
        const a = app();
        const boss = await admin(a);
        const buyer = await verifiedBuyer(a);
        const { order } = await givenOrder(a, buyer.id, (await seller(a)).id);
        await a.database.db.update(pdfTemplates).set({ isActive: false });
        const key = `pdf-templates/templates/${Date.now()}_kaputt.docx`;
        await a.app.deps.blobs.put(key, zipOf({ 'x.txt': 'kein word/document.xml' }), DOCX_MIME);
        const [tpl] = await a.database.db
          .insert(pdfTemplates)
          .values({
            name: 'Kaputte Vorlage',
            fileName: 'kaputt.docx',
            filePath: key,
            fileSize: 1,
            mimeType: DOCX_MIME,
            isActive: true,
          })
          .returning();

        const res = await (await loggedIn(a, buyer, 'buyer')).get(`/api/v1/orders/${order.id}/document`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

        // Without Chromium the built-in PDF never touches the template; with it, the template is retired.
        if (label === 'built-in PDF') return;
        expect(res.headers['x-document-engine']).toBe('chromium');
        const [after] = await a.database.db.select().from(pdfTemplates).where(eq(pdfTemplates.id, tpl!.id));
        expect(after!.isActive).toBe(false);
        const mails = (await a.database.db.select().from(jobs)).filter(
          (j) => (j.payload as { to?: string }).to === boss.email,
        );
        expect(mails).toHaveLength(1);
        expect(JSON.stringify(mails[0]!.payload)).toContain('Kaputte Vorlage');
      },
    );
  }
});

describe.runIf(existsSync(CHROMIUM))('Chromium renders without the network (issue 18)', () => {
  it('makes no request to any address a template names, and runs no script', async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const renderer = createChromiumRenderer(CHROMIUM);
    try {
      const html = `<!doctype html><html><head>
        <link rel="stylesheet" href="${base}/style.css"><link rel="prefetch" href="${base}/prefetch">
        <link rel="preconnect" href="${base}"><link rel="icon" href="${base}/favicon.ico">
        <style>@import url("${base}/import.css"); body { background: url("${base}/bg.png"); }
        @font-face { font-family: x; src: url("${base}/font.woff"); } p { font-family: x; }</style>
        </head><body><p>Auftrag</p><img src="${base}/logo.png"><iframe src="${base}/frame"></iframe>
        <object data="${base}/object"></object><video poster="${base}/poster.png"></video>
        <script>fetch("${base}/script"); new Image().src = "${base}/script-img";</script>
        </body></html>`;
      const pdf = await renderer.pdf(html);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await new Promise((r) => setTimeout(r, 300));
      expect(hits).toEqual([]);
    } finally {
      await renderer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
