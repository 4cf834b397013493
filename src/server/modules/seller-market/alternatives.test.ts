import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerRequestOffers } from '#shared/offers/schema.ts';
import type { SellerOfferView, SellerRequestPage } from '#shared/seller-market/schema.ts';
import { WEBHOOK_PAYLOADS } from '#shared/webhooks/payloads.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';

/** Issue 30: alternative offers — flagged, never ranked as the requested part (decision 046). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ALTERNATIVE = {
  isAlternative: true,
  alternativePartNumber: 'PV046R1K1T1NMMC',
  alternativeManufacturer: 'Parker Hannifin',
};

async function market(alternativesWelcome = true) {
  const b = await verifiedBuyer(t);
  const r = await givenSellerRequest(t, b.id, {
    partNumber: 'A10VSO 45 DFR1/31R-PPA12N00',
    secondPartNumber: 'R902400215',
    alternativesWelcome,
  });
  const offerer = async () => {
    const s = await seller(t);
    await givenSellerBrands(t, s.id, ['HYDAC']);
    return loggedIn(t, s, 'seller');
  };
  return { buyer: await loggedIn(t, b, 'buyer'), request: r, offerer };
}

describe('an alternative offer', () => {
  it('is listed after the requested part’s offers, marked, and never Bestpreis or fastest', async () => {
    const { buyer, request, offerer } = await market();
    const alt = await (
      await offerer()
    ).post(
      '/api/v1/seller/offers',
      offerBody(request.id, { ...ALTERNATIVE, price: '100,00', deliveryUnit: 'stock', deliveryAmount: 0 }),
    );
    expect(alt.statusCode).toBe(201);
    expect(alt.json<SellerOfferView>().alternative).toEqual({
      partNumber: 'PV046R1K1T1NMMC',
      manufacturer: 'Parker Hannifin',
    });
    const plain = await (
      await offerer()
    ).post('/api/v1/seller/offers', offerBody(request.id, { price: '900,00' }));
    expect(plain.statusCode).toBe(201);

    const { offers } = (
      await buyer.get(`/api/v1/buyer/requests/${request.id}/offers`)
    ).json<BuyerRequestOffers>();
    expect(offers.map((o) => [o.alternative?.partNumber ?? null, o.bestPrice, o.fastestDelivery])).toEqual([
      // The alternative is cheaper and 'ab Lager', yet the requested part's offer is both.
      [null, true, true],
      ['PV046R1K1T1NMMC', false, false],
    ]);
  });

  it('is refused when the buyer said no to alternatives, in German', async () => {
    const { request, offerer } = await market(false);
    const res = await (await offerer()).post('/api/v1/seller/offers', offerBody(request.id, ALTERNATIVE));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Der Käufer wünscht für diese Anfrage keine Alternativen',
    );
    // The seller's list says so beforehand.
    const client = await offerer();
    const page = (await client.get('/api/v1/seller/requests?part=R902400215')).json<SellerRequestPage>();
    expect(page.items.find((i) => i.id === request.id)).toMatchObject({
      alternativesWelcome: false,
      secondPartNumber: 'R902400215',
    });
  });

  it('is refused without its number or manufacturer, or with the requested part’s own number', async () => {
    const { request, offerer } = await market();
    const client = await offerer();
    const noNumber = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { ...ALTERNATIVE, alternativePartNumber: '' }),
    );
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json<{ message: string }>().message).toBe(
      'Bitte geben Sie die Teilenummer der Alternative ein',
    );
    const noMaker = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { ...ALTERNATIVE, alternativeManufacturer: ' ' }),
    );
    expect(noMaker.json<{ message: string }>().message).toBe(
      'Bitte geben Sie den Hersteller der Alternative ein',
    );
    const same = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { ...ALTERNATIVE, alternativePartNumber: 'r 9024 00215' }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toContain('dieselbe Teilenummer');
    const badFlag = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { isAlternative: 'ja' }),
    );
    expect(badFlag.statusCode).toBe(400);
  });

  it('an offer of the requested part ignores stray alternative fields', async () => {
    const { buyer, request, offerer } = await market();
    const res = await (
      await offerer()
    ).post(
      '/api/v1/seller/offers',
      offerBody(request.id, {
        isAlternative: false,
        alternativePartNumber: 'X1',
        alternativeManufacturer: 'Y',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<SellerOfferView>().alternative).toBeNull();
    const { offers } = (
      await buyer.get(`/api/v1/buyer/requests/${request.id}/offers`)
    ).json<BuyerRequestOffers>();
    expect(offers[0]).toMatchObject({ alternative: null, bestPrice: true });
  });

  it('a buyer cannot offer, and a seller cannot offer on a request outside their brands', async () => {
    const { buyer, request } = await market();
    expect((await buyer.post('/api/v1/seller/offers', offerBody(request.id, ALTERNATIVE))).statusCode).toBe(
      403,
    );
    const s = await seller(t);
    await givenSellerBrands(t, s.id, ['Parker Hannifin']);
    const other = await loggedIn(t, s, 'seller');
    expect((await other.post('/api/v1/seller/offers', offerBody(request.id, ALTERNATIVE))).statusCode).toBe(
      404,
    );
  });

  it('the webhook payloads carry the new fields (request: second number, alternatives; offer: alternative)', () => {
    expect(Object.keys(WEBHOOK_PAYLOADS['request.created'].shape)).toEqual(
      expect.arrayContaining(['secondPartNumber', 'alternativesWelcome']),
    );
    expect(Object.keys(WEBHOOK_PAYLOADS['offer.accepted'].shape.offer.shape)).toContain('alternative');
  });
});
