import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';
import { loadOrderDocumentData } from '#server/modules/documents/repository.ts';
import { orderDocumentValues } from '#server/modules/documents/values.ts';
import { orderDocumentHtml } from '#server/modules/documents/service.ts';
import { queuedMails } from '#server/test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string, templateType: string) => queuedMails(t.database.db, email, templateType);

async function parties() {
  const buyer = await given.verifiedBuyer(t);
  const seller = await given.seller(t);
  const { order } = await givenOrder(t, buyer.id, seller.id);
  return {
    buyer,
    seller,
    order,
    asBuyer: await given.loggedIn(t, buyer, 'buyer'),
    asSeller: await given.loggedIn(t, seller, 'seller'),
  };
}

async function setStatus(id: string, status: 'bestaetigt' | 'versendet' | 'geliefert' | 'storniert') {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
}

const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('order journey: confirm → ship → receipt (issue 14)', () => {
  it('writes every date, mails the other party, audits each step and shows the timeline to both', async () => {
    const { buyer, seller, order, asBuyer, asSeller } = await parties();
    const confirm = await asSeller.post(`/api/v1/orders/${order.id}/confirm`, {
      sellerOrderNumber: 'VK-4711',
      expectedShipDate: '2026-12-01',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ id: order.id, status: 'bestaetigt', statusLabel: 'Bestätigt' });
    const [confirmed] = await mailsTo(buyer.email, 'order_confirmed');
    expect(confirmed!.variables).toMatchObject({
      order_number: order.orderNumber,
      seller_order_number: 'VK-4711',
      expected_ship_date: '01.12.2026',
    });

    const ship = await asSeller.post(`/api/v1/orders/${order.id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '00340434',
    });
    expect(ship.json().statusLabel).toBe('Versendet');
    expect((await mailsTo(buyer.email, 'order_shipped'))[0]!.variables).toMatchObject({
      carrier: 'DHL',
      tracking_number: '00340434',
    });

    const receipt = await asBuyer.post(`/api/v1/orders/${order.id}/receipt`);
    expect(receipt.json().statusLabel).toBe('Geliefert');
    expect(await mailsTo(seller.email, 'order_delivered')).toHaveLength(1);

    const r = await row(order.id);
    expect(r).toMatchObject({
      status: 'geliefert',
      sellerOrderNumber: 'VK-4711',
      carrier: 'DHL',
      expectedShipDate: '2026-12-01',
    });
    expect(r.confirmedAt && r.shippedAt && r.deliveredAt).toBeTruthy();

    // The order document now prints the dates and the seller's order number.
    const doc = orderDocumentValues((await loadOrderDocumentData(t.database.db, order.id))!);
    expect(doc.seller_order_number).toBe('VK-4711');
    expect(doc.shipped_at).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(doc.delivered_at).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(doc.order_status).toBe('Geliefert');

    const audit = await listAuditRows(t.database.db, 'order', order.id);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'order.confirm',
      'order.confirmReceipt',
      'order.ship',
    ]);
    expect(audit.find((a) => a.action === 'order.confirm')!.actorId).toBe(seller.id);

    const buyerCard = (await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json();
    expect(buyerCard.timeline.map((s: { key: string }) => s.key)).toEqual([
      'uebermittelt',
      'bestaetigt',
      'versendet',
      'geliefert',
    ]);
    expect(buyerCard).toMatchObject({
      sellerOrderNumber: 'VK-4711',
      trackingNumber: '00340434',
      actions: [],
    });
    const sellerCard = (await asSeller.get('/api/v1/seller/orders')).json().items[0];
    expect(sellerCard.timeline).toHaveLength(4);
    expect(sellerCard.statusLabel).toBe('Geliefert');
  });

  it('re-issues a document downloaded before a transition with the new state and dates', async () => {
    const { order, asBuyer, asSeller } = await parties();
    await asSeller.post(`/api/v1/orders/${order.id}/confirm`, { sellerOrderNumber: 'VK-0815' });
    const early = await orderDocumentHtml(t.app.deps, order.id);
    expect(early!.html).toContain('Bestätigt');
    expect((await orderDocumentHtml(t.app.deps, order.id))!.source).toBe('stored');
    await asSeller.post(`/api/v1/orders/${order.id}/ship`, {});
    await asBuyer.post(`/api/v1/orders/${order.id}/receipt`);
    const late = await orderDocumentHtml(t.app.deps, order.id);
    expect(late!.source).toBe('html-template');
    expect(late!.html).toMatch(/Versendet am:<\/td>\s*<td>\d{2}\.\d{2}\.\d{4}/);
    expect(late!.html).toMatch(/Geliefert am:<\/td>\s*<td>\d{2}\.\d{2}\.\d{4}/);
    expect(late!.html).toContain('VK-0815');
  });

  it('filters orders by the new statuses', async () => {
    const { order, asSeller } = await parties();
    await asSeller.post(`/api/v1/orders/${order.id}/confirm`, {});
    const list = (await asSeller.get('/api/v1/seller/orders?status=bestaetigt')).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await asSeller.get('/api/v1/seller/orders?status=storniert')).json().total).toBe(0);
  });
});

describe('cancelling', () => {
  it('seller cancels before shipping with a reason; the buyer is told', async () => {
    const { buyer, order, asSeller } = await parties();
    await setStatus(order.id, 'bestaetigt');
    const res = await asSeller.post(`/api/v1/orders/${order.id}/cancel`, {
      reason: 'Teil nicht mehr lieferbar',
    });
    expect(res.json().statusLabel).toBe('Storniert');
    expect(await row(order.id)).toMatchObject({
      cancelledBy: 'seller',
      cancelReason: 'Teil nicht mehr lieferbar',
    });
    expect((await mailsTo(buyer.email, 'order_cancelled'))[0]!.variables).toMatchObject({
      cancel_reason: 'Teil nicht mehr lieferbar',
    });
    expect((await listAuditRows(t.database.db, 'order', order.id))[0]!.action).toBe('order.sellerCancel');
  });

  it('buyer cancels while not yet confirmed; the seller is told; not after confirmation', async () => {
    const { seller, order, asBuyer } = await parties();
    const res = await asBuyer.post(`/api/v1/orders/${order.id}/cancel`, { reason: 'Doch intern gefunden' });
    expect(res.statusCode).toBe(200);
    expect(await row(order.id)).toMatchObject({ status: 'storniert', cancelledBy: 'buyer' });
    expect(await mailsTo(seller.email, 'order_cancelled')).toHaveLength(1);

    const second = await parties();
    await setStatus(second.order.id, 'bestaetigt');
    const late = await second.asBuyer.post(`/api/v1/orders/${second.order.id}/cancel`, { reason: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Die Bestellung wurde bereits vom Verkäufer bearbeitet und kann nicht mehr storniert werden',
    );
  });

  it('refuses a cancel without a reason', async () => {
    const { order, asSeller, asBuyer } = await parties();
    expect((await asSeller.post(`/api/v1/orders/${order.id}/cancel`, { reason: '  ' })).statusCode).toBe(400);
    expect((await asBuyer.post(`/api/v1/orders/${order.id}/cancel`, {})).statusCode).toBe(400);
    expect((await row(order.id)).status).toBe('pending_seller_confirmation');
  });

  it('seller cannot cancel once shipped', async () => {
    const { order, asSeller } = await parties();
    await setStatus(order.id, 'versendet');
    expect((await asSeller.post(`/api/v1/orders/${order.id}/cancel`, { reason: 'zu spät' })).statusCode).toBe(
      409,
    );
  });
});

describe('every transition × every role', () => {
  const VERBS = [
    { verb: 'confirm', body: {}, party: 'seller', from: null },
    { verb: 'ship', body: {}, party: 'seller', from: 'bestaetigt' },
    { verb: 'receipt', body: undefined, party: 'buyer', from: 'versendet' },
    { verb: 'cancel', body: { reason: 'Grund' }, party: 'seller', from: null },
    { verb: 'cancel', body: { reason: 'Grund' }, party: 'buyer', from: null },
  ] as const;

  for (const v of VERBS) {
    it(`${v.verb} (${v.party}): anonymous 401, admin 403, strangers 404, wrong state 409`, async () => {
      const p = await parties();
      const url = `/api/v1/orders/${p.order.id}/${v.verb}`;
      expect((await new Client(t.app).post(url, v.body)).statusCode).toBe(401);
      const admin = await given.loggedIn(t, await given.admin(t), 'admin');
      expect((await admin.post(url, v.body)).statusCode).toBe(403);
      const strangerSeller = await given.loggedIn(t, await given.seller(t), 'seller');
      expect((await strangerSeller.post(url, v.body)).statusCode).toBe(404);
      const strangerBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
      expect((await strangerBuyer.post(url, v.body)).statusCode).toBe(404);
      // Wrong state: already cancelled.
      await setStatus(p.order.id, 'storniert');
      const actor = v.party === 'seller' ? p.asSeller : p.asBuyer;
      const wrong = await actor.post(url, v.body);
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toMatch(/[äöüÄÖÜß]|Bestellung|Empfang/);
      expect(await listAuditRows(t.database.db, 'order', p.order.id)).toHaveLength(0);
    });

    it(`${v.verb} (${v.party}): a double click moves the order once`, async () => {
      const p = await parties();
      if (v.from) await setStatus(p.order.id, v.from);
      const actor = v.party === 'seller' ? p.asSeller : p.asBuyer;
      const url = `/api/v1/orders/${p.order.id}/${v.verb}`;
      const results = await Promise.all([actor.post(url, v.body), actor.post(url, v.body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await listAuditRows(t.database.db, 'order', p.order.id)).toHaveLength(1);
      const other = v.party === 'seller' ? p.buyer.email : p.seller.email;
      const type = {
        confirm: 'order_confirmed',
        ship: 'order_shipped',
        receipt: 'order_delivered',
        cancel: 'order_cancelled',
      }[v.verb];
      expect(await mailsTo(other, type)).toHaveLength(1);
    });
  }

  it('the other party may not take a party’s action (403 with a German message)', async () => {
    const p = await parties();
    const asBuyerConfirm = await p.asBuyer.post(`/api/v1/orders/${p.order.id}/confirm`, {});
    expect(asBuyerConfirm.statusCode).toBe(403);
    expect(asBuyerConfirm.json().message).toBe('Diese Aktion steht Ihnen für diese Bestellung nicht zu');
    expect((await p.asBuyer.post(`/api/v1/orders/${p.order.id}/ship`, {})).statusCode).toBe(403);
    await setStatus(p.order.id, 'versendet');
    expect((await p.asSeller.post(`/api/v1/orders/${p.order.id}/receipt`)).statusCode).toBe(403);
  });

  it('a seller acting as buyer confirms receipt of the order it placed', async () => {
    const a = await given.seller(t);
    const b = await given.seller(t);
    const { order } = await givenOrder(t, a.id, b.id);
    await t.database.db
      .update(orders)
      .set({ buyerType: 'seller', sellerBuyerId: a.id, status: 'versendet' })
      .where(eq(orders.id, order.id));
    const asA = await given.loggedIn(t, a, 'seller');
    expect((await asA.post(`/api/v1/orders/${order.id}/receipt`)).statusCode).toBe(200);
    const [mail] = await mailsTo(b.email, 'order_delivered');
    expect(mail!.recipientType).toBe('seller');
  });

  it('refuses a bad body and a bad id', async () => {
    const p = await parties();
    expect(
      (await p.asSeller.post(`/api/v1/orders/${p.order.id}/confirm`, { expectedShipDate: 'morgen' }))
        .statusCode,
    ).toBe(400);
    expect((await p.asSeller.post('/api/v1/orders/not-a-uuid/confirm', {})).statusCode).toBe(400);
  });
});
