import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DOCUMENT_NOT_FOUND,
  OFFER_DOCUMENTS_LOCKED,
  REQUEST_DOCUMENTS_CLOSED,
  type AttachmentList,
} from '#shared/attachments/schema.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';

/* Decision 072: the uploader's company deletes its own document while it can still be changed. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const pdf = async (fileName: string) => ({
  name: 'documents',
  fileName,
  contentType: 'application/pdf',
  data: await pdfWithMetadata(1),
});

async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const buyerClient = await given.loggedIn(t, buyer, 'buyer');
  const { body, headers } = given.multipart({ partNumber: `DEL-${Date.now()}`, manufacturer: 'HYDAC' }, [
    await pdf('Zeichnung A.pdf'),
    await pdf('Zeichnung B.pdf'),
  ]);
  const created = await buyerClient.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(created.statusCode, created.body).toBe(201);
  const requestId = (created.json() as { id: string }).id;
  const sellerClient = await given.loggedIn(t, await given.seller(t), 'seller');
  const docs = ((await buyerClient.get(`/api/v1/requests/${requestId}/attachments`)).json() as AttachmentList)
    .items;
  return { buyerClient, sellerClient, requestId, docs };
}

async function offerWithDocument(sellerClient: Client, requestId: string) {
  const offer = await sellerClient.post('/api/v1/seller/offers', offerBody(requestId));
  expect(offer.statusCode, offer.body).toBe(201);
  const offerId = (offer.json() as { id: string }).id;
  const { body, headers } = given.multipart({}, [await pdf('Datenblatt.pdf'), await pdf('Zertifikat.pdf')]);
  const added = await sellerClient.request(
    'POST',
    `/api/v1/seller/offers/${offerId}/attachments`,
    body,
    headers,
  );
  expect(added.statusCode, added.body).toBe(201);
  return { offerId, docs: (added.json() as AttachmentList).items };
}

const blobOf = async (id: string) => {
  const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
  return row ?? null;
};

describe('deleting a request document (decision 072)', () => {
  it('the buyer deletes one; row and file are gone; the rest keep their numbers for sellers', async () => {
    const { buyerClient, sellerClient, requestId, docs } = await scenario();
    const first = await blobOf(docs[0]!.id);
    const res = await buyerClient.delete(`/api/v1/requests/${requestId}/attachments/${docs[0]!.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await blobOf(docs[0]!.id)).toBeNull();
    expect(await t.app.deps.blobs.get(first!.storageKey)).toBeNull();
    const left = (
      (await buyerClient.get(`/api/v1/requests/${requestId}/attachments`)).json() as AttachmentList
    ).items;
    expect(left.map((d) => d.name)).toEqual(['Zeichnung B.pdf']);
    expect((await buyerClient.get(docs[0]!.href)).statusCode).toBe(404);
    const seen = (
      (await sellerClient.get(`/api/v1/requests/${requestId}/attachments`)).json() as AttachmentList
    ).items;
    expect(seen.map((d) => d.name)).toEqual(['dokument-1.pdf']);
    // Twice: not found.
    const again = await buyerClient.delete(`/api/v1/requests/${requestId}/attachments/${docs[0]!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: DOCUMENT_NOT_FOUND });
  });

  it('refuses a seller who sees the request, another buyer, an admin, nobody, and a closed request', async () => {
    const { buyerClient, sellerClient, requestId, docs } = await scenario();
    const url = `/api/v1/requests/${requestId}/attachments/${docs[0]!.id}`;
    expect((await sellerClient.delete(url)).statusCode).toBe(404);
    const otherBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await otherBuyer.delete(url)).statusCode).toBe(404);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.delete(url)).statusCode).toBe(403);
    expect((await new Client(t.app).delete(url)).statusCode).toBe(401);
    // An offer's document cannot be deleted through the request's route.
    const offer = await offerWithDocument(sellerClient, requestId);
    expect(
      (await buyerClient.delete(`/api/v1/requests/${requestId}/attachments/${offer.docs[0]!.id}`)).statusCode,
    ).toBe(404);
    // Not a uuid: a clear 400.
    expect((await buyerClient.delete(`/api/v1/requests/${requestId}/attachments/abc`)).statusCode).toBe(400);
    expect(await blobOf(docs[0]!.id)).not.toBeNull();

    await t.database.db.update(requests).set({ status: 'closed' }).where(eq(requests.id, requestId));
    const closed = await buyerClient.delete(url);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: REQUEST_DOCUMENTS_CLOSED });
    expect(await blobOf(docs[0]!.id)).not.toBeNull();
  });
});

describe('deleting an offer document (decision 072)', () => {
  it('the offering seller deletes one from a pending offer; the buyer then sees one', async () => {
    const { buyerClient, sellerClient, requestId } = await scenario();
    const { offerId, docs } = await offerWithDocument(sellerClient, requestId);
    const res = await sellerClient.delete(`/api/v1/seller/offers/${offerId}/attachments/${docs[0]!.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const view = (await buyerClient.get(`/api/v1/buyer/requests/${requestId}/offers`)).json() as {
      offers: { id: string; documents: AttachmentList['items'] }[];
    };
    const card = view.offers.find((o) => o.id === offerId)!;
    expect(card.documents.map((d) => [d.id, d.name])).toEqual([[docs[1]!.id, 'dokument-1.pdf']]);
    // A new one after the deletion goes after the kept one.
    const { body, headers } = given.multipart({}, [await pdf('Neu.pdf')]);
    await sellerClient.request('POST', `/api/v1/seller/offers/${offerId}/attachments`, body, headers);
    const own = ((await sellerClient.get(`/api/v1/offers/${offerId}/attachments`)).json() as AttachmentList)
      .items;
    expect(own.map((d) => d.name)).toEqual(['Zertifikat.pdf', 'Neu.pdf']);
  });

  it('refuses the buyer, another seller, an admin, nobody, and a withdrawn offer', async () => {
    const { buyerClient, sellerClient, requestId } = await scenario();
    const { offerId, docs } = await offerWithDocument(sellerClient, requestId);
    const url = `/api/v1/seller/offers/${offerId}/attachments/${docs[0]!.id}`;
    expect((await buyerClient.delete(url)).statusCode).toBe(403);
    const rival = await given.loggedIn(t, await given.seller(t), 'seller');
    const refused = await rival.delete(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: DOCUMENT_NOT_FOUND });
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.delete(url)).statusCode).toBe(403);
    expect((await new Client(t.app).delete(url)).statusCode).toBe(401);
    expect((await sellerClient.delete(`/api/v1/seller/offers/${offerId}/attachments/nope`)).statusCode).toBe(
      400,
    );
    expect(await blobOf(docs[0]!.id)).not.toBeNull();

    expect(
      (await sellerClient.post(`/api/v1/seller/offers/${offerId}/withdraw`, {})).statusCode,
    ).toBeLessThan(300);
    const late = await sellerClient.delete(url);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: OFFER_DOCUMENTS_LOCKED });
  });
});
