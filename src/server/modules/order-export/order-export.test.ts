import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, requests } from '#server/db/schema/marketplace.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { parseCsv } from '#shared/csv/csv.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { ordersCsv } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const s = await given.seller(t);
  await t.database.db.update(sellerProfiles).set({ companyName: 'Export Hydraulik GmbH' }).where(eq(sellerProfiles.id, s.id));
  const first = await givenOrder(t, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
  const second = await givenOrder(t, buyer.id, s.id, { price: '99.90', shipping: '0.00' });
  await t.database.db
    .update(orders)
    .set({ status: 'shipped', internalReference: 'PO-4711; Halle 3' })
    .where(eq(orders.id, second.order.id));
  await t.database.db
    .update(requests)
    .set({ costCentre: 'KST 4711', machineNumber: 'Presse 3' })
    .where(eq(requests.id, first.request.id));
  // Another buyer's order with the same seller: never in this buyer's file.
  const other = await givenOrder(t, (await given.verifiedBuyer(t)).id, s.id, { price: '5.00' });
  return { buyer, seller: s, first, second, other };
}

const table = (body: string) => {
  const [header, ...rows] = parseCsv(body);
  return { header: header!, rows, col: (name: string) => header!.indexOf(name) };
};

describe('order CSV export for bookkeeping (issue 34)', () => {
  it("the buyer's orders: German Excel (BOM, ';', decimal comma), German columns, own orders only", async () => {
    const { buyer, first, second, other } = await scenario();
    const client = await given.loggedIn(t, buyer, 'buyer');
    const res = await client.get('/api/v1/buyer/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFBestellnummer;Bestelldatum;Status;')).toBe(true);
    const { rows, col } = table(res.body);
    expect(rows.map((r) => r[col('Bestellnummer')]).sort()).toEqual(
      [first.order.orderNumber, second.order.orderNumber].sort(),
    );
    const row = rows.find((r) => r[0] === first.order.orderNumber)!;
    expect(row[col('Preis netto')]).toBe('1234,56');
    expect(row[col('Versand netto')]).toBe('25,00');
    expect(row[col('Summe netto')]).toBe('1259,56');
    expect(row[col('USt.-Satz %')]).toBe('19');
    expect(row[col('Gesamt brutto')]).toBe(first.totals.gross.replace('.', ','));
    expect(row[col('Verkäufer Firma')]).toBe('Export Hydraulik GmbH');
    expect(row[col('Kostenstelle')]).toBe('KST 4711');
    expect(row[col('Maschinennummer')]).toBe('Presse 3');
    expect(row[col('Bestelldatum')]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const shipped = rows.find((r) => r[0] === second.order.orderNumber)!;
    expect(shipped[col('Bestellreferenz des Käufers')]).toBe('PO-4711; Halle 3');
    expect(res.body).toContain('"PO-4711; Halle 3"');
    expect(res.body).not.toContain(other.order.orderNumber);
  });

  it('applies the list’s filter to every page', async () => {
    const { buyer, second } = await scenario();
    const client = await given.loggedIn(t, buyer, 'buyer');
    const shipped = table((await client.get('/api/v1/buyer/orders.csv?status=versendet')).body);
    expect(shipped.rows.map((r) => r[0])).toEqual([second.order.orderNumber]);
    const found = table((await client.get(`/api/v1/buyer/orders.csv?search=${second.order.orderNumber}`)).body);
    expect(found.rows).toHaveLength(1);
    const none = table((await client.get('/api/v1/buyer/orders.csv?search=gibt-es-nicht')).body);
    expect(none.rows).toEqual([]);
  });

  it("the seller's received orders name the buyer; the seller's placed orders name the seller", async () => {
    const { seller: s, first, other } = await scenario();
    const client = await given.loggedIn(t, s, 'seller');
    const received = table((await client.get('/api/v1/seller/orders.csv')).body);
    expect(received.header).toContain('Käufer Firma');
    // The buyer's cost centre and machine number are the buyer's own: not in the seller's file.
    expect(received.header).not.toContain('Kostenstelle');
    expect(received.rows.flat()).not.toContain('KST 4711');
    expect(received.rows.map((r) => r[0])).toEqual(
      expect.arrayContaining([first.order.orderNumber, other.order.orderNumber]),
    );
    const asBuyer = await givenOrder(t, s.id, (await given.seller(t)).id, { price: '10.00' });
    const placed = await client.get('/api/v1/seller/my-orders.csv');
    expect(placed.statusCode).toBe(200);
    expect(table(placed.body).rows.map((r) => r[0])).toEqual([asBuyer.order.orderNumber]);
  });

  it('refuses the wrong role and a bad filter in German; no one reads another account’s orders', async () => {
    const { buyer, seller: s } = await scenario();
    const b = await given.loggedIn(t, buyer, 'buyer');
    const sc = await given.loggedIn(t, s, 'seller');
    expect((await b.get('/api/v1/seller/orders.csv')).statusCode).toBe(403);
    expect((await b.get('/api/v1/seller/my-orders.csv')).statusCode).toBe(403);
    expect((await sc.get('/api/v1/buyer/orders.csv')).statusCode).toBe(403);
    expect((await new (await import('#server/test/harness.ts')).Client(t.app).get('/api/v1/buyer/orders.csv')).statusCode).toBe(401);
    const bad = await b.get('/api/v1/buyer/orders.csv?status=irgendwas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[äöüÄÖÜß]|Ungültig|ungültig|Bitte/);
    // A query cannot widen the file to someone else's orders: the account is the session's.
    const stranger = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect(table((await stranger.get(`/api/v1/buyer/orders.csv?search=${buyer.id}`)).body).rows).toEqual([]);
  });

  it('says in its last line when the file holds only the first orders', () => {
    const { csv } = ordersCsv([], 6000, 'Verkäufer');
    expect(parseCsv(csv).at(-1)![0]).toBe(
      'Nur die ersten 5.000 von 6.000 Bestellungen – bitte grenzen Sie den Zeitraum oder den Status ein.',
    );
  });
});
