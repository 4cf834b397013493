import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** Four requests with known urgencies, ages and offer counts; one more with an order. */
async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const seller = await given.seller(t);
  const seller2 = await given.seller(t);
  const a = await given.request(t, buyer.id, {
    partNumber: 'AAA-1',
    urgency: 'niedrig',
    createdAt: ago(4),
    manufacturer: 'HYDAC',
  });
  await given.request(t, buyer.id, {
    partNumber: 'BBB-2',
    urgency: 'dringend',
    createdAt: ago(3),
    description: 'Filterelement',
  });
  const c = await given.request(t, buyer.id, { partNumber: 'CCC-3', urgency: 'hoch', createdAt: ago(2) });
  await given.request(t, buyer.id, { partNumber: 'DDD-4', urgency: 'normal', createdAt: ago(1) });
  await given.offer(t, a.id, seller.id);
  await given.offer(t, c.id, seller.id);
  await given.offer(t, c.id, seller2.id);
  const ordered = await given.request(t, buyer.id, { partNumber: 'EEE-5', createdAt: ago(0) });
  const o = await given.offer(t, ordered.id, seller.id, { status: 'angenommen' });
  await t.database.db.insert(orders).values({
    orderNumber: `SS${Date.now().toString().slice(-10)}-${Math.floor(Math.random() * 1000)}`,
    offerId: o.id,
    requestId: ordered.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    totalAmount: '130.90',
    taxAmount: '20.90',
    billingAddress: { street: 'A 1', city: 'B', zip: '1', country: 'Deutschland' },
  });
  const other = await given.verifiedBuyer(t);
  await given.request(t, other.id, { partNumber: 'FOREIGN-1' });
  return { client: await given.loggedIn(t, buyer, 'buyer') };
}

const parts = (res: { json(): { items: { partNumber: string }[] } }) =>
  res.json().items.map((i) => i.partNumber);

describe("the buyer's request list (spec 1 §2, §4, §9)", () => {
  it('shows only own requests without an order, newest first, with offer counts', async () => {
    const { client } = await scenario();
    const res = await client.get('/api/v1/buyer/requests');
    expect(res.statusCode).toBe(200);
    expect(parts(res)).toEqual(['DDD-4', 'CCC-3', 'BBB-2', 'AAA-1']);
    expect(res.json().items.map((i: { offerCount: number }) => i.offerCount)).toEqual([0, 2, 0, 1]);
    expect(res.json().total).toBe(4);
  });

  it('sorts oldest first, by buyer urgency weight and by offer count', async () => {
    const { client } = await scenario();
    expect(parts(await client.get('/api/v1/buyer/requests?sort=oldest'))).toEqual([
      'AAA-1',
      'BBB-2',
      'CCC-3',
      'DDD-4',
    ]);
    expect(parts(await client.get('/api/v1/buyer/requests?sort=urgency'))).toEqual([
      'BBB-2',
      'CCC-3',
      'DDD-4',
      'AAA-1',
    ]);
    expect(parts(await client.get('/api/v1/buyer/requests?sort=offers'))).toEqual([
      'CCC-3',
      'AAA-1',
      'DDD-4',
      'BBB-2',
    ]);
  });

  it('filters by search text, urgency and with/without offers', async () => {
    const { client } = await scenario();
    expect(parts(await client.get('/api/v1/buyer/requests?search=ccc'))).toEqual(['CCC-3']);
    expect(parts(await client.get('/api/v1/buyer/requests?search=hydac'))).toEqual(['AAA-1']);
    expect(parts(await client.get('/api/v1/buyer/requests?search=filterel'))).toEqual(['BBB-2']);
    expect(parts(await client.get('/api/v1/buyer/requests?search=%25'))).toEqual([]);
    expect(parts(await client.get('/api/v1/buyer/requests?urgency=hoch'))).toEqual(['CCC-3']);
    expect(parts(await client.get('/api/v1/buyer/requests?offers=with'))).toEqual(['CCC-3', 'AAA-1']);
    expect(parts(await client.get('/api/v1/buyer/requests?offers=without'))).toEqual(['DDD-4', 'BBB-2']);
  });

  it('pages on the server and caps the page size at 100', async () => {
    const { client } = await scenario();
    const page2 = await client.get('/api/v1/buyer/requests?page=2&pageSize=3');
    expect(page2.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(parts(page2)).toEqual(['AAA-1']);
    // Decision 085: the page carries the total; a page past the end still names it.
    expect((await client.get('/api/v1/buyer/requests?page=3&pageSize=3')).json()).toMatchObject({
      items: [],
      total: 4,
    });
    expect((await client.get('/api/v1/buyer/requests?urgency=hoch&pageSize=1')).json()).toMatchObject({
      total: 1,
    });
    expect((await client.get('/api/v1/buyer/requests?pageSize=101')).statusCode).toBe(400);
  });

  it('finds ordered requests again when asked (issue 34), marked as ordered; the default stays open', async () => {
    const { client } = await scenario();
    const ordered = await client.get('/api/v1/buyer/requests?state=ordered');
    expect(parts(ordered)).toEqual(['EEE-5']);
    expect(ordered.json().items[0].ordered).toBe(true);
    const all = await client.get('/api/v1/buyer/requests?state=all');
    expect(parts(all)).toEqual(['EEE-5', 'DDD-4', 'CCC-3', 'BBB-2', 'AAA-1']);
    expect(all.json().items.map((i: { ordered: boolean }) => i.ordered)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const bad = await client.get('/api/v1/buyer/requests?state=bestellt');
    expect(bad.statusCode).toBe(400);
  });
});
