import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerProfiles } from '#server/db/schema/parties.ts';
import { listEmailLogsFor } from '#server/modules/mail/repository.ts';
import { startFakeVies } from '#server/test/fake-vies.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { runConsumers } from '#server/test/outbox.ts';
import * as given from '#server/test/given.ts';
import { VAT_CHECK_RETRY_MINUTES } from '#shared/legal/vat-id.ts';

/*
 * Issue 32, "Must show": an order from an Austrian buyer whose VAT id VIES confirmed is an
 * intra-community supply: 0 % and the note on the order page, in the API, on the document and
 * in the mail. VIES is a local fake (test/fake-vies.ts); when it cannot answer, the safe side.
 */

const IG = 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i.V.m. § 6a UStG)';
const VIENNA = { street: 'Ringstraße 1', city: 'Wien', zip: '1010', country: 'Österreich' };
let vies: Awaited<ReturnType<typeof startFakeVies>>;
let t: TestApp;

beforeAll(async () => {
  vies = await startFakeVies(['ATU12345678', 'DE987654321']);
  t = await startTestApp({
    env: {
      VIES_URL: vies.url,
      COMPANY_NAME: 'HydroParts Betriebs GmbH',
      COMPANY_ADDRESS: 'Am Hafen 1, 20457 Hamburg',
      COMPANY_MANAGING_DIRECTOR: 'Dr. Clara Betreiber',
      COMPANY_REGISTER_COURT: 'Amtsgericht Hamburg',
      COMPANY_REGISTER_NUMBER: 'HRB 999999',
      COMPANY_VAT_ID: 'DE111111111',
    },
  });
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

async function austrianBuyerAndOffer(vatNumber = 'ATU12345678') {
  const buyer = await given.verifiedBuyer(t, {
    vatNumber,
    billingAddress: VIENNA,
    company: 'Wiener Pressen GmbH',
  });
  const seller = await given.seller(t, {}, { businessLicense: 'HRB 4711' });
  // The signup queued the VIES check (job vat_id.check).
  await t.app.deps.jobs.drain();
  const request = await given.request(t, buyer.id, { quantity: 1, partNumber: 'A10VSO-28' });
  const offer = await given.offer(t, request.id, seller.id, { price: '1000.00', shippingCost: '50.00' });
  const termId = await given.activePaymentTermId(t, 30);
  const client = await given.loggedIn(t, buyer, 'buyer');
  return { buyer, seller, offer, termId, client };
}

describe('an Austrian buyer with a VAT id VIES confirmed (issue 32)', () => {
  it('checks the id at signup and orders at 0 % with the note: page, API, document, mail', async () => {
    const { buyer, seller, offer, termId, client } = await austrianBuyerAndOffer();
    const [profile] = await t.database.db
      .select({ status: buyerProfiles.vatCheckStatus, at: buyerProfiles.vatCheckedAt })
      .from(buyerProfiles)
      .where(eq(buyerProfiles.id, buyer.id));
    expect(profile!.status).toBe('valid');
    expect(vies.asked).toContain('ATU12345678');

    // The order page.
    const page = (await client.get(`/api/v1/buyer/checkout/${offer.id}`)).json();
    expect(page).toMatchObject({
      net: '1050.00',
      vatPercent: 0,
      taxAmount: '0.00',
      gross: '1050.00',
      vatNote: IG,
    });
    expect(page.vat).toEqual({ sellerCountry: 'Deutschland', confirmedFor: 'AT', checkStatus: 'valid' });

    // The order, as the API gives it.
    const placed = await client.post('/api/v1/buyer/orders', {
      offerId: offer.id,
      paymentTermsId: termId,
      billingAddress: VIENNA,
      acceptLegal: true,
    });
    expect(placed.statusCode).toBe(201);
    const order = (await client.get(`/api/v1/buyer/orders/${placed.json().id}`)).json();
    expect(order).toMatchObject({ vatPercent: 0, vatNote: IG, taxAmount: '0.00', totalAmount: '1050.00' });

    // The order document: both parties' VAT ids, the seller's register, 0 % and the note.
    const doc = await client.get(`/api/v1/orders/${order.id}/document`);
    expect(doc.statusCode).toBe(200);
    writeFileSync(process.env.VAT_PDF_OUT ?? '/tmp/hydroparts-austrian-order.pdf', doc.rawPayload);
    const text = (await pdfText(doc.rawPayload)).replace(/\s+/g, ' ');
    for (const part of ['ATU12345678', 'DE987654321', 'HRB 4711', 'i.V.m. § 6a UStG', '1.050,00 €'])
      expect(text).toContain(part);
    expect(text).toMatch(/MwSt\.? 0 %/);

    // The mails: the note in both, the operator's statutory details in the footer.
    await runConsumers(t.database.db);
    await t.app.deps.jobs.drain();
    for (const email of [buyer.email, seller.email]) {
      const log = (await listEmailLogsFor(t.database.db, email)).find(
        (l) => l.templateType === 'order_confirmation',
      );
      expect(log, email).toBeDefined();
      expect(log!.content).toContain(IG);
      expect(log!.content).toContain('Registergericht: Amtsgericht Hamburg, HRB 999999');
      expect(log!.content).toContain('Geschäftsführung: Dr. Clara Betreiber');
    }
  });

  it('takes the safe side when VIES cannot answer: Austrian VAT id not confirmed, 19 % and it says so', async () => {
    vies.setDown(true);
    try {
      const { buyer, offer, client } = await austrianBuyerAndOffer('ATU87654321');
      const [profile] = await t.database.db
        .select({ status: buyerProfiles.vatCheckStatus })
        .from(buyerProfiles)
        .where(eq(buyerProfiles.id, buyer.id));
      expect(profile!.status).toBe('unavailable');
      const page = (await client.get(`/api/v1/buyer/checkout/${offer.id}`)).json();
      expect(page).toMatchObject({ vatPercent: 19, taxAmount: '199.50', gross: '1249.50' });
      expect(page.vatNote).toMatch(/USt-IdNr\. des Käufers nicht bestätigt/);
      expect(page.vat.checkStatus).toBe('unavailable');
    } finally {
      vies.setDown(false);
    }
  });

  it('asks VIES again on the order page a few minutes after it did not answer, not on every opening', async () => {
    vies.setDown(true);
    try {
      const { buyer, offer, client } = await austrianBuyerAndOffer();
      const before = vies.asked.length;
      await client.get(`/api/v1/buyer/checkout/${offer.id}`);
      expect(vies.asked.length).toBe(before);
      vies.setDown(false);
      await t.database.db
        .update(buyerProfiles)
        .set({ vatCheckedAt: new Date(Date.now() - (VAT_CHECK_RETRY_MINUTES * 60 + 1) * 1000) })
        .where(eq(buyerProfiles.id, buyer.id));
      const page = (await client.get(`/api/v1/buyer/checkout/${offer.id}`)).json();
      expect(vies.asked.length).toBe(before + 1);
      expect(page.vat.checkStatus).toBe('valid');
      expect(page.vatPercent).toBe(0);
    } finally {
      vies.setDown(false);
    }
  });

  it('asks VIES again on the order page once the stored answer is old', async () => {
    const { buyer, offer, client } = await austrianBuyerAndOffer();
    await t.database.db
      .update(buyerProfiles)
      .set({ vatCheckedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(buyerProfiles.id, buyer.id));
    const before = vies.asked.length;
    const page = (await client.get(`/api/v1/buyer/checkout/${offer.id}`)).json();
    expect(vies.asked.length).toBe(before + 1);
    expect(page.vatPercent).toBe(0);
  });

  it('forgets the answer when the VAT id changes, and checks the new one', async () => {
    const { buyer, client } = await austrianBuyerAndOffer();
    const res = await client.patch('/api/v1/buyer/company', {
      company: 'Wiener Pressen GmbH',
      vatNumber: 'ATU99999999',
      billingAddress: VIENNA,
      shippingAddress: null,
    });
    expect(res.statusCode).toBe(200);
    await t.app.deps.jobs.drain();
    const [profile] = await t.database.db
      .select({ status: buyerProfiles.vatCheckStatus })
      .from(buyerProfiles)
      .where(eq(buyerProfiles.id, buyer.id));
    expect(profile!.status).toBe('invalid');
    expect(vies.asked.at(-1)).toBe('ATU99999999');
  });

  it('refuses the checkout of another buyer’s offer and a seller on the buyer’s page', async () => {
    const { offer } = await austrianBuyerAndOffer();
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.get(`/api/v1/buyer/checkout/${offer.id}`)).statusCode).toBe(404);
    const aSeller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await aSeller.get(`/api/v1/buyer/checkout/${offer.id}`)).statusCode).toBe(403);
  });
});
