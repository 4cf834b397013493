import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactAdminCounts, countRows, type CountedTable } from '#server/modules/admin/repository.ts';
import { orderBetween } from '#server/test/admin-fixtures.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, offer, request, seller, verifiedBuyer } from '#server/test/given.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';

/**
 * The admin lists' totals come from counters maintained by triggers (migration admin_counts,
 * docs/performance.md). After every kind of write — create, status change, delete, block,
 * cascades — each counter must equal a real count of its table, and every admin total the
 * number of rows its list holds.
 */
let t: TestApp;
let adminClient: Client;
beforeAll(async () => {
  t = await startTestApp();
  adminClient = await loggedIn(t, await admin(t), 'admin');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const KEY_SQL: Record<CountedTable, string> = {
  requests: 'select status, urgency as sub, count(*)::int as n from requests group by 1, 2',
  offers: "select status, '' as sub, count(*)::int as n from offers group by 1, 2",
  orders: "select status, '' as sub, count(*)::int as n from orders group by 1, 2",
  seller_profiles:
    'select approval_status as status, is_verified::text as sub, count(*)::int as n from seller_profiles group by 1, 2',
  buyer_profiles:
    "select '' as status, '' as sub, count(*)::int as n from buyer_profiles having count(*) > 0",
};

type Row = { status: string; sub: string; n: number };
const canonical = (rows: Row[]) =>
  rows
    .filter((r) => Number(r.n) !== 0)
    .map((r) => `${r.status}|${r.sub}|${Number(r.n)}`)
    .sort();

async function expectCountersTrue(): Promise<void> {
  for (const tbl of Object.keys(KEY_SQL) as CountedTable[]) {
    const real = (await db().execute(sql.raw(KEY_SQL[tbl]))) as unknown as { rows: Row[] };
    expect(canonical(await countRows(db(), tbl)), tbl).toEqual(canonical(real.rows));
  }
  const count = async (q: string) =>
    Number(
      (
        (await db().execute(sql.raw(q.replace('count(*)', 'count(*)::int as n')))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  const get = async (url: string) => {
    const res = await adminClient.get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as { total: number; counts?: { total: number; active: number } };
  };
  const reqs = await get('/api/v1/admin/requests');
  expect(reqs.total).toBe(await count('select count(*) from requests'));
  expect(reqs.counts).toEqual({
    total: await count('select count(*) from requests'),
    active: await count("select count(*) from requests where status = 'active'"),
  });
  expect((await get('/api/v1/admin/requests?urgency=dringend')).total).toBe(
    await count("select count(*) from requests where urgency = 'dringend'"),
  );
  expect((await get('/api/v1/admin/offers')).total).toBe(await count('select count(*) from offers'));
  expect((await get('/api/v1/admin/orders')).total).toBe(await count('select count(*) from orders'));
  expect((await get('/api/v1/admin/sellers?approval=pending')).total).toBe(
    await count("select count(*) from seller_profiles where approval_status = 'pending'"),
  );
  expect((await get('/api/v1/admin/sellers?approval=approved')).total).toBe(
    await count("select count(*) from seller_profiles where approval_status = 'approved'"),
  );
  expect((await get('/api/v1/admin/buyers')).total).toBe(await count('select count(*) from buyer_profiles'));
  const stats = (await adminClient.get('/api/v1/admin/stats')).json() as Record<string, number>;
  expect(stats).toEqual({
    buyersCount: await count('select count(*) from buyer_profiles'),
    sellersCount: await count('select count(*) from seller_profiles'),
    verifiedSellersCount: await count('select count(*) from seller_profiles where is_verified'),
    ordersCount: await count('select count(*) from orders'),
    requestsCount: await count('select count(*) from requests'),
  });
}

describe('maintained admin counters equal real counts', () => {
  it('after creating buyers, sellers, requests, offers and orders', async () => {
    await expectCountersTrue();
    const b = await verifiedBuyer(t);
    const s = await seller(t);
    await seller(t, { approval: 'pending' });
    const r = await request(t, b.id, { urgency: 'dringend' });
    await offer(t, r.id, s.id);
    await orderBetween(t, b.id, s.id);
    await expectCountersTrue();
  });

  it('after status, urgency and verification changes, through the admin API and directly', async () => {
    const b = await verifiedBuyer(t);
    const pending = await seller(t, { approval: 'pending' });
    const s = await seller(t);
    const r = await request(t, b.id);
    const o = await offer(t, r.id, s.id);
    const { order } = await orderBetween(t, b.id, s.id);
    expect((await adminClient.post(`/api/v1/admin/sellers/${pending.id}/approve`, {})).statusCode).toBe(200);
    await expectCountersTrue();
    await db().update(requests).set({ status: 'cancelled', urgency: 'hoch' }).where(eq(requests.id, r.id));
    await db().update(offers).set({ status: 'abgelehnt' }).where(eq(offers.id, o.id));
    await db().update(orders).set({ status: 'geliefert' }).where(eq(orders.id, order.id));
    const res = await adminClient.patch(`/api/v1/admin/sellers/${s.id}`, {
      companyName: 'Geprüft GmbH',
      contactPerson: 'Eva Prüf',
      phone: '+49 711 1234',
      vatNumber: 'DE123456789',
      paymentStatus: 'freetrial',
      activeStatus: 'active',
      isVerified: true,
    });
    expect(res.statusCode).toBe(200);
    await expectCountersTrue();
  });

  it('after blocking, rejecting and deleting (with cascades)', async () => {
    const b = await verifiedBuyer(t);
    const s = await seller(t);
    const rejected = await seller(t, { approval: 'pending' });
    const r = await request(t, b.id);
    await offer(t, r.id, s.id);
    await orderBetween(t, b.id, s.id);
    expect((await adminClient.post(`/api/v1/admin/sellers/${s.id}/toggle-active`, {})).statusCode).toBe(200);
    expect((await adminClient.post(`/api/v1/admin/buyers/${b.id}/deactivate`, {})).statusCode).toBe(200);
    expect((await adminClient.post(`/api/v1/admin/sellers/${rejected.id}/reject`, {})).statusCode).toBe(200);
    await expectCountersTrue();
    const other = await verifiedBuyer(t);
    const r2 = await request(t, other.id);
    await offer(t, r2.id, s.id);
    await db().delete(requests).where(eq(requests.id, r2.id)); // cascades to the offer
    await expectCountersTrue();
    const del = await adminClient.delete(`/api/v1/admin/buyers/${other.id}`);
    expect(del.statusCode).toBe(200);
    await expectCountersTrue();
  });

  it('folding the backend shards (the hourly job) keeps every figure', async () => {
    await compactAdminCounts(db());
    await expectCountersTrue();
    await request(t, (await verifiedBuyer(t)).id);
    await expectCountersTrue();
  });

  it('hp_rebuild_admin_counts() recounts to the same figures', async () => {
    const before = await Promise.all(
      (Object.keys(KEY_SQL) as CountedTable[]).map(async (k) => canonical(await countRows(db(), k))),
    );
    await db().execute(sql`select hp_rebuild_admin_counts()`);
    const after = await Promise.all(
      (Object.keys(KEY_SQL) as CountedTable[]).map(async (k) => canonical(await countRows(db(), k))),
    );
    expect(after).toEqual(before);
    await expectCountersTrue();
  });
});
