import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartRelationImportResult, PartRelationView } from '#shared/catalog/part-relations.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenSellerRequest } from '#server/test/given-seller.ts';
import { relatedBrandsOfRequest } from './read.ts';

/** Issue 30: cross-references kept by admins, proposed by sellers, shown on requests (decision 046). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();

function csvUpload(client: Client, csv: string, filename = 'querverweise.csv') {
  const boundary = `----hp${token()}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return client.post('/api/v1/admin/part-relations/import', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

describe('admins keep the cross-reference table', () => {
  it('add, list, refuse a duplicate or a bad body, delete', async () => {
    const n = token();
    const a = await loggedIn(t, await admin(t), 'admin');
    const body = {
      kind: 'superseded',
      fromManufacturer: 'Bosch Rexroth',
      fromPartNumber: `R9-${n}-1`,
      toManufacturer: 'Bosch Rexroth',
      toPartNumber: `R9-${n}-2`,
    };
    const created = await a.post('/api/v1/admin/part-relations', body);
    expect(created.statusCode).toBe(201);
    const view = created.json<PartRelationView>();
    expect(view).toMatchObject({ status: 'confirmed', kind: 'superseded' });
    // The same part typed otherwise is the same relation.
    const again = await a.post('/api/v1/admin/part-relations', { ...body, fromPartNumber: `r9 ${n} 1` });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Diese Beziehung ist bereits erfasst');
    const same = await a.post('/api/v1/admin/part-relations', { ...body, toPartNumber: `R9/${n}/1` });
    expect(same.json<{ message: string }>().message).toBe('Die beiden Teilenummern sind gleich');
    expect((await a.post('/api/v1/admin/part-relations', { ...body, kind: 'cousin' })).statusCode).toBe(400);
    const list = (await a.get(`/api/v1/admin/part-relations?search=${n}`)).json<{
      items: PartRelationView[];
    }>();
    expect(list.items.map((i) => i.id)).toEqual([view.id]);
    expect((await a.delete(`/api/v1/admin/part-relations/${view.id}`)).statusCode).toBe(204);
    expect((await a.delete(`/api/v1/admin/part-relations/${view.id}`)).statusCode).toBe(404);
  });

  it('imports a German Excel CSV: good rows added, known ones skipped, broken ones reported by line', async () => {
    const n = token();
    const a = await loggedIn(t, await admin(t), 'admin');
    const csv = [
      '\uFEFFart;hersteller_von;teilenummer_von;hersteller_zu;teilenummer_zu;notiz',
      `gleich;Bosch Rexroth;A10VSO 45 DFR1/31R-${n};Bosch Rexroth;R 902 ${n};Typenschild`,
      `ersetzt durch;Bosch Rexroth;R 902 ${n};Bosch Rexroth;"R902-${n}-NEU";`,
      `Gleichwertig;Bosch Rexroth;R 902 ${n};Parker Hannifin;PV-${n};`,
      `gleich;Bosch Rexroth;A10VSO45DFR1/31R${n};Bosch Rexroth;R902${n};doppelt`,
      `verwandt;X;1;Y;2;`,
      `gleich;X;---;Y;2;`,
    ].join('\r\n');
    const res = await csvUpload(a, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json<PartRelationImportResult>()).toEqual({
      created: 3,
      skipped: 1,
      errors: 2,
      problems: [
        { line: 6, message: "Unbekannte Art 'verwandt' (gleich, ersetzt durch, gleichwertig)" },
        { line: 7, message: 'Bitte geben Sie beide Teilenummern ein' },
      ],
    });
    const template = await a.get('/api/v1/admin/part-relations/template.csv');
    expect(template.body.startsWith('\uFEFFart;hersteller_von;')).toBe(true);
    expect((await csvUpload(a, 'a;b\r\n1;2')).statusCode).toBe(400);
    expect((await csvUpload(a, csv, 'bild.png')).statusCode).toBe(400);
  });

  it('every admin route is refused to buyers, sellers and nobody', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/v1/admin/part-relations'],
      ['POST', '/api/v1/admin/part-relations'],
      ['DELETE', `/api/v1/admin/part-relations/${id}`],
      ['POST', `/api/v1/admin/part-relations/${id}/decision`],
      ['GET', '/api/v1/admin/part-relations/template.csv'],
      ['POST', '/api/v1/admin/part-relations/import'],
    ];
    const b = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const s = await loggedIn(t, await seller(t), 'seller');
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await new Client(t.app).request(method, url, body)).statusCode, url).toBe(401);
      expect((await b.request(method, url, body)).statusCode, url).toBe(403);
      expect((await s.request(method, url, body)).statusCode, url).toBe(403);
    }
  });
});

describe('sellers propose, admins decide, buyers and sellers see confirmed relations', () => {
  it('a proposal is shown nowhere until confirmed, then on both sides without its proposer', async () => {
    const n = token();
    const b = await verifiedBuyer(t);
    const request = await givenSellerRequest(t, b.id, {
      manufacturer: 'Bosch Rexroth',
      partNumber: `A10VSO 45 DFR1/31R-${n}`,
      secondPartNumber: `R902${n}`,
    });
    const sellerAccount = await seller(t, {}, { companyName: `Vorschlagshaus ${n} GmbH` });
    await givenSellerBrands(t, sellerAccount.id, ['Bosch Rexroth']);
    const s = await loggedIn(t, sellerAccount, 'seller');
    const proposal = await s.post('/api/v1/seller/part-relations', {
      kind: 'equivalent',
      fromManufacturer: 'Bosch Rexroth',
      fromPartNumber: `r902 ${n}`,
      toManufacturer: 'Parker Hannifin',
      toPartNumber: `PV046-${n}`,
    });
    expect(proposal.statusCode).toBe(201);
    const id = proposal.json<PartRelationView>().id;
    const buyer = await loggedIn(t, b, 'buyer');
    const buyerUrl = `/api/v1/buyer/requests/${request.id}/part-relations`;
    const sellerUrl = `/api/v1/seller/requests/${request.id}/part-relations`;
    expect((await buyer.get(buyerUrl)).json()).toEqual({ items: [] });

    const a = await loggedIn(t, await admin(t), 'admin');
    const open = (await a.get(`/api/v1/admin/part-relations?status=proposed&search=${n}`)).json<{
      items: PartRelationView[];
    }>();
    expect(open.items).toMatchObject([{ id, proposedBySeller: `Vorschlagshaus ${n} GmbH` }]);
    expect(
      (await a.post(`/api/v1/admin/part-relations/${id}/decision`, { status: 'vielleicht' })).statusCode,
    ).toBe(400);
    expect(
      (await a.post(`/api/v1/admin/part-relations/${id}/decision`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    expect(
      (await a.post(`/api/v1/admin/part-relations/${id}/decision`, { status: 'rejected' })).statusCode,
    ).toBe(409);
    // A superseding number, entered by an admin the other way round.
    await a.post('/api/v1/admin/part-relations', {
      kind: 'superseded',
      fromPartNumber: `A10VSO45DFR131R${n}`,
      toManufacturer: 'Bosch Rexroth',
      toPartNumber: `A10VSO 45 DFR1/32R-${n}`,
    });

    const expected = {
      items: expect.arrayContaining([
        { relation: 'equivalent', manufacturer: 'Parker Hannifin', partNumber: `PV046-${n}` },
        { relation: 'supersededBy', manufacturer: 'Bosch Rexroth', partNumber: `A10VSO 45 DFR1/32R-${n}` },
      ]),
    };
    const toBuyer = await buyer.get(buyerUrl);
    expect(toBuyer.json()).toEqual(expected);
    expect(toBuyer.body).not.toContain('Vorschlagshaus');
    const toSeller = await s.get(sellerUrl);
    expect(toSeller.json()).toEqual(expected);

    // The first ring of widening: the related brands beyond the request's own.
    expect((await relatedBrandsOfRequest(t.database.db, request.id)).map((x) => x.name)).toEqual([
      'Parker Hannifin',
    ]);
  });

  it('refuses another buyer’s request, a seller who cannot see it, the wrong role and a bad body', async () => {
    const b = await verifiedBuyer(t);
    const request = await givenSellerRequest(t, b.id, { manufacturer: 'HYDAC' });
    const otherBuyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await otherBuyer.get(`/api/v1/buyer/requests/${request.id}/part-relations`)).statusCode).toBe(
      404,
    );
    const parker = await seller(t);
    await givenSellerBrands(t, parker.id, ['Parker Hannifin']);
    const s = await loggedIn(t, parker, 'seller');
    expect((await s.get(`/api/v1/seller/requests/${request.id}/part-relations`)).statusCode).toBe(404);
    expect((await s.get(`/api/v1/buyer/requests/${request.id}/part-relations`)).statusCode).toBe(403);
    const buyer = await loggedIn(t, b, 'buyer');
    expect((await buyer.post('/api/v1/seller/part-relations', {})).statusCode).toBe(403);
    const bad = await s.post('/api/v1/seller/part-relations', { kind: 'same', fromPartNumber: 'X1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Teilenummer/);
    const extra = await s.post('/api/v1/seller/part-relations', {
      kind: 'same',
      fromPartNumber: 'X1',
      toPartNumber: 'X2',
      status: 'confirmed',
    });
    expect(extra.statusCode).toBe(400);
  });
});
