import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  NO_DOCUMENT,
  OFFER_DOCUMENTS_CLOSED,
  PDF_ONLY,
  PDF_TOO_LARGE,
  TOO_MANY_DOCUMENTS,
  type AttachmentList,
} from '#shared/attachments/schema.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const BUYER = { author: 'Quirina Zeichnerin', company: 'Zebrakauf Pressenbau AG' };
const SELLER = { author: 'Xaverius Anbieter', company: 'Geheimanbieter Fluidwerk KG' };
const pdf = (data: Buffer, fileName = 'Zeichnung Zebrakauf.pdf') => ({
  name: 'documents',
  fileName,
  contentType: 'application/pdf',
  data,
});

function createRequest(
  client: Client,
  fields: Record<string, string>,
  files: Parameters<typeof given.multipart>[1],
) {
  const { body, headers } = given.multipart(fields, files);
  return client.request('POST', '/api/v1/buyer/requests', body, headers);
}

function uploadToOffer(client: Client, offerId: string, files: Parameters<typeof given.multipart>[1]) {
  const { body, headers } = given.multipart({}, files);
  return client.request('POST', `/api/v1/seller/offers/${offerId}/attachments`, body, headers);
}

async function metadataOf(data: Buffer) {
  const doc = await PDFDocument.load(data, { updateMetadata: false });
  return {
    pages: doc.getPageCount(),
    author: doc.getAuthor(),
    creator: doc.getCreator(),
    producer: doc.getProducer(),
    title: doc.getTitle(),
    subject: doc.getSubject(),
    keywords: doc.getKeywords(),
  };
}

const NO_METADATA = {
  author: undefined,
  creator: undefined,
  producer: undefined,
  title: undefined,
  subject: undefined,
  keywords: undefined,
};

/** A buyer's request (through the form's route) with one PDF; a seller who sees it; one who does not. */
async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const buyerClient = await given.loggedIn(t, buyer, 'buyer');
  const created = await createRequest(
    buyerClient,
    { partNumber: `PDF-${Date.now()}`, manufacturer: 'HYDAC' },
    [pdf(await pdfWithMetadata(2, BUYER))],
  );
  expect(created.statusCode, created.body).toBe(201);
  const requestId = (created.json() as { id: string }).id;
  const seller = await given.seller(t);
  const sellerClient = await given.loggedIn(t, seller, 'seller');
  return { buyer, buyerClient, requestId, seller, sellerClient };
}

