import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { sellerPaymentTerms } from '#server/db/schema/parties.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { LEGAL_REQUIRED, LEGAL_VERSION } from '#shared/legal/acceptance.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { queuedMails, runConsumers } from '#server/test/outbox.ts';
import { orderDocumentHtml } from '#server/modules/documents/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billing = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function termIds() {
  const rows = await t.database.db
    .select({ id: paymentTerms.id, days: paymentTerms.days })
    .from(paymentTerms);
  const byDays = (d: number) => rows.find((r) => r.days === d)!.id;
  return { prepay: byDays(0), invoice30: byDays(30), net60: byDays(60) };
}

/** A buyer's request and a seller who accepts Vorkasse and 30 days (settings). */
async function scenario() {
  const terms = await termIds();
  const buyer = await given.verifiedBuyer(t);
  const s = await given.seller(t);
  await t.database.db.insert(sellerPaymentTerms).values([
    { sellerId: s.id, paymentTermId: terms.prepay },
    { sellerId: s.id, paymentTermId: terms.invoice30 },
  ]);
  const request = await given.request(t, buyer.id, { quantity: 4 });
  const sellerClient = await given.loggedIn(t, s, 'seller');
  const buyerClient = await given.loggedIn(t, buyer, 'buyer');
  return { terms, buyer, seller: s, request, sellerClient, buyerClient };
}

describe('an offer carries one of the terms its seller accepts (issue 13)', () => {
  it('refuses a term the seller does not accept and defaults to the shortest accepted one', async () => {
    const { terms, request, sellerClient } = await scenario();
    const refused = await sellerClient.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { paymentTermsId: terms.net60 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bitte wählen Sie eine gültige Zahlungsbedingung aus');

    const created = await sellerClient.post('/api/v1/seller/offers', offerBody(request.id));
    expect(created.statusCode).toBe(201);
    expect(created.json().paymentTerm.id).toBe(terms.prepay);
    // The seller's own view has the buyer's fields: total and unit price (spec 1 §9).
    expect(created.json()).toMatchObject({ total: '1254.40', unitPrice: '308.63' });
  });

  it('stores the validity as the calendar day chosen', async () => {
    const { request, sellerClient } = await scenario();
    const day = germanDatePlusDays(20);
    const res = await sellerClient.post('/api/v1/seller/offers', offerBody(request.id, { validUntil: day }));
    expect(res.json().validUntil).toBe(day);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, res.json().id));
    expect(row!.validUntil).toBe(day);
  });
});

