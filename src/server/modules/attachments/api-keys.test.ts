import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '#shared/api-keys/schema.ts';
import type { AttachmentList } from '#shared/attachments/schema.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';

/*
 * Decision 072: an ERP reads the documents of what its company may see, with the scope that
 * reads the request or the offer itself; a wrong scope is refused (403), another company's
 * documents are not found (404), and deleting stays with the browser session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const withKey = (key: string, method: 'GET' | 'DELETE', url: string) =>
  new Client(t.app).request(method, url, undefined, bearer(key));

async function keyOf(session: Client, scopes: string[]): Promise<string> {
  const res = await session.post('/api/v1/api-keys', { name: 'ERP', scopes });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as CreatedApiKey).key;
}

const pdf = async (fileName: string) => ({
  name: 'documents',
  fileName,
  contentType: 'application/pdf',
  data: await pdfWithMetadata(1),
});

async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const buyerSession = await given.loggedIn(t, buyer, 'buyer');
  const { body, headers } = given.multipart({ partNumber: `KEY-${Date.now()}`, manufacturer: 'HYDAC' }, [
    await pdf('Zeichnung Kaufhaus.pdf'),
  ]);
  const created = await buyerSession.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(created.statusCode, created.body).toBe(201);
  const requestId = created.json().id as string;
  const seller = await given.seller(t);
  await givenSellerBrands(t, seller.id, ['HYDAC']);
  const sellerSession = await given.loggedIn(t, seller, 'seller');
  const offerId = (await sellerSession.post('/api/v1/seller/offers', offerBody(requestId))).json()
    .id as string;
  const upload = given.multipart({}, [await pdf('Datenblatt Anbieterhaus.pdf')]);
  const added = await sellerSession.request(
    'POST',
    `/api/v1/seller/offers/${offerId}/attachments`,
    upload.body,
    upload.headers,
  );
  expect(added.statusCode, added.body).toBe(201);
  return {
    buyerSession,
    sellerSession,
    requestList: `/api/v1/requests/${requestId}/attachments`,
    offerList: `/api/v1/offers/${offerId}/attachments`,
    requestId,
    offerId,
  };
}

describe('documents through an API key (decision 072)', () => {
  it('a buyer key reads the offers’ documents (offers:read) and its own (requests:write)', async () => {
    const s = await scenario();
    const offersKey = await keyOf(s.buyerSession, ['offers:read']);
    const list = await withKey(offersKey, 'GET', s.offerList);
    expect(list.statusCode, list.body).toBe(200);
    const [doc] = (list.json() as AttachmentList).items;
    expect(doc!.name).toBe('dokument-1.pdf');
    const file = await withKey(offersKey, 'GET', doc!.href);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('dokument-1.pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The offers view the key already reads carries the same list.
    const view = await withKey(offersKey, 'GET', `/api/v1/buyer/requests/${s.requestId}/offers`);
    expect(view.json().offers[0].documents[0]).toMatchObject({ id: doc!.id, name: 'dokument-1.pdf' });
    // Wrong scope for the request's own documents.
    expect((await withKey(offersKey, 'GET', s.requestList)).statusCode).toBe(403);

    const requestsKey = await keyOf(s.buyerSession, ['requests:write']);
    const own = await withKey(requestsKey, 'GET', s.requestList);
    expect(own.statusCode, own.body).toBe(200);
    const [mine] = (own.json() as AttachmentList).items;
    expect(mine!.name).toBe('Zeichnung Kaufhaus.pdf');
    expect((await withKey(requestsKey, 'GET', mine!.href)).statusCode).toBe(200);
    expect((await withKey(requestsKey, 'GET', s.offerList)).statusCode).toBe(403);

    const ordersKey = await keyOf(s.buyerSession, ['orders:place']);
    for (const url of [s.requestList, s.offerList, doc!.href, mine!.href]) {
      expect((await withKey(ordersKey, 'GET', url)).statusCode, url).toBe(403);
    }
    // Deleting is not a key's: the row stays.
    expect((await withKey(requestsKey, 'DELETE', mine!.href)).statusCode).toBe(403);
    expect((await s.buyerSession.get(s.requestList)).json().items).toHaveLength(1);
  });

  it('a seller key reads a request it sees (requests:read) and its own offer’s (offers:write)', async () => {
    const s = await scenario();
    const readKey = await keyOf(s.sellerSession, ['requests:read']);
    const seen = await withKey(readKey, 'GET', s.requestList);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain('Kaufhaus');
    const [doc] = (seen.json() as AttachmentList).items;
    expect(doc!.name).toBe('dokument-1.pdf');
    expect((await withKey(readKey, 'GET', doc!.href)).headers['content-disposition']).toContain(
      'dokument-1.pdf',
    );
    expect((await withKey(readKey, 'GET', s.offerList)).statusCode).toBe(403);

    const writeKey = await keyOf(s.sellerSession, ['offers:write']);
    const own = await withKey(writeKey, 'GET', s.offerList);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as AttachmentList).items[0]!.name).toBe('Datenblatt Anbieterhaus.pdf');
    expect((await withKey(writeKey, 'GET', s.requestList)).statusCode).toBe(403);
    const ordersKey = await keyOf(s.sellerSession, ['orders:read']);
    expect((await withKey(ordersKey, 'GET', s.offerList)).statusCode).toBe(403);
  });

  it('another company’s key finds nothing: not the request, not the offer, not the files', async () => {
    const s = await scenario();
    const ownDoc = (await s.buyerSession.get(s.requestList)).json().items[0].href as string;
    const offerDoc = (await s.sellerSession.get(s.offerList)).json().items[0].href as string;
    const otherBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const buyerKey = await keyOf(otherBuyer, ['offers:read', 'requests:write']);
    for (const url of [s.requestList, s.offerList, ownDoc, offerDoc]) {
      expect((await withKey(buyerKey, 'GET', url)).statusCode, url).toBe(404);
    }
    // A seller the request does not reach (another brand), with every seller scope.
    const blind = await given.seller(t);
    await givenSellerBrands(t, blind.id, ['Parker Hannifin']);
    const blindKey = await keyOf(await given.loggedIn(t, blind, 'seller'), ['requests:read', 'offers:write']);
    for (const url of [s.requestList, s.offerList, ownDoc, offerDoc]) {
      expect((await withKey(blindKey, 'GET', url)).statusCode, url).toBe(404);
    }
  });
});
