import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { auditRowsFor } from '#server/test/admin-fixtures.ts';
import { givenOrder, minimalDocx } from '#server/test/given-order.ts';

let t: TestApp;
let client: Client;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-templates-'));
beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  client = await loggedIn(t, await admin(t), 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DOCX = minimalDocx(['Bestellung {{order_number}}']);

function uploadBody(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----hp${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const { body, headers } = uploadBody(fields, file);
  return client.request('POST', '/api/v1/admin/pdf-templates', body, headers);
}

describe('admin: HTML templates', () => {
  it("requires name and HTML, duplicates as '(Kopie)', sets the default exclusively and deletes, each audited", async () => {
    const empty = await client.post('/api/v1/admin/html-templates', { name: 'X', htmlContent: '   ' });
    expect(empty.json().message).toBe('Name und HTML-Inhalt sind erforderlich');

    const name = `Vorlage ${randomUUID().slice(0, 6)}`;
    const created = (
      await client.post('/api/v1/admin/html-templates', {
        name,
        htmlContent: '<p>{{order_number}}</p>',
        cssStyles: 'p{}',
      })
    ).json();
    expect(created).toMatchObject({ templateType: 'order_confirmation', isDefault: false, isActive: true });
    expect(created.availableVariables).toContain('order_number');

    const copy = (await client.post(`/api/v1/admin/html-templates/${created.id}/duplicate`)).json();
    expect(copy).toMatchObject({
      name: `${name} (Kopie)`,
      isActive: true,
      isDefault: false,
      htmlContent: '<p>{{order_number}}</p>',
    });

    await client.post(`/api/v1/admin/html-templates/${created.id}/default`);
    await client.post(`/api/v1/admin/html-templates/${copy.id}/default`);
    const all = (await client.get('/api/v1/admin/html-templates?pageSize=100')).json().items as {
      id: string;
      isDefault: boolean;
      templateType: string;
    }[];
    expect(
      all.filter((x) => x.isDefault && x.templateType === 'order_confirmation').map((x) => x.id),
    ).toEqual([copy.id]);

    const updated = await client.request('PUT', `/api/v1/admin/html-templates/${created.id}`, {
      name: `${name} neu`,
      htmlContent: '<h1>{{order_number}}</h1>',
    });
    expect(updated.json().name).toBe(`${name} neu`);
    expect(
      (await client.get(`/api/v1/admin/html-templates?search=${encodeURIComponent(name)}`)).json().total,
    ).toBe(2);
    await client.delete(`/api/v1/admin/html-templates/${created.id}`);
    expect((await auditRowsFor(t, created.id)).map((r) => r.action).sort()).toEqual([
      'html_template.create',
      'html_template.delete',
      'html_template.set_default',
      'html_template.update',
    ]);
    expect((await auditRowsFor(t, copy.id)).map((r) => r.action).sort()).toEqual([
      'html_template.duplicate',
      'html_template.set_default',
    ]);
  });
});

describe('admin: PDF (Word) templates', () => {
  it('requires name and file, accepts only Word files, activates exclusively, downloads and deletes, audited', async () => {
    expect((await upload({ name: 'Ohne Datei' })).json().message).toBe('Name und Datei sind erforderlich');
    expect((await upload({ name: '' }, { name: 'a.docx', data: DOCX })).json().message).toBe(
      'Name und Datei sind erforderlich',
    );
    const fake = await upload({ name: 'Falsch' }, { name: 'a.docx', data: Buffer.from('kein zip') });
    expect(fake.statusCode).toBe(400);

    const a = (
      await upload({ name: 'Vorlage A', description: 'erste' }, { name: 'Auftrag A.docx', data: DOCX })
    ).json();
    const b = (await upload({ name: 'Vorlage B' }, { name: 'b.docx', data: DOCX })).json();
    expect(a).toMatchObject({
      name: 'Vorlage A',
      fileName: 'Auftrag A.docx',
      fileSize: DOCX.length,
      isActive: false,
    });

    await client.post(`/api/v1/admin/pdf-templates/${a.id}/activate`);
    await client.post(`/api/v1/admin/pdf-templates/${b.id}/activate`);
    const list = (await client.get('/api/v1/admin/pdf-templates')).json().items as {
      id: string;
      isActive: boolean;
    }[];
    expect(list.filter((x) => x.isActive).map((x) => x.id)).toEqual([b.id]);
    expect((await client.post(`/api/v1/admin/pdf-templates/${b.id}/deactivate`)).json().isActive).toBe(false);

    const file = await client.get(`/api/v1/admin/pdf-templates/${a.id}/download`);
    expect(file.rawPayload.equals(DOCX)).toBe(true);
    expect(file.headers['content-disposition']).toContain('Auftrag%20A.docx');

    expect((await client.delete(`/api/v1/admin/pdf-templates/${a.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/v1/admin/pdf-templates/${a.id}/download`)).statusCode).toBe(404);
    expect((await auditRowsFor(t, a.id)).map((r) => r.action).sort()).toEqual([
      'pdf_template.activate',
      'pdf_template.delete',
      'pdf_template.upload',
    ]);
  });

  it('tests a Word template against an order: the filled document as an HTML preview', async () => {
    const { order } = await givenOrder(t, (await verifiedBuyer(t)).id, (await seller(t)).id);
    const docx = minimalDocx(['Bestellung {{order_number}} für {{buyer_company}}']);
    const tpl = (await upload({ name: 'Testvorlage' }, { name: 'test.docx', data: docx })).json();
    const missing = await client.post(`/api/v1/admin/pdf-templates/${tpl.id}/test`, { orderId: ' ' });
    expect(missing.json().message).toBe('Template und Bestell-ID sind erforderlich');
    const res = await client.post(`/api/v1/admin/pdf-templates/${tpl.id}/test`, { orderId: order.id });
    expect(res.json()).toMatchObject({ success: true, message: 'Test erfolgreich' });
    expect(res.json().htmlPreview.replace(/\u00a0/g, ' ')).toContain(`Bestellung ${order.orderNumber} für`);
    const unknown = await client.post(`/api/v1/admin/pdf-templates/${tpl.id}/test`, {
      orderId: '00000000-0000-4000-8000-000000000009',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