describe('the order page uses the offer’s term (issue 13)', () => {
  async function offered() {
    const sc = await scenario();
    const res = await sc.sellerClient.post(
      '/api/v1/seller/offers',
      offerBody(sc.request.id, { paymentTermsId: sc.terms.invoice30, validUntil: germanDatePlusDays(10) }),
    );
    const offerId = res.json().id as string;
    const body = (o: Record<string, unknown> = {}) => ({
      offerId,
      paymentTermsId: sc.terms.invoice30,
      billingAddress: billing,
      acceptLegal: true,
      ...o,
    });
    return { ...sc, offerId, body };
  }

  it("offers the offer's term first and the seller's other accepted terms, never others", async () => {
    const { buyerClient, offerId, terms } = await offered();
    const v = (await buyerClient.get(`/api/v1/buyer/checkout/${offerId}`)).json();
    expect(v.offerPaymentTermsId).toBe(terms.invoice30);
    expect(v.paymentTerms.map((p: { id: string }) => p.id)).toEqual([terms.invoice30, terms.prepay]);
    expect(v.description).toBe('Originalteil');
  });

  it('refuses another term, a missing acceptance and a bad reference; stores method, due date and acceptance', async () => {
    const { buyerClient, body, terms, offerId } = await offered();
    const other = await buyerClient.post('/api/v1/buyer/orders', body({ paymentTermsId: terms.net60 }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Bitte wählen Sie eine Zahlungsbedingung aus');
    const noLegal = await buyerClient.post('/api/v1/buyer/orders', body({ acceptLegal: false }));
    expect(noLegal.statusCode).toBe(400);
    expect(noLegal.json().message).toContain(LEGAL_REQUIRED);
    const longRef = await buyerClient.post(
      '/api/v1/buyer/orders',
      body({ internalReference: 'x'.repeat(101) }),
    );
    expect(longRef.statusCode).toBe(400);

    const placed = await buyerClient.post(
      '/api/v1/buyer/orders',
      body({ paymentTermsId: terms.prepay, internalReference: 'PO-4711', specialInstructions: 'Tor 3' }),
    );
    expect(placed.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({
      offerId,
      paymentMethod: 'vorkasse',
      paymentTermsId: terms.prepay,
      paymentDueDate: germanDatePlusDays(0),
      internalReference: 'PO-4711',
      legalVersion: LEGAL_VERSION,
    });
    expect(row!.legalAcceptedAt).toBeInstanceOf(Date);
    const view = (await buyerClient.get(`/api/v1/buyer/orders/${placed.json().id}`)).json();
    expect(view).toMatchObject({
      paymentMethod: 'vorkasse',
      paymentMethodLabel: 'Vorkasse',
      internalReference: 'PO-4711',
      paymentTerm: { name: 'Vorkasse', days: 0 },
    });
  });

  it('refuses the wrong role, another buyer and a bad body without a 500', async () => {
    const { body, sellerClient, offerId } = await offered();
    expect((await sellerClient.post('/api/v1/buyer/orders', body())).statusCode).toBe(403);
    const stranger = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await stranger.get(`/api/v1/buyer/checkout/${offerId}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/v1/buyer/orders', body())).statusCode).toBe(404);
    expect((await stranger.post('/api/v1/buyer/orders', { ...body(), acceptLegal: 'ja' })).statusCode).toBe(
      400,
    );
    expect((await stranger.post('/api/v1/buyer/orders', { offerId: 'x' })).statusCode).toBe(400);
  });

  it('prints special instructions, PO reference, description and both e-mails, and no empty label', async () => {
    const { buyerClient, body, buyer, seller: s } = await offered();
    const placed = await buyerClient.post(
      '/api/v1/buyer/orders',
      body({ internalReference: 'PO-4711', specialInstructions: 'Anlieferung Tor 3' }),
    );
    const html = (await orderDocumentHtml(t.app.deps, placed.json().id))!.html;
    for (const text of [
      'Bestellreferenz des Käufers:',
      'PO-4711',
      'Hinweise des Käufers:',
      'Anlieferung Tor 3',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Originalteil');
    expect(html).toContain(buyer.email);
    expect(html).toContain(s.email);
    expect(html).toContain('Kauf auf Rechnung');
    expect(html).not.toContain('Vorkasse');
    // Not shipped yet, no seller order number: their labels are left out, not shown empty.
    for (const label of ['Versendet am:', 'Geliefert am:', 'Bestellnr. des Verkäufers:']) {
      expect(html).not.toContain(label);
    }

    const pdf = await buyerClient.get(`/api/v1/orders/${placed.json().id}/document`);
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text).toContain('PO-4711');
    expect(text).toContain('Anlieferung Tor 3');
    expect(doc.numPages).toBe(1);
  });
});

describe('one calendar day everywhere, whatever the server zone (issue 13)', () => {
  it('shows the validity day identically in the offer views, the order page, the document and the mail', async () => {
    const zone = process.env.TZ;
    // A zone far from Germany: the day must not move.
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const { terms, request, sellerClient, buyerClient, buyer } = await scenario();
      const day = germanDatePlusDays(23);
      const shown = day.split('-').reverse().join('.');
      const created = await sellerClient.post(
        '/api/v1/seller/offers',
        offerBody(request.id, { validUntil: day, paymentTermsId: terms.invoice30 }),
      );
      const offerId = created.json().id as string;
      expect(created.json().validUntil).toBe(day);
      const offersView = (await buyerClient.get(`/api/v1/buyer/requests/${request.id}/offers`)).json();
      expect(offersView.offers[0].validUntil).toBe(day);
      expect((await buyerClient.get(`/api/v1/buyer/checkout/${offerId}`)).json().validUntil).toBe(day);
      const placed = await buyerClient.post('/api/v1/buyer/orders', {
        offerId,
        paymentTermsId: terms.invoice30,
        billingAddress: billing,
        acceptLegal: true,
      });
      const html = (await orderDocumentHtml(t.app.deps, placed.json().id))!.html;
      expect(html).toContain(`Angebot gültig bis:</td><td>${shown}`);
      await runConsumers(t.database.db);
      const [mail] = await queuedMails(t.database.db, buyer.email, 'order_confirmation');
      expect(mail!.variables.valid_until).toBe(shown);
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('the signups store the acceptance of AGB and privacy notice (issue 13)', () => {
  it('refuses a signup without it and stores time and version with it', async () => {
    const client = new Client(t.app);
    const refused = await client.post(
      '/api/v1/auth/signup/buyer',
      given.buyerSignupBody({ acceptLegal: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(LEGAL_REQUIRED);
    const sellerRefused = await client.post(
      '/api/v1/auth/signup/seller',
      given.sellerSignupBody({ acceptLegal: undefined }),
    );
    expect(sellerRefused.statusCode).toBe(400);
    const s = await given.seller(t);
    const b = await given.verifiedBuyer(t);
    const rows = await t.database.db
      .select({ at: profiles.legalAcceptedAt, version: profiles.legalVersion })
      .from(profiles)
      .where(inArray(profiles.id, [s.id, b.id]));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ version: LEGAL_VERSION, at: expect.any(Date) });
  });
});
