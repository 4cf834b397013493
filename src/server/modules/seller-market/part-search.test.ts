import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerRequestPage } from '#shared/seller-market/schema.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenSellerRequest } from '#server/test/given-seller.ts';

/** Issue 30: sellers search their feed by part number however it is typed (decision 046). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Digits only, so every way of typing below has the same key. */
const token = () =>
  String(Number.parseInt(randomBytes(4).toString('hex'), 16))
    .padStart(9, '0')
    .slice(0, 9);

async function hydacSeller() {
  const s = await seller(t);
  await givenSellerBrands(t, s.id, ['HYDAC']);
  return { s, client: await loggedIn(t, s, 'seller') };
}

async function search(client: Awaited<ReturnType<typeof loggedIn>>, part: string) {
  const res = await client.get(`/api/v1/seller/requests?part=${encodeURIComponent(part)}`);
  expect(res.statusCode).toBe(200);
  const page = res.json<SellerRequestPage>();
  return { ids: page.items.map((i) => i.id).sort(), total: page.total };
}

describe('the seller’s list searched by part number', () => {
  it('finds a request by its number or its second number, however either is typed', async () => {
    const n = token();
    const b = await verifiedBuyer(t);
    const r = await givenSellerRequest(t, b.id, {
      partNumber: `0160 D 010 BN4HC-${n}`,
      secondPartNumber: `R${n}`,
    });
    const other = await givenSellerRequest(t, b.id, { partNumber: `0160 D 020 BN4HC-${n}` });
    const { client } = await hydacSeller();
    for (const typed of [`0160D010BN4HC${n}`, `hydac 0160-d-010-bn4hc/${n}`, `0160 D 010 BN4HC ${n}`]) {
      expect(await search(client, typed), typed).toEqual({ ids: [r.id], total: 1 });
    }
    for (const typed of [`R${n}`, `r ${n.slice(0, 3)} ${n.slice(3)}`, `Mat.-Nr. R-${n}`]) {
      expect(await search(client, typed), typed).toEqual({ ids: [r.id], total: 1 });
    }
    // A beginning of the key finds both numbers that start so.
    const both = await search(client, `0160 D 0`);
    expect(both.ids).toEqual(expect.arrayContaining([r.id, other.id].sort()));
  });

  it('a key shorter than three characters must be equal, not a beginning', async () => {
    const b = await verifiedBuyer(t);
    const r = await givenSellerRequest(t, b.id, { partNumber: 'Q7' });
    const long = await givenSellerRequest(t, b.id, { partNumber: `Q7${token()}` });
    const { client } = await hydacSeller();
    const found = await search(client, 'q-7');
    expect(found.ids).toContain(r.id);
    expect(found.ids).not.toContain(long.id);
  });

  it('never shows a request outside the seller’s brands, nor the seller’s own', async () => {
    const n = token();
    const b = await verifiedBuyer(t);
    await givenSellerRequest(t, b.id, { manufacturer: 'Parker Hannifin', partNumber: `PV${n}` });
    const { s, client } = await hydacSeller();
    await givenSellerRequest(t, s.id, { partNumber: `PV${n}` });
    expect(await search(client, `PV ${n}`)).toEqual({ ids: [], total: 0 });
  });

  it('refuses a part number without letters or digits, in German', async () => {
    const { client } = await hydacSeller();
    const res = await client.get(`/api/v1/seller/requests?part=${encodeURIComponent('--/--')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Buchstaben oder Ziffern');
  });

  it('is refused to buyers and without a session', async () => {
    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/seller/requests?part=R902400215')).statusCode).toBe(403);
  });
});