describe('PDF documents on a request (decision 067)', () => {
  it('stores the PDF without its metadata; the buyer sees the own name, a seller "dokument-1.pdf"', async () => {
    const { buyerClient, requestId, sellerClient } = await scenario();
    const own = await buyerClient.get(`/api/v1/requests/${requestId}/attachments`);
    expect(own.statusCode).toBe(200);
    const [item] = (own.json() as AttachmentList).items;
    expect(item).toMatchObject({ name: 'Zeichnung Zebrakauf.pdf', pages: 2 });

    const file = await buyerClient.get(item!.href);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Zeichnung Zebrakauf.pdf"');
    expect(await metadataOf(file.rawPayload)).toEqual({ pages: 2, ...NO_METADATA });
    expect(file.rawPayload.toString('latin1')).not.toContain('xmpmeta');

    const seen = await sellerClient.get(`/api/v1/requests/${requestId}/attachments`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Zebrakauf');
    const [shown] = (seen.json() as AttachmentList).items;
    expect(shown!.name).toBe('dokument-1.pdf');
    const download = await sellerClient.get(shown!.href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="dokument-1.pdf"');
    expect(await metadataOf(download.rawPayload)).toEqual({ pages: 2, ...NO_METADATA });
  });

  it('refuses a file that is not a PDF, and one over 10 MB: nothing of the request is saved', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const notPdf = await createRequest(client, { partNumber: 'NICHT-PDF' }, [pdf(png, 'bild.pdf')]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ message: PDF_ONLY });

    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    const tooBig = await createRequest(client, { partNumber: 'ZU-GROSS' }, [pdf(big)]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ message: PDF_TOO_LARGE });

    const four = await pdfWithMetadata(1);
    const tooMany = await createRequest(client, { partNumber: 'ZU-VIELE' }, [
      pdf(four),
      pdf(four),
      pdf(four),
      pdf(four),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: TOO_MANY_DOCUMENTS });

    const rows = await t.database.db.select().from(requests).where(eq(requests.buyerId, buyer.id));
    expect(rows).toEqual([]);
  });

  it('refuses another buyer, a seller the request is not visible to, an admin and nobody', async () => {
    const { buyerClient, requestId } = await scenario();
    const [item] = (
      (await buyerClient.get(`/api/v1/requests/${requestId}/attachments`)).json() as AttachmentList
    ).items;
    const urls = [`/api/v1/requests/${requestId}/attachments`, item!.href];

    const otherBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const blind = await given.seller(t);
    await givenSellerBrands(t, blind.id, ['Parker Hannifin']);
    const blindClient = await given.loggedIn(t, blind, 'seller');
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    for (const url of urls) {
      expect((await otherBuyer.get(url)).statusCode, url).toBe(404);
      expect((await blindClient.get(url)).statusCode, url).toBe(404);
      expect((await admin.get(url)).statusCode, url).toBe(403);
      expect((await new Client(t.app).get(url)).statusCode, url).toBe(401);
    }
    // An id of another request with this attachment's id: not found either.
    const other = await scenario();
    expect(
      (await other.buyerClient.get(`/api/v1/requests/${other.requestId}/attachments/${item!.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('PDF documents on an offer (decision 067)', () => {
  it('the offering seller adds them; the buyer reads them as "dokument-N.pdf" without metadata', async () => {
    const { buyerClient, requestId, sellerClient } = await scenario();
    const offer = await sellerClient.post('/api/v1/seller/offers', offerBody(requestId));
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = (offer.json() as { id: string }).id;

    const added = await uploadToOffer(sellerClient, offerId, [
      pdf(await pdfWithMetadata(1, SELLER), 'Datenblatt Geheimanbieter.pdf'),
    ]);
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as AttachmentList).items[0]).toMatchObject({
      name: 'Datenblatt Geheimanbieter.pdf',
      pages: 1,
    });

    const list = await buyerClient.get(`/api/v1/offers/${offerId}/attachments`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Geheimanbieter');
    const [item] = (list.json() as AttachmentList).items;
    expect(item!.name).toBe('dokument-1.pdf');
    const file = await buyerClient.get(item!.href);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).not.toContain('Geheimanbieter');
    expect(await metadataOf(file.rawPayload)).toEqual({ pages: 1, ...NO_METADATA });
    const raw = file.rawPayload.toString('latin1');
    for (const secret of ['Xaverius', 'Geheimanbieter', 'xmpmeta']) expect(raw).not.toContain(secret);

    // Decision 072: the buyer's offers view carries the same list, so no card asks per offer.
    const view = await buyerClient.get(`/api/v1/buyer/requests/${requestId}/offers`);
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('Geheimanbieter');
    const card = (
      view.json() as { offers: { id: string; documents: AttachmentList['items'] }[] }
    ).offers.find((o) => o.id === offerId);
    expect(card!.documents).toEqual([
      expect.objectContaining({ id: item!.id, name: 'dokument-1.pdf', pages: 1, href: item!.href }),
    ]);
    expect(card!.documents[0]!.sizeBytes).toBe(file.rawPayload.length);

    // Another seller who sees the request, another buyer, an admin and nobody: refused.
    const rival = await given.loggedIn(t, await given.seller(t), 'seller');
    const otherBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    for (const url of [`/api/v1/offers/${offerId}/attachments`, item!.href]) {
      expect((await rival.get(url)).statusCode, url).toBe(404);
      expect((await otherBuyer.get(url)).statusCode, url).toBe(404);
      expect((await admin.get(url)).statusCode, url).toBe(403);
      expect((await new Client(t.app).get(url)).statusCode, url).toBe(401);
    }
  });

  it('refuses the wrong role, another seller, a bad body, a fourth document and a withdrawn offer', async () => {
    const { buyerClient, requestId, sellerClient } = await scenario();
    const offerId = (
      (await sellerClient.post('/api/v1/seller/offers', offerBody(requestId))).json() as { id: string }
    ).id;
    const doc = pdf(await pdfWithMetadata(1), 'a.pdf');

    expect((await uploadToOffer(buyerClient, offerId, [doc])).statusCode).toBe(403);
    const rival = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await uploadToOffer(rival, offerId, [doc])).statusCode).toBe(404);
    const json = await sellerClient.post(`/api/v1/seller/offers/${offerId}/attachments`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const empty = await uploadToOffer(sellerClient, offerId, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: NO_DOCUMENT });
    const notPdf = await uploadToOffer(sellerClient, offerId, [{ ...doc, data: Buffer.from('GIF89a…') }]);
    expect(notPdf.json()).toMatchObject({ message: PDF_ONLY });

    expect((await uploadToOffer(sellerClient, offerId, [doc, doc])).statusCode).toBe(201);
    const fourth = await uploadToOffer(sellerClient, offerId, [doc, doc]);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ message: TOO_MANY_DOCUMENTS });

    expect(
      (await sellerClient.post(`/api/v1/seller/offers/${offerId}/withdraw`, {})).statusCode,
    ).toBeLessThan(300);
    const late = await uploadToOffer(sellerClient, offerId, [doc]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: OFFER_DOCUMENTS_CLOSED });
  });
});
