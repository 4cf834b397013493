import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sellers with identity strings that cannot occur by accident in ids, dates or amounts. */
async function distinctiveSeller(n: number, verified: boolean) {
  const s = await given.seller(
    t,
    {},
    {
      companyName: `Geheimfirma${n} Hydraulik GmbH`,
      phone: `+49 555 77${n}77${n}`,
      billingAddress: {
        street: `Verborgener Weg ${n}7`,
        city: `Geheimstadt${n}`,
        zip: `GZ-${n}X`,
        country: 'Österreich',
      },
    },
  );
  if (verified)
    await t.database.db.update(sellerProfiles).set({ isVerified: true }).where(eq(sellerProfiles.id, s.id));
  return {
    ...s,
    secrets: [
      s.id,
      s.email,
      `Geheimfirma${n}`,
      `555 77${n}77${n}`,
      `Verborgener Weg ${n}7`,
      `Geheimstadt${n}`,
      `GZ-${n}X`,
    ],
  };
}

async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const s1 = await distinctiveSeller(1, true);
  const s2 = await distinctiveSeller(2, false);
  const s3 = await distinctiveSeller(3, false);
  const request = await given.request(t, buyer.id, { quantity: 2 });
  const termId = await given.activePaymentTermId(t, 30);
  // Ranking is by price + shipping: 100+50=150 (s1) > 120+10=130 (s2) > 90+5=95 but expired (s3).
  const o1 = await given.offer(t, request.id, s1.id, {
    price: '100.00',
    shippingCost: '50.00',
    paymentTermsId: termId,
  });
  const o2 = await given.offer(t, request.id, s2.id, {
    price: '120.00',
    shippingCost: '10.00',
    notes: 'Ab Lager',
  });
  const o3 = await given.offer(t, request.id, s3.id, {
    price: '90.00',
    shippingCost: '5.00',
    validUntil: germanDatePlusDays(-1),
  });
  return {
    buyer,
    sellers: [s1, s2, s3],
    request,
    offers: { o1, o2, o3 },
    client: await given.loggedIn(t, buyer, 'buyer'),
  };
}

describe('offers view (spec 1 §2, §6)', () => {
  it('ranks by price plus shipping, labels anonymously and marks best price and expiry', async () => {
    const { client, request, offers } = await scenario();
    const res = await client.get(`/api/v1/buyer/requests/${request.id}/offers`);
    expect(res.statusCode).toBe(200);
    const list = res.json().offers;
    expect(list.map((o: { id: string }) => o.id)).toEqual([offers.o3.id, offers.o2.id, offers.o1.id]);
    expect(list[0]).toMatchObject({
      label: 'Angebot 1',
      contactLetter: 'Anbieter A',
      maskedPhone: '+49 *** *** ****',
      total: '95.00',
      expired: true,
      orderable: false,
      bestPrice: true,
    });
    expect(list[1]).toMatchObject({
      label: 'Angebot 2',
      total: '130.00',
      expired: false,
      orderable: true,
      bestPrice: false,
      notes: 'Ab Lager',
    });
    expect(list[2]).toMatchObject({
      label: 'Angebot 3',
      sellerVerified: true,
      delivery: { unit: 'weeks', amount: 2, days: 14, text: '2 Wochen' },
      warrantyMonths: 12,
      condition: 'neu',
      status: 'ausstehend',
      paymentTerm: { name: 'Kauf auf Rechnung (30 Tage)', days: 30 },
    });
    expect(Object.keys(list[0]).sort()).not.toContain('sellerId');
  });

  it("marks 'Schnellste Lieferung' by days: ab Lager beats 3 days beats 1 week, whatever the price (issue 34)", async () => {
    const buyer = await given.verifiedBuyer(t);
    const request = await given.request(t, buyer.id);
    const week = await given.offer(t, request.id, (await given.seller(t)).id, {
      price: '50.00',
      deliveryDays: 7,
      deliveryUnit: 'weeks',
    });
    const days = await given.offer(t, request.id, (await given.seller(t)).id, {
      price: '60.00',
      deliveryDays: 3,
      deliveryUnit: 'days',
    });
    const client = await given.loggedIn(t, buyer, 'buyer');
    const before = (await client.get(`/api/v1/buyer/requests/${request.id}/offers`)).json().offers;
    expect(before.map((o: { id: string; fastestDelivery: boolean }) => [o.id, o.fastestDelivery])).toEqual([
      [week.id, false],
      [days.id, true],
    ]);
    expect(before[1].delivery).toEqual({ unit: 'days', amount: 3, days: 3, text: '3 Tage' });
    const stock = await given.offer(t, request.id, (await given.seller(t)).id, {
      price: '70.00',
      deliveryDays: 0,
      deliveryUnit: 'stock',
    });
    const after = (await client.get(`/api/v1/buyer/requests/${request.id}/offers`)).json().offers;
    expect(after.find((o: { fastestDelivery: boolean }) => o.fastestDelivery).id).toBe(stock.id);
    expect(after[2].delivery).toEqual({ unit: 'stock', amount: 0, days: 0, text: 'ab Lager' });
  });

  it("never shows another buyer's request or its offers", async () => {
    const { request } = await scenario();
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await other.get(`/api/v1/buyer/requests/${request.id}/offers`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Anfrage nicht gefunden');
  });

  it('names no seller in any buyer-facing response before the order', async () => {
    const { client, request, offers, sellers } = await scenario();
    const responses = [
      await client.get('/api/v1/buyer/requests'),
      await client.get('/api/v1/buyer/requests?offers=with&sort=offers'),
      await client.get(`/api/v1/buyer/requests/${request.id}/offers`),
      await client.get(`/api/v1/buyer/checkout/${offers.o1.id}`),
      await client.get(`/api/v1/buyer/checkout/${offers.o2.id}`),
      await client.get(`/api/v1/buyer/checkout/${offers.o3.id}`),
      await client.get('/api/v1/buyer/orders'),
      await client.get('/api/v1/buyer/profile'),
      await client.get('/api/v1/auth/session'),
    ];
    for (const res of responses) expect(res.statusCode).toBe(200);
    const everything = responses.map((r) => r.body).join('\n');
    for (const secret of sellers.flatMap((s) => s.secrets)) {
      expect(everything.includes(secret), `leaks ${secret}`).toBe(false);
    }
  });

  it('401 without a session, 403 for sellers and admins', async () => {
    const { request } = await scenario();
    const url = `/api/v1/buyer/requests/${request.id}/offers`;
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    expect((await (await given.loggedIn(t, await given.seller(t), 'seller')).get(url)).statusCode).toBe(403);
    expect((await (await given.loggedIn(t, await given.admin(t), 'admin')).get(url)).statusCode).toBe(403);
  });
});
