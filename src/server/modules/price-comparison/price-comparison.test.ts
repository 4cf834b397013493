import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { parseCsv } from '#shared/csv/csv.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}

/** A seller whose company name cannot occur by accident in a comparison. */
async function namedSeller(name: string) {
  const s = await given.seller(t);
  await t.database.db.update(sellerProfiles).set({ companyName: name }).where(eq(sellerProfiles.id, s.id));
  return s;
}

/** Three offers on an open request: the cheapest (1.234,50 + 10), one 'ab Lager', an alternative part. */
async function openScenario() {
  const buyer = await given.verifiedBuyer(t);
  const request = await given.request(t, buyer.id, {
    quantity: 2,
    neededBy: '2030-01-31',
    costCentre: 'KST 9',
  });
  const cheap = await namedSeller('Verborgen-Eins Hydraulik GmbH');
  const fast = await namedSeller('Verborgen-Zwei Technik AG');
  await given.offer(t, request.id, cheap.id, { price: '1234.50', shippingCost: '10.00' });
  await given.offer(t, request.id, fast.id, {
    price: '1500.00',
    shippingCost: '0.00',
    deliveryDays: 0,
    deliveryUnit: 'stock',
  });
  await given.offer(t, request.id, (await namedSeller('Verborgen-Vier KG')).id, {
    price: '1600.00',
    isAlternative: true,
    alternativePartNumber: 'ALT-4711',
    alternativeManufacturer: 'HAWE',
  });
  return { buyer, request, client: await given.loggedIn(t, buyer, 'buyer') };
}

