import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { SellerProfileView } from '#shared/sellers/schema.ts';
import { brands, paymentTerms } from '#server/db/schema/catalog.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller } from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function catalog() {
  const b = await t.database.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.name));
  const p = await t.database.db
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .orderBy(asc(paymentTerms.days));
  return { brandIds: b.map((x) => x.id), termIds: p.map((x) => x.id) };
}

function settingsBody(brandIds: string[], paymentTermIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Neue Hydraulik GmbH',
    contactPerson: 'Petra Neu',
    phone: '+49 30 123123',
    website: 'https://neu.example',
    vatNumber: 'de 111 222 333',
    employeeCount: '51-100',
    description: 'Pumpen und Ventile',
    brandIds,
    paymentTermIds,
    billingAddress: { street: 'Ring 1', zip: '10115', city: 'Berlin', country: 'Deutschland' },
    shippingAddress: { street: 'Lager 2', zip: '14467', city: 'Potsdam', country: 'Deutschland' },
    ...overrides,
  };
}

describe('PUT /api/v1/seller/settings', () => {
  it('saves profile, brands and payment terms together and returns the profile view', async () => {
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const { brandIds, termIds } = await catalog();
    const res = await client.request(
      'PUT',
      '/api/v1/seller/settings',
      settingsBody(brandIds.slice(0, 3), termIds.slice(0, 2)),
    );
    expect(res.statusCode).toBe(200);
    const view = (await client.get('/api/v1/seller/profile')).json() as SellerProfileView;
    expect(view).toMatchObject({
      companyName: 'Neue Hydraulik GmbH',
      contactPerson: 'Petra Neu',
      vatNumber: 'DE111222333',
      employeeCount: '51-100',
      billingAddress: { street: 'Ring 1', zip: '10115', city: 'Berlin' },
      shippingAddress: { street: 'Lager 2', city: 'Potsdam' },
    });
    expect(view.brandIds.sort()).toEqual(brandIds.slice(0, 3).sort());
    expect(view.paymentTermIds.sort()).toEqual(termIds.slice(0, 2).sort());

    // Replacing, not adding: a second save with fewer brands and no shipping address.
    await client.request(
      'PUT',
      '/api/v1/seller/settings',
      settingsBody([brandIds[5]!], [], { shippingAddress: null }),
    );
    const again = (await client.get('/api/v1/seller/profile')).json() as SellerProfileView;
    expect(again.brandIds).toEqual([brandIds[5]]);
    expect(again.paymentTermIds).toEqual([]);
    expect(again.shippingAddress).toBeNull();
  });

  it('accepts what the form sends for empty optional fields (null), so a new seller can save', async () => {
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const { brandIds } = await catalog();
    const res = await client.request(
      'PUT',
      '/api/v1/seller/settings',
      settingsBody([brandIds[0]!], [], { website: null, description: null }),
    );
    expect(res.statusCode).toBe(200);
    const view = (await client.get('/api/v1/seller/profile')).json() as SellerProfileView;
    expect(view).toMatchObject({ website: null, description: null });
  });

  it('answers a wrongly typed field in German too', async () => {
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const res = await client.request('PUT', '/api/v1/seller/settings', settingsBody([], [], { phone: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Ungültige Eingabe/);
  });

  it('saves nothing when a brand or payment term is unknown', async () => {
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const before = (await client.get('/api/v1/seller/profile')).json() as SellerProfileView;
    const { brandIds, termIds } = await catalog();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const body of [
      settingsBody([brandIds[0]!, unknown], []),
      settingsBody([brandIds[0]!], [termIds[0]!, unknown]),
    ]) {
      const res = await client.request('PUT', '/api/v1/seller/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Hersteller-Präferenzen konnten nicht gespeichert werden');
    }
    expect((await client.get('/api/v1/seller/profile')).json()).toEqual(before);
  });

  it.each([
    [{ companyName: ' ' }, 'Bitte geben Sie den Firmennamen ein'],
    [{ contactPerson: '' }, 'Bitte geben Sie einen Ansprechpartner ein'],
    [{ phone: '' }, 'Bitte geben Sie eine Telefonnummer ein'],
    [{ vatNumber: '' }, 'Bitte geben Sie Ihre USt-IdNr. ein'],
    [{ employeeCount: '' }, 'Bitte wählen Sie die Anzahl der Mitarbeiter'],
  ])('requires the spec’s fields: %j', async (override, message) => {
    const client = await loggedIn(t, await seller(t), 'seller');
    const res = await client.request('PUT', '/api/v1/seller/settings', settingsBody([], [], override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
