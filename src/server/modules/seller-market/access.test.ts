import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { germanDay } from '#shared/format/german.ts';
import type { SellerOfferView, SellerRequestPage } from '#shared/seller-market/schema.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenPhoto, givenSellerRequest, offerBody } from '#server/test/given-seller.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
  ['GET', '/api/v1/seller/requests'],
  ['GET', `/api/v1/seller/requests/${ANY_ID}/photos/${ANY_ID}`],
  ['GET', `/api/v1/seller/requests/${ANY_ID}/photos.zip`],
  ['POST', '/api/v1/seller/offers'],
  ['GET', '/api/v1/seller/offers'],
  ['GET', `/api/v1/seller/offers/${ANY_ID}`],
  ['GET', '/api/v1/seller/summary'],
  ['PUT', '/api/v1/seller/settings'],
];

describe('every seller endpoint: 401 without a session, 403 for buyers and admins', () => {
  it.each(ENDPOINTS)('%s %s', async (method, url) => {
    const anonymous = await new Client(t.app).request(method, url, method === 'GET' ? undefined : {});
    expect(anonymous.statusCode).toBe(401);
    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await buyer.request(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
    const adm = await loggedIn(t, await admin(t), 'admin');
    expect((await adm.request(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
  });
});

describe('the buyer stays anonymous to sellers', () => {
  it('no response of the seller endpoints contains any of the buyer’s identity', async () => {
    const identity = {
      firstName: 'Gundula',
      lastName: 'Zwiebelmeister',
      company: 'Zwiebelmeister Pressenbau KG',
      phone: '+49 7031 998877',
      billingAddress: { street: 'Geheimweg 42', city: 'Sindelfingen', zip: '71063', country: 'Deutschland' },
    };
    const buyer = await verifiedBuyer(t, identity);
    const request = await givenSellerRequest(t, buyer.id);
    await givenPhoto(t, request.id, 0, Buffer.from('png-bytes'));
    const client = await loggedIn(t, await seller(t), 'seller');

    const bodies = [
      (await client.get(`/api/v1/seller/requests?search=${request.partNumber}`)).body,
      (await client.post('/api/v1/seller/offers', offerBody(request.id))).body,
    ];
    const offer = JSON.parse(bodies[1]!) as SellerOfferView;
    bodies.push(
      (await client.get(`/api/v1/seller/offers/${offer.id}`)).body,
      (await client.get('/api/v1/seller/offers')).body,
      (await client.get('/api/v1/seller/summary')).body,
    );
    const zip = await client.get(`/api/v1/seller/requests/${request.id}/photos.zip`);
    bodies.push(Object.keys(new PizZip(zip.rawPayload).files).join(' '));

    expect(JSON.parse(bodies[0]!).items).toHaveLength(1);
    const secrets = [
      buyer.id,
      buyer.email,
      identity.firstName,
      identity.lastName,
      identity.company,
      identity.phone,
      identity.billingAddress.street,
      identity.billingAddress.city,
      identity.billingAddress.zip,
      'Kaeufer-Name',
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
  });
});

describe('request photos for sellers', () => {
  it('serves each photo and all of them as one zip, only for requests the seller may see', async () => {
    const buyer = await verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    // Positions as an upload stores them (1, 2): 'Foto 1' must download as foto-1 (issue 34).
    const p1 = await givenPhoto(t, request.id, 1, Buffer.from('erstes-foto'));
    await givenPhoto(t, request.id, 2, Buffer.from('zweites-foto'));
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');

    const page = (
      await client.get(`/api/v1/seller/requests?search=${request.partNumber}`)
    ).json() as SellerRequestPage;
    expect(page.items[0]!.photoIds).toHaveLength(2);
    expect(page.items[0]!.photoIds[0]).toBe(p1.id);

    const one = await client.get(`/api/v1/seller/requests/${request.id}/photos/${p1.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/png');
    expect(one.headers['content-disposition']).toBe('attachment; filename="foto-1.png"');
    expect(one.rawPayload.toString()).toBe('erstes-foto');

    const zipRes = await client.get(`/api/v1/seller/requests/${request.id}/photos.zip`);
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    // Decision 078: named by the part and the request's day, in the reader's language.
    const day = germanDay(new Date());
    expect(zipRes.headers['content-disposition']).toBe(
      `attachment; filename="Fotos-Anfrage-${request.partNumber}-${day}.zip"`,
    );
    const french = await client.get(`/api/v1/seller/requests/${request.id}/photos.zip?language=fr`);
    expect(french.headers['content-disposition']).toBe(
      `attachment; filename="Photos-demande-${request.partNumber}-${day}.zip"`,
    );
    const zip = new PizZip(zipRes.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['foto-1.png', 'foto-2.png']);
    expect(zip.file('foto-2.png')!.asText()).toBe('zweites-foto');

    // A photo id of another request does not open through this request.
    const other = await givenSellerRequest(t, buyer.id);
    const foreign = await givenPhoto(t, other.id, 0, Buffer.from('x'));
    expect((await client.get(`/api/v1/seller/requests/${request.id}/photos/${foreign.id}`)).statusCode).toBe(
      404,
    );

    // A seller serving other brands does not see the request, nor its photos.
    const parker = await seller(t);
    await givenSellerBrands(t, parker.id, ['Parker Hannifin']);
    const parkerClient = await loggedIn(t, parker, 'seller');
    expect((await parkerClient.get(`/api/v1/seller/requests/${request.id}/photos/${p1.id}`)).statusCode).toBe(
      404,
    );
    expect((await parkerClient.get(`/api/v1/seller/requests/${request.id}/photos.zip`)).statusCode).toBe(404);
  });
});
