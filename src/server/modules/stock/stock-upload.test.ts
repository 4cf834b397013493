import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '#shared/api-keys/schema.ts';
import type { StockLinePage, StockLineView, StockUploadReport } from '#shared/stock/schema.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { stockCsvFile, stockUpload } from '#server/test/given-stock.ts';

/** Issue 31, decision 055: a seller's stock list, uploaded as German Excel CSV or through the API. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();

async function sellerSession() {
  const s = await seller(t);
  return { s, c: await loggedIn(t, s, 'seller') };
}

describe('stock upload (German Excel CSV)', () => {
  it('keeps every valid line and lists every refused one with its line and a German reason', async () => {
    const { c } = await sellerSession();
    const n = token();
    const file = stockCsvFile([
      `R902 ${n} 1;Bosch Rexroth;3;1.234,50;ab Lager`,
      `R902-${n}-2;;12;48,9;3 Tage`,
      '',
      ';;;;',
      `R902${n}1;bosch-rexroth;5;99,00;2 Wochen`,
      `X-${n};;-1;10,00;`,
      `Y-${n};;2;0,00;`,
      `Z-${n};;2;5,00;3`,
      `---;;2;5,00;`,
      `W-${n};;2;abc;`,
      `V-${n};HYDAC;1.000;12,5;`,
    ]);
    const res = await stockUpload(c, file);
    expect(res.statusCode).toBe(200);
    const report = res.json<StockUploadReport>();
    expect(report).toEqual({
      mode: 'merge',
      lines: 9,
      created: 3,
      updated: 0,
      removed: 0,
      matches: 0,
      errors: [
        {
          line: 6,
          message: 'Teilenummer und Hersteller stehen schon in Zeile 2; diese Zeile wurde nicht übernommen',
        },
        { line: 7, message: 'Bitte geben Sie den Bestand als ganze Zahl (0 oder mehr) an' },
        { line: 8, message: 'Bitte geben Sie einen gültigen Preis (netto, je Stück) größer als 0 an' },
        { line: 9, message: 'Die Lieferzeit braucht eine Einheit: „ab Lager“, „3 Tage“ oder „2 Wochen“' },
        { line: 10, message: 'Die Teilenummer muss Buchstaben oder Ziffern enthalten' },
        { line: 11, message: 'Bitte geben Sie einen gültigen Preis (netto, je Stück) größer als 0 an' },
      ],
    });
    const page = (
      await c.get(`/api/v1/seller/stock?part=${encodeURIComponent(`r902 ${n}`)}`)
    ).json<StockLinePage>();
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.partNumber, i.quantity, i.price, i.delivery.text])).toEqual([
      [`R902 ${n} 1`, 3, '1234.50', 'ab Lager'],
      [`R902-${n}-2`, 12, '48.90', '3 Tage'],
    ]);
    const hydac = (await c.get(`/api/v1/seller/stock?part=V-${n}`)).json<StockLinePage>();
    expect(hydac.items[0]).toMatchObject({ manufacturer: 'HYDAC', quantity: 1000, price: '12.50' });
  });

  it('reads Windows-1252, updates in merge mode, and removes what the file no longer holds in replace mode', async () => {
    const { c } = await sellerSession();
    const n = token();
    const latin1 = Buffer.from(
      `Teilenummer;Hersteller;Menge;Preis netto;Lieferzeit\r\nA-${n};Brüninghaus;2;10,00;1 Woche\r\nB-${n};;1;20,00;\r\n`,
      'latin1',
    );
    const first = (await stockUpload(c, latin1)).json<StockUploadReport>();
    expect(first).toMatchObject({ created: 2, errors: [] });
    const a = (await c.get(`/api/v1/seller/stock?part=A-${n}`)).json<StockLinePage>().items[0]!;
    expect(a.manufacturer).toBe('Brüninghaus');
    expect(a.delivery).toMatchObject({ unit: 'weeks', amount: 1, days: 7 });

    const merge = await stockUpload(
      c,
      stockCsvFile([`a ${n};BRÜNINGHAUS;4;10,00;1 Woche`, `C-${n};;1;1,00;`]),
    );
    expect(merge.json<StockUploadReport>()).toMatchObject({ created: 1, updated: 1, removed: 0 });
    const replace = await stockUpload(c, stockCsvFile([`C-${n};;1;1,00;`]), 'replace');
    expect(replace.json<StockUploadReport>()).toMatchObject({
      mode: 'replace',
      created: 0,
      updated: 0,
      removed: 2,
    });
    expect((await c.get('/api/v1/seller/stock')).json<StockLinePage>().total).toBe(1);
  });

  it('refuses a file that is no CSV, lacks columns or names no mode, in German', async () => {
    const { c } = await sellerSession();
    const noColumns = await stockUpload(c, 'Nummer;Anzahl\r\n1;2\r\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json<{ message: string }>().message).toMatch(/^Ungültige Datei: die Kopfzeile braucht/);
    const binary = await stockUpload(c, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect(binary.json<{ message: string }>().message).toBe('Ungültige Datei');
    const mode = await stockUpload(c, stockCsvFile([]), 'alles');
    expect(mode.statusCode).toBe(400);
    expect(mode.json<{ message: string }>().message).toBe('Bitte wählen Sie „Ersetzen“ oder „Ergänzen“');
    const wrongName = await stockUpload(c, stockCsvFile([]), 'merge', {}, 'lager.xlsx');
    expect(wrongName.statusCode).toBe(400);
  });
});

describe('stock lines: edit, delete, download, and who may', () => {
  it('edits and deletes own lines only; another seller, a buyer and bad bodies are refused', async () => {
    const { c } = await sellerSession();
    const other = await sellerSession();
    const n = token();
    await stockUpload(c, stockCsvFile([`E-${n};;2;10,00;`, `F-${n};;2;10,00;`]));
    const [e, f] = (await c.get('/api/v1/seller/stock')).json<StockLinePage>().items;
    expect((await c.get(`/api/v1/seller/stock?part=E-${n}`)).json<StockLinePage>().items).toHaveLength(1);
    const body = {
      partNumber: `E-${n}`,
      manufacturer: 'Hydac',
      quantity: 7,
      price: '15,50',
      deliveryUnit: 'days',
      deliveryAmount: 2,
    };
    const edited = await c.put(`/api/v1/seller/stock/${e!.id}`, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<StockLineView>()).toMatchObject({
      quantity: 7,
      price: '15.50',
      delivery: { text: '2 Tage' },
    });
    expect((await other.c.put(`/api/v1/seller/stock/${e!.id}`, body)).statusCode).toBe(404);
    expect((await other.c.post('/api/v1/seller/stock/delete', { ids: [e!.id] })).statusCode).toBe(404);
    const bad = await c.put(`/api/v1/seller/stock/${e!.id}`, { ...body, price: '0', quantity: 'viel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Bestand|Preis/);
    expect(
      (await c.put(`/api/v1/seller/stock/${e!.id}`, { ...body, partNumber: `F-${n}`, manufacturer: '' }))
        .statusCode,
    ).toBe(409);
    expect((await c.post('/api/v1/seller/stock/delete', { ids: ['kein-uuid'] })).statusCode).toBe(400);
    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/seller/stock')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/v1/seller/stock')).statusCode).toBe(401);

    const csv = await c.get('/api/v1/seller/stock/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFTeilenummer;Hersteller;Menge;Preis netto;Lieferzeit\r\n')).toBe(true);
    expect(csv.body).toContain(`E-${n};Hydac;7;15,50;2 Tage`);
    expect((await other.c.get('/api/v1/seller/stock/export.csv')).body.includes(n)).toBe(false);

    expect((await c.post('/api/v1/seller/stock/delete', { ids: [f!.id] })).json()).toEqual({ deleted: 1 });
    const all = await c.post('/api/v1/seller/stock/delete-all', {});
    expect(all.statusCode).toBe(400);
    expect(all.json<{ message: string }>().message).toBe(
      'Bitte bestätigen Sie, dass der gesamte Lagerbestand gelöscht werden soll',
    );
    expect((await c.post('/api/v1/seller/stock/delete-all', { confirmed: true })).json()).toEqual({
      deleted: 1,
    });
  });

  it("works with an API key holding 'stock:write' and refuses a key without it", async () => {
    const { c } = await sellerSession();
    const key = (
      await c.post('/api/v1/api-keys', { name: 'WaWi', scopes: ['stock:write'] })
    ).json<CreatedApiKey>();
    const narrow = (
      await c.post('/api/v1/api-keys', { name: 'Lesen', scopes: ['requests:read'] })
    ).json<CreatedApiKey>();
    const n = token();
    const erp = { authorization: `Bearer ${key.key}` };
    const res = await stockUpload(new Client(t.app), stockCsvFile([`K-${n};;1;9,99;`]), 'replace', erp);
    expect(res.statusCode).toBe(200);
    expect(res.json<StockUploadReport>().created).toBe(1);
    const list = await new Client(t.app).request('GET', '/api/v1/seller/stock', undefined, erp);
    expect(list.json<StockLinePage>().total).toBe(1);
    const refused = await stockUpload(new Client(t.app), stockCsvFile([`L-${n};;1;9,99;`]), 'merge', {
      authorization: `Bearer ${narrow.key}`,
    });
    expect(refused.statusCode).toBe(403);
    const listRefused = await new Client(t.app).request('GET', '/api/v1/seller/stock', undefined, {
      authorization: `Bearer ${narrow.key}`,
    });
    expect(listRefused.statusCode).toBe(403);
  });
});
