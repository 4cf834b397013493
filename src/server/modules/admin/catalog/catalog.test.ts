import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { auditRowsFor, orderBetween } from '#server/test/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** X? codes are user-assigned in ISO 3166, so no seeded country uses them. */
function freshCode(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Number.parseInt(randomUUID().slice(0, 4), 16);
  return `X${letters[n % 26]}`;
}

describe('admin: countries', () => {
  it('creates (trimmed, upper-cased), updates, toggles and deletes a country, each audited', async () => {
    const a = await admin(t);
    const client = await loggedIn(t, a, 'admin');
    const code = freshCode();
    const name = `Testland ${randomUUID().slice(0, 6)}`;
    const created = await client.post('/api/v1/admin/countries', {
      name: `  ${name} `,
      code: code.toLowerCase(),
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ name, code, isActive: true });

    expect(
      (await client.request('PUT', `/api/v1/admin/countries/${c.id}`, { name: `${name}2`, code })).json()
        .name,
    ).toBe(`${name}2`);
    expect((await client.post(`/api/v1/admin/countries/${c.id}/toggle`)).json().isActive).toBe(false);
    expect((await client.delete(`/api/v1/admin/countries/${c.id}`)).statusCode).toBe(200);
    const actions = (await auditRowsFor(t, c.id)).map((r) => r.action).sort();
    expect(actions).toEqual(['country.create', 'country.delete', 'country.toggle', 'country.update']);
  });

  it('gives visible German messages for empty fields and a duplicate code', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const empty = await client.post('/api/v1/admin/countries', { name: '  ', code: 'DE' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte geben Sie einen Ländernamen ein');
    const badCode = await client.post('/api/v1/admin/countries', { name: 'X', code: 'D' });
    expect(badCode.json().message).toBe('Bitte geben Sie einen zweistelligen Ländercode (ISO) ein');
    const dup = await client.post('/api/v1/admin/countries', { name: 'Nochmal Deutschland', code: 'de' });
    expect(dup.statusCode).toBe(409);
  });

  it('refuses to delete a country used in an address', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const list = (await client.get('/api/v1/admin/countries')).json().items as { id: string; name: string }[];
    await verifiedBuyer(t);
    const germany = list.find((c) => c.name === 'Deutschland')!;
    const res = await client.delete(`/api/v1/admin/countries/${germany.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/deaktivieren/);
  });
});

describe('admin: manufacturers and payment terms', () => {
  it('lists the companies serving a manufacturer and audits brand writes', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const name = `Marke ${randomUUID().slice(0, 6)}`;
    const b = (await client.post('/api/v1/admin/brands', { name, description: '' })).json();
    expect(b).toMatchObject({ name, description: null, sellerCount: 0, sellerCompanies: [] });
    await client.request('PUT', `/api/v1/admin/brands/${b.id}`, { name, description: 'Pumpen' });
    await client.post(`/api/v1/admin/brands/${b.id}/toggle`);
    await client.delete(`/api/v1/admin/brands/${b.id}`);
    expect((await auditRowsFor(t, b.id)).map((r) => r.action).sort()).toEqual([
      'brand.create',
      'brand.delete',
      'brand.toggle',
      'brand.update',
    ]);
    const seeded = (await client.get('/api/v1/admin/brands')).json().items as { sellerCount: number }[];
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('creates a term with days 0 when not parseable, updates and deletes it; a term used by orders stays', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const term = (
      await client.post('/api/v1/admin/payment-terms', { name: 'Sofort', description: '', days: 'abc' })
    ).json();
    expect(term).toMatchObject({ days: 0, description: null, isActive: true });
    await client.request('PUT', `/api/v1/admin/payment-terms/${term.id}`, {
      name: 'Sofort',
      days: 7,
      isActive: true,
    });
    const b = await verifiedBuyer(t);
    const { order } = await orderBetween(t, b.id, (await seller(t)).id);
    await t.database.db.update(orders).set({ paymentTermsId: term.id }).where(eq(orders.id, order.id));
    const refused = await client.delete(`/api/v1/admin/payment-terms/${term.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await auditRowsFor(t, term.id)).map((r) => r.action).sort()).toEqual([
      'payment_term.create',
      'payment_term.update',
    ]);
    const other = (await client.post('/api/v1/admin/payment-terms', { name: 'Weg', days: 1 })).json();
    expect((await client.delete(`/api/v1/admin/payment-terms/${other.id}`)).statusCode).toBe(200);
  });
});