describe('Preisspiegel (issue 34)', () => {
  it('is a German Excel CSV: BOM, semicolons, decimal comma, the ranking and marks of the offers view, no seller named', async () => {
    const { request, client } = await openScenario();
    const res = await client.get(`/api/v1/buyer/requests/${request.id}/price-comparison.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="preisspiegel-${request.partNumber}.csv"`,
    );
    expect(res.body.startsWith('\uFEFFPreisspiegel;Erstellt am ')).toBe(true);
    const rows = parseCsv(res.body);
    const header = rows.find((r) => r[0] === 'Angebot')!;
    expect(header).toContain('Gesamt netto');
    const col = (name: string) => header.indexOf(name);
    const offers = rows.filter((r) => /^Angebot \d$/.test(r[0] ?? ''));
    const views = (await client.get(`/api/v1/buyer/requests/${request.id}/offers`)).json().offers;
    expect(offers.map((r) => r[0])).toEqual(views.map((v: { label: string }) => v.label));
    expect(offers[0]![col('Preis netto')]).toBe('1234,50');
    expect(offers[0]![col('Stückpreis netto')]).toBe('617,25');
    expect(offers[0]![col('Gesamt netto')]).toBe('1244,50');
    expect(offers[0]![col('Hinweise')]).toBe('Bestpreis');
    expect(offers[0]![col('Angebotenes Teil')]).toBe('wie angefragt');
    expect(offers[1]![col('Lieferzeit')]).toBe('ab Lager');
    expect(offers[1]![col('Hinweise')]).toBe('Schnellste Lieferung');
    expect(offers[2]![col('Hinweise')]).toBe('Alternative');
    expect(offers[2]![col('Angebotenes Teil')]).toBe('HAWE ALT-4711');
    expect(offers[0]![col('USt.')]).toBe('');
    expect(rows.some((r) => r[0] === 'Benötigt bis' && r[1] === '31.01.2030')).toBe(true);
    expect(rows.some((r) => r[0] === 'Kostenstelle' && r[1] === 'KST 9')).toBe(true);
    expect(res.body).not.toMatch(/Verborgen/);
    expect(header).not.toContain('Verkäufer');
  });

  it('is a landscape PDF in the reader’s language, anonymous before an order', async () => {
    const { request, client } = await openScenario();
    const res = await client.get(`/api/v1/buyer/requests/${request.id}/price-comparison.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Preisspiegel');
    expect(text).toContain('Angebot 1');
    expect(text).toContain('1.244,50 €');
    expect(text).toContain('Bestpreis');
    expect(text).toContain('Schnellste Lieferung');
    expect(text).not.toMatch(/Verborgen/);
    const fr = await client.get(`/api/v1/buyer/requests/${request.id}/price-comparison.pdf?language=fr`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PC_DUMP) (await import('node:fs')).writeFileSync('/tmp/pc/open-fr.pdf', fr.rawPayload);
    if (process.env.PC_DUMP) (await import('node:fs')).writeFileSync('/tmp/pc/open-de.pdf', res.rawPayload);
    const frText = await pdfText(fr.rawPayload);
    expect(frText).toContain('Comparatif des prix');
    expect(frText).toContain('Offre 1');
    expect(frText).toContain('Meilleur prix');
  });

  it('after the order names the ordered offer’s seller and its VAT, kept with the order; the others stay anonymous', async () => {
    const buyer = await given.verifiedBuyer(t);
    const chosen = await namedSeller('Gewählt Fluidtechnik GmbH');
    const other = await namedSeller('Verborgen-Drei GmbH');
    const { request, order } = await givenOrder(t, buyer.id, chosen.id, { price: '1000.00', shipping: '20.00' });
    await given.offer(t, request.id, other.id, { price: '900.00', status: 'abgelehnt' });
    const client = await given.loggedIn(t, buyer, 'buyer');
    const csv = await client.get(`/api/v1/buyer/requests/${request.id}/price-comparison.csv`);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    const header = rows.find((r) => r[0] === 'Angebot')!;
    const ordered = rows.find((r) => r[header.indexOf('Status')] === 'Bestellt')!;
    expect(ordered[header.indexOf('Verkäufer')]).toBe('Gewählt Fluidtechnik GmbH');
    expect(ordered[header.indexOf('USt.-Satz')]).toBe('19 %');
    expect(ordered[header.indexOf('USt.')]).toBe('193,80');
    expect(ordered[header.indexOf('Gesamt brutto')]).toBe('1213,80');
    expect(csv.body).toContain(`Bestellung ${order.orderNumber}`);
    expect(csv.body).not.toMatch(/Verborgen/);
    const raw = (await client.get(`/api/v1/buyer/requests/${request.id}/price-comparison.pdf`)).rawPayload;
    if (process.env.PC_DUMP) (await import('node:fs')).writeFileSync('/tmp/pc/ordered.pdf', raw);
    const pdf = await pdfText(raw);
    expect(pdf).toContain('Gewählt Fluidtechnik GmbH');
    expect(pdf).not.toMatch(/Verborgen/);
  });

  it('serves a seller acting as buyer on Meine Anfragen', async () => {
    const me = await given.seller(t);
    const request = await given.request(t, me.id);
    await given.offer(t, request.id, (await given.seller(t)).id, { price: '77.70' });
    const client = await given.loggedIn(t, me, 'seller');
    const res = await client.get(`/api/v1/seller/my-requests/${request.id}/price-comparison.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(';77,70;');
    expect((await client.get(`/api/v1/seller/my-requests/${request.id}/price-comparison.pdf`)).statusCode).toBe(200);
  });

  it('refuses the wrong role, another account’s request and bad parameters, in German', async () => {
    const { request, client } = await openScenario();
    const stranger = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    for (const ext of ['csv', 'pdf']) {
      const url = `/api/v1/buyer/requests/${request.id}/price-comparison.${ext}`;
      const other = await stranger.get(url);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Anfrage nicht gefunden');
      const s = await given.seller(t);
      expect((await (await given.loggedIn(t, s, 'seller')).get(url)).statusCode).toBe(403);
      expect((await (await given.loggedIn(t, s, 'seller')).get(url.replace('buyer/requests', 'seller/my-requests'))).statusCode).toBe(404);
      const bad = await client.get(`/api/v1/buyer/requests/nicht-eine-id/price-comparison.${ext}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Ungültige Anfrage-ID');
      const lang = await client.get(`${url}?language=xx`);
      expect(lang.statusCode).toBe(400);
    }
  });
});
