import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/csv/csv.ts';
import { startTestApp, type TestApp, type Client } from '#server/test/harness.ts';
import { admin, loggedIn } from '#server/test/given.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';

let t: TestApp;
let client: Client;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  const a = await admin(t);
  adminId = a.id;
  client = await loggedIn(t, a, 'admin');
});
afterAll(async () => {
  await t.close();
});

function multipart(parts: { name: string; value: string; filename?: string; type?: string }[]) {
  const boundary = `----hp${randomUUID()}`;
  const body = parts
    .map((p) =>
      p.filename
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'text/csv'}\r\n\r\n${p.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
    )
    .join('');
  return { body: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(csv: string, opts: { updateExisting?: boolean; filename?: string; type?: string } = {}) {
  const { body, contentType } = multipart([
    { name: 'updateExisting', value: String(opts.updateExisting ?? false) },
    {
      name: 'file',
      value: csv,
      filename: opts.filename ?? 'translations.csv',
      type: opts.type ?? 'text/csv',
    },
  ]);
  return client.request('POST', '/api/v1/admin/translations/import', body, { 'content-type': contentType });
}

describe('admin: translations CSV', () => {
  it('imports a valid file; the texts are served to the web app; a second import updates only with updateExisting', async () => {
    const key = `test.${randomUUID().slice(0, 8)}`;
    const csv = `key,language,value,category,description,is_active\r\n${key},fr,"Bonjour, ""monde""",general,,true\r\n${key},it,Ciao,general,,true\r\n`;
    expect((await upload(csv)).json()).toEqual({ created: 2, updated: 0, errors: 0 });
    expect((await client.get('/api/v1/i18n/fr')).json()[key]).toBe('Bonjour, "monde"');

    const again = `key,language,value\n${key},fr,Salut\n`;
    expect((await upload(again)).json()).toEqual({ created: 0, updated: 0, errors: 0 });
    expect((await upload(again, { updateExisting: true })).json()).toEqual({
      created: 0,
      updated: 1,
      errors: 0,
    });
    expect((await client.get('/api/v1/i18n/fr')).json()[key]).toBe('Salut');

    const audit = (await listAuditRows(t.database.db, 'translation')).filter(
      (r) => r.actorId === adminId && r.action === 'translation.import',
    );
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('counts broken rows as errors and still imports the good ones', async () => {
    const key = `test.${randomUUID().slice(0, 8)}`;
    const csv = [
      'key,language,value,category',
      `${key}.ok,en,Fine,general`,
      `,en,no key,general`,
      `${key}.lang,xx,unknown language,general`,
      `${key}.cat,en,bad category,nonsense`,
      `${key}.empty,en,,general`,
    ].join('\n');
    expect((await upload(csv)).json()).toEqual({ created: 1, updated: 0, errors: 4 });
    const listed = await client.get(`/api/v1/admin/translations?search=${key}`);
    expect(listed.json().items.map((i: { key: string }) => i.key)).toEqual([`${key}.ok`]);
  });

  it("refuses a non-CSV file with 'Ungültige Datei' and a missing file with 'Keine Datei ausgewählt'", async () => {
    const pdf = await upload('%PDF-1.4 binär', { filename: 'dokument.pdf', type: 'application/pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Ungültige Datei');
    const noHeader = await upload('foo;bar\n1;2\n');
    expect(noHeader.json().message).toBe('Ungültige Datei');
    const { body, contentType } = multipart([{ name: 'updateExisting', value: 'true' }]);
    const none = await client.request('POST', '/api/v1/admin/translations/import', body, {
      'content-type': contentType,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Keine Datei ausgewählt');
  });

  it('neutralises formulas on export, filtered by language and category, and edits inline with an audit row', async () => {
    const key = `test.${randomUUID().slice(0, 8)}`;
    await upload(
      `key,language,value,category\n${key},es,"'=HYPERLINK(""x"")",errors\n${key}.b,es,+49 711,errors\n`,
    );
    const res = await client.get('/api/v1/admin/translations/export.csv?language=es&category=errors');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('translations_es_errors.csv');
    // German Excel: UTF-8 with a BOM and ";" by default; "," on request.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')[0]).toBe('key;language;value;category;description;is_active');
    const comma = await client.get('/api/v1/admin/translations/export.csv?language=es&separator=comma');
    expect(comma.body.slice(1).split('\r\n')[0]).toBe('key,language,value,category,description,is_active');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['key', 'language', 'value', 'category', 'description', 'is_active']);
    const mine = rows.filter((r) => r[0]?.startsWith(key));
    expect(mine.map((r) => r[2])).toEqual([`'=HYPERLINK("x")`, "'+49 711"]);
    expect(rows.slice(1).every((r) => r[1] === 'es' && r[3] === 'errors')).toBe(true);

    const id = (await client.get(`/api/v1/admin/translations?search=${key}.b`)).json().items[0].id as string;
    const edited = await client.request('PUT', `/api/v1/admin/translations/${id}`, {
      value: 'Telefon',
      category: 'forms',
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ value: 'Telefon', category: 'forms', isActive: false });
    const [audit] = await listAuditRows(t.database.db, 'translation', id);
    expect(audit).toMatchObject({
      action: 'translation.update',
      before: { value: '+49 711' },
      after: { value: 'Telefon' },
    });

    const template = await client.get('/api/v1/admin/translations/template.csv');
    expect(parseCsv(template.body)[0]).toEqual([
      'key',
      'language',
      'value',
      'category',
      'description',
      'is_active',
    ]);
  });
});
