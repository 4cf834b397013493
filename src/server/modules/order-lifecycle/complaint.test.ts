import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { queuedMails } from '#server/test/outbox.ts';

/** Issue 34: receipt with a complaint (damaged, wrong part, partial) and the carrier's tracking link. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function shippedOrder() {
  const buyer = await given.verifiedBuyer(t);
  const seller = await given.seller(t);
  const { order } = await givenOrder(t, buyer.id, seller.id);
  await t.database.db.update(orders).set({ status: 'versendet' }).where(eq(orders.id, order.id));
  return {
    buyer,
    seller,
    order,
    asBuyer: await given.loggedIn(t, buyer, 'buyer'),
    asSeller: await given.loggedIn(t, seller, 'seller'),
  };
}

const complaint = { kind: 'beschaedigt', description: 'Gehäuse beim Transport gerissen' };

describe('receipt with a complaint', () => {
  it('marks the order delivered, shows the complaint to both parties and mails the seller and the operator', async () => {
    const { seller, order, asBuyer, asSeller } = await shippedOrder();
    const res = await asBuyer.post(`/api/v1/orders/${order.id}/receipt`, { complaint });
    expect(res.statusCode).toBe(200);
    expect(res.json().statusLabel).toBe('Geliefert');

    const expected = { kind: 'beschaedigt', description: complaint.description, at: expect.any(String) };
    expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().complaint).toEqual(expected);
    const received = (await asSeller.get('/api/v1/seller/orders')).json().items;
    expect(received.find((o: { id: string }) => o.id === order.id).complaint).toEqual(expected);

    const [toSeller] = await queuedMails(t.database.db, seller.email, 'order_complaint');
    expect(toSeller).toMatchObject({
      recipientType: 'seller',
      variables: {
        order_number: order.orderNumber,
        complaint_kind: 'Beschädigt',
        complaint_description: complaint.description,
      },
    });
    const operator = await queuedMails(t.database.db, t.app.deps.config.operatorEmail, 'order_complaint');
    const mine = operator.filter((m) => m.variables.order_number === order.orderNumber);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipientType: 'admin', language: 'de' });
    // The ordinary receipt mail is still sent.
    expect(await queuedMails(t.database.db, seller.email, 'order_delivered')).toHaveLength(1);
  });

  it('a receipt without a complaint sends no complaint mail', async () => {
    const { seller, order, asBuyer } = await shippedOrder();
    expect((await asBuyer.post(`/api/v1/orders/${order.id}/receipt`, {})).statusCode).toBe(200);
    expect(await queuedMails(t.database.db, seller.email, 'order_complaint')).toHaveLength(0);
    expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().complaint).toBeNull();
  });

  it.each([
    [
      { complaint: { kind: 'verloren', description: 'x' } },
      'Bitte wählen Sie, was an der Lieferung nicht stimmt',
    ],
    [{ complaint: { kind: 'teillieferung', description: '   ' } }, 'Bitte beschreiben Sie das Problem'],
    [{ complaint: { kind: 'teillieferung' } }, null],
    [{ complaint, extra: 1 }, 'Unbekanntes Feld: extra'],
  ])('refuses the bad body %j in German and changes nothing', async (body, message) => {
    const { seller, order, asBuyer } = await shippedOrder();
    const res = await asBuyer.post(`/api/v1/orders/${order.id}/receipt`, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('versendet');
    expect(await queuedMails(t.database.db, seller.email, 'order_complaint')).toHaveLength(0);
  });

  it('refuses the seller (403), another buyer and another seller (404), an admin (403) and no session (401)', async () => {
    const { seller, order, asSeller } = await shippedOrder();
    const url = `/api/v1/orders/${order.id}/receipt`;
    expect((await asSeller.post(url, { complaint })).statusCode).toBe(403);
    const stranger = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await stranger.post(url, { complaint })).statusCode).toBe(404);
    const otherSeller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await otherSeller.post(url, { complaint })).statusCode).toBe(404);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.post(url, { complaint })).statusCode).toBe(403);
    expect((await new Client(t.app).post(url, { complaint })).statusCode).toBe(401);
    expect(await queuedMails(t.database.db, seller.email, 'order_complaint')).toHaveLength(0);
  });
});

describe('tracking link on shipment', () => {
  it('keeps an https link and shows it to the buyer; refuses other addresses in German', async () => {
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t);
    const { order } = await givenOrder(t, buyer.id, seller.id);
    await t.database.db.update(orders).set({ status: 'bestaetigt' }).where(eq(orders.id, order.id));
    const asSeller = await given.loggedIn(t, seller, 'seller');
    for (const trackingUrl of ['javascript:alert(1)', 'http://tracking.example/1', 'kein Link']) {
      const bad = await asSeller.post(`/api/v1/orders/${order.id}/ship`, { trackingUrl });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'Bitte geben Sie eine vollständige https-Adresse der Sendungsverfolgung an',
      );
    }
    const url = 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434';
    expect(
      (await asSeller.post(`/api/v1/orders/${order.id}/ship`, { carrier: 'DHL', trackingUrl: url }))
        .statusCode,
    ).toBe(200);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().trackingUrl).toBe(url);
  });
});
