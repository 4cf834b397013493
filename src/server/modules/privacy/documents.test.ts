import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentList } from '#shared/attachments/schema.ts';
import { attachments } from '#server/db/schema/attachments.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';
import { eraseAccount } from './erase.ts';
import { exportFiles } from './export.ts';

/*
 * Decision 072: the PDF documents a user uploaded are in the user's export (listed and as files,
 * like the photos) and go with an erasure (rows, then files); the other party's stay.
 */

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

async function rowsOf(id: string) {
  return t.database.db.select().from(attachments).where(eq(attachments.id, id));
}

describe('documents in the privacy export and erasure (decision 072)', () => {
  it('exports each side its own uploads only; an erasure removes them, the other side keeps its own', async () => {
    const buyer = await given.verifiedBuyer(t);
    const buyerClient = await given.loggedIn(t, buyer, 'buyer');
    const { body, headers } = given.multipart({ partNumber: `PRIV-${Date.now()}`, manufacturer: 'HYDAC' }, [
      await pdf('Zeichnung Käufer Bertram.pdf'),
    ]);
    const created = await buyerClient.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().id as string;
    const seller = await given.seller(t);
    const sellerClient = await given.loggedIn(t, seller, 'seller');
    const offerId = (await sellerClient.post('/api/v1/seller/offers', offerBody(requestId))).json()
      .id as string;
    const upload = given.multipart({}, [await pdf('Datenblatt Verkäufer Sonnleitner.pdf')]);
    const added = await sellerClient.request(
      'POST',
      `/api/v1/seller/offers/${offerId}/attachments`,
      upload.body,
      upload.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const offerDoc = (added.json() as AttachmentList).items[0]!;
    const requestDoc = (
      (await buyerClient.get(`/api/v1/requests/${requestId}/attachments`)).json() as AttachmentList
    ).items[0]!;

    const deps = { ...t.app.deps, siteUrl: 'http://localhost' };
    const sellerFiles = await exportFiles(deps, seller.id);
    const sellerList = JSON.parse(sellerFiles.get('uploaded-documents.json') as string) as object[];
    expect(sellerList).toEqual([
      expect.objectContaining({ id: offerDoc.id, offerId, fileName: 'Datenblatt Verkäufer Sonnleitner.pdf' }),
    ]);
    expect(JSON.stringify(sellerList)).not.toContain('storageKey');
    const sellerPdfs = [...sellerFiles.keys()].filter((n) => n.startsWith('uploaded-documents/'));
    expect(sellerPdfs).toHaveLength(1);
    expect((sellerFiles.get(sellerPdfs[0]!) as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The buyer's drawing is not the seller's data.
    expect([...sellerFiles.values()].join('')).not.toContain('Bertram');

    const buyerFiles = await exportFiles(deps, buyer.id);
    expect(JSON.parse(buyerFiles.get('uploaded-documents.json') as string)).toEqual([
      expect.objectContaining({ id: requestDoc.id, offerId: null, fileName: 'Zeichnung Käufer Bertram.pdf' }),
    ]);
    expect([...buyerFiles.keys()].filter((n) => n.startsWith('uploaded-documents/'))).toHaveLength(1);

    // The seller's erasure: its document's row and file go; the buyer's stays.
    const [sellerRow] = await rowsOf(offerDoc.id);
    expect(await eraseAccount(t.app.deps, seller.id, { actorId: null })).toBe(true);
    expect(await rowsOf(offerDoc.id)).toEqual([]);
    expect(await t.app.deps.blobs.get(sellerRow!.storageKey)).toBeNull();
    expect(await rowsOf(requestDoc.id)).toHaveLength(1);
    const offersView = (await buyerClient.get(`/api/v1/buyer/requests/${requestId}/offers`)).json() as {
      offers: { id: string; documents: unknown[] }[];
    };
    expect(offersView.offers.find((o) => o.id === offerId)?.documents ?? []).toEqual([]);

    // The buyer's erasure: the request's document goes too.
    const [buyerRow] = await rowsOf(requestDoc.id);
    expect(await eraseAccount(t.app.deps, buyer.id, { actorId: null })).toBe(true);
    expect(await rowsOf(requestDoc.id)).toEqual([]);
    expect(await t.app.deps.blobs.get(buyerRow!.storageKey)).toBeNull();
  });
});
