import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SamePartAnswer } from '#shared/requests/schema.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerRequest } from '#server/test/given-seller.ts';

/** Issue 30: the buyer hears of their own requests for the same part within 30 days. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();
const url = (q: Record<string, string>) =>
  `/api/v1/buyer/requests/same-part?${new URLSearchParams(q).toString()}`;

describe('same part requested again', () => {
  it('finds the own request of the last 30 days by either number, however typed', async () => {
    const n = token();
    const who = await verifiedBuyer(t);
    const r = await givenSellerRequest(t, who.id, {
      manufacturer: 'Bosch Rexroth',
      partNumber: `A10VSO 45 DFR1/31R-${n}`,
      secondPartNumber: `R9${n}`,
    });
    await givenSellerRequest(t, who.id, {
      partNumber: `A10VSO 45 DFR1/31R-${n}`,
      createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    const client = await loggedIn(t, who, 'buyer');
    const queries: Record<string, string>[] = [
      { partNumber: `a10vso45dfr1 31r ${n}` },
      { partNumber: `Rexroth R 9${n}` },
      { partNumber: 'nothing', secondPartNumber: `BOSCH-REXROTH: A10VSO-45-DFR1-31R-${n}` },
    ];
    for (const q of queries) {
      const res = await client.get(url(q));
      expect(res.statusCode).toBe(200);
      expect(res.json<SamePartAnswer>().items.map((i) => i.id)).toEqual([r.id]);
    }
    const excluded = await client.get(url({ partNumber: `R9${n}`, exclude: r.id }));
    expect(excluded.json<SamePartAnswer>().items).toEqual([]);
  });

  it('never tells of another company’s requests', async () => {
    const n = token();
    const other = await verifiedBuyer(t);
    await givenSellerRequest(t, other.id, { partNumber: `X-${n}` });
    const client = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await client.get(url({ partNumber: `X${n}` }))).json<SamePartAnswer>().items).toEqual([]);
  });

  it('answers an empty list for nothing typed', async () => {
    const client = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await client.get(url({ partNumber: ' -- ' }))).json<SamePartAnswer>().items).toEqual([]);
  });

  it('refuses the wrong role, no session and a bad query', async () => {
    expect((await new Client(t.app).get(url({ partNumber: 'R1' }))).statusCode).toBe(401);
    const s = await loggedIn(t, await seller(t), 'seller');
    expect((await s.get(url({ partNumber: 'R1' }))).statusCode).toBe(403);
    const client = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const bad = await client.get(url({ partNumber: 'R1', exclude: 'not-an-id' }));
    expect(bad.statusCode).toBe(400);
  });

  it('a seller acting as buyer has the same look-up for own requests', async () => {
    const n = token();
    const s = await seller(t);
    const r = await givenSellerRequest(t, s.id, { partNumber: `S-${n}` });
    const client = await loggedIn(t, s, 'seller');
    const res = await client.get(`/api/v1/seller/my-requests/same-part?partNumber=s${n}`);
    expect(res.json<SamePartAnswer>().items.map((i) => i.id)).toEqual([r.id]);
  });
});

describe('a request with a second number', () => {
  it('stores both and whether alternatives are welcome; refuses a sign-only or repeated number', async () => {
    const client = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const post = (fields: Record<string, string>) => {
      const { body, headers } = multipart(fields);
      return client.post('/api/v1/buyer/requests', body, headers);
    };
    const ok = await post({
      partNumber: 'A10VSO 45 DFR1/31R-PPA12N00',
      secondPartNumber: 'R902400215',
      alternativesWelcome: 'false',
      quantity: '1',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ secondPartNumber: 'R902400215', alternativesWelcome: false });
    const bad = await post({ partNumber: '---', quantity: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'Die Teilenummer muss Buchstaben oder Ziffern enthalten',
    );
    const same = await post({ partNumber: 'R902400215', secondPartNumber: 'r 902 400 215', quantity: '1' });
    expect(same.json<{ message: string }>().message).toBe('Die zweite Nummer ist dieselbe wie die erste');
    const noBool = await post({ partNumber: 'R902400215', alternativesWelcome: 'vielleicht', quantity: '1' });
    expect(noBool.statusCode).toBe(400);
  });
});
