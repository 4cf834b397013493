import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/messaging.ts';
import { requestDeclines } from '#server/db/schema/marketplace.ts';
import { requestWidenings } from '#server/db/schema/widening.ts';
import * as given from '#server/test/given.ts';
import { givenOffer } from '#server/test/given-marketplace.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import type { AdminLiquidity } from '#shared/admin/liquidity.ts';
import type { AdminCharts } from '#shared/charts/schema.ts';
import { CHART_WEEK_JOB, CHART_WEEKS_FILL, fillChartWeeks } from './on-events.ts';

/**
 * Decision 069: the admin 'Kennzahlen' weeks kept by the charts consumer (plus the one-time fill
 * from history) answer exactly what the on-demand count answers, for a generated history.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const DAY = 86_400_000;
const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

/** Every due job, then every job the buckets hold back (time passes), until none is left. */
async function drain() {
  for (let i = 0; i < 5; i++) {
    await t.app.deps.jobs.drain();
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.status, 'pending'), ne(jobs.type, CHART_WEEK_JOB)));
    // A week's recount runs when its 5-second bucket has closed: run early, it would miss the
    // bucket's later events, whose recount the dedupe key then skips (decision 069). Wait for it.
    const [last] = await db()
      .select({ at: sql<string | null>`max(${jobs.runAt})` })
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), eq(jobs.type, CHART_WEEK_JOB)));
    const wait = last?.at ? new Date(last.at).getTime() - Date.now() : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  }
  await t.app.deps.jobs.drain();
}

async function read(admin: Client, weeks: number): Promise<AdminCharts> {
  const res = await admin.get(`/api/v1/admin/stats/charts?weeks=${weeks}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCharts;
}

/** Issue 30: the liquidity figures of the whole market, which read the same kept weeks. */
async function readLiquidity(admin: Client, weeks: number): Promise<AdminLiquidity> {
  const res = await admin.get(`/api/v1/admin/stats/liquidity?weeks=${weeks}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminLiquidity;
}

/** The on-demand answer (decision 059's count): the stored weeks set aside for one read. */
async function counted<T = AdminCharts>(
  admin: Client,
  weeks: number,
  how = read as (admin: Client, weeks: number) => Promise<T>,
): Promise<T> {
  await db().execute(sql`update backfill_progress set done_at = null where name = ${CHART_WEEKS_FILL}`);
  try {
    return await how(admin, weeks);
  } finally {
    await db().execute(sql`update backfill_progress set done_at = now() where name = ${CHART_WEEKS_FILL}`);
  }
}

describe('admin chart weeks kept by the charts consumer (decision 069)', { timeout: 240_000 }, () => {
  it('equal the on-demand count after a history, its fill, and events of every kind', async () => {
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const termId = await given.activePaymentTermId(t);
    const sellers = await Promise.all([0, 1, 2].map(() => given.seller(t)));
    const clients = await Promise.all(sellers.map((s) => given.loggedIn(t, s, 'seller')));

    // History from before the consumer: rows without events, over 20 weeks.
    const old = [];
    for (const [i, days] of [140, 100, 63, 40, 22, 9, 3].entries()) {
      const r = await givenSellerRequest(t, buyer.id, { createdAt: new Date(Date.now() - days * DAY) });
      old.push(r);
      for (const s of sellers.slice(0, i % 3)) {
        const o = await givenOffer(t, r.id, s.id, `${100 + 10 * i}.00`);
        await db().execute(
          sql`update offers set created_at = ${r.createdAt.toISOString()}::timestamptz + make_interval(mins => ${30 + i * 200}::int) where id = ${o.id}::uuid`,
        );
      }
    }
    await db().insert(requestWidenings).values({ requestId: old[1]!.id, ring: 1, sellerCount: 2 });
    await db()
      .insert(requestDeclines)
      .values({ sellerId: sellers[2]!.id, requestId: old[2]!.id, reason: 'lieferzeit' });
    const { order } = await givenOrder(t, buyer.id, sellers[0]!.id);
    await db().execute(
      sql`update orders set created_at = now() - interval '30 days' where id = ${order.id}::uuid`,
    );

    // The one-time fill, two weeks a batch.
    await db().execute(sql`delete from backfill_progress where name = ${CHART_WEEKS_FILL}`);
    for (let i = 0; i < 30 && !(await fillChartWeeks(db(), 2)).done; i++);
    expect(await read(admin, 26)).toEqual(await counted(admin, 26));
    const stored = (await db().execute(sql`select count(*)::int as n from admin_chart_weeks`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows[0]?.n).toBe(26);

    // Events of every kind the chart counts, some of them in old weeks.
    const fresh = given.multipart({ partNumber: 'KZ-1', manufacturer: 'HYDAC', quantity: '1' });
    expect(
      (await asBuyer.request('POST', '/api/v1/buyer/requests', fresh.body, fresh.headers)).statusCode,
    ).toBe(201);
    const offerIds: string[] = [];
    for (const [i, c] of clients.entries()) {
      const res = await c.post(
        '/api/v1/seller/offers',
        offerBody(old[[6, 3, 6][i]!]!.id, { price: `${50 + i},00` }),
      );
      expect(res.statusCode, res.body).toBe(201);
      offerIds.push((res.json() as { id: string }).id);
    }
    const third = await clients[2]!.post('/api/v1/seller/offers', offerBody(old[5]!.id, { price: '77,00' }));
    expect(third.statusCode, third.body).toBe(201);
    await drain();
    expect((await clients[1]!.post(`/api/v1/seller/offers/${offerIds[1]}/withdraw`)).statusCode).toBe(200);
    const declined = await clients[1]!.post(`/api/v1/seller/requests/${old[4]!.id}/decline`, {
      reason: 'menge',
    });
    expect(declined.statusCode).toBeLessThan(300);
    const placed = await asBuyer.post('/api/v1/buyer/orders', {
      offerId: offerIds[0],
      paymentTermsId: termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await drain();

    for (const weeks of [26, 12, 4, 1]) {
      expect(await read(admin, weeks)).toEqual(await counted(admin, weeks));
      expect(await readLiquidity(admin, weeks)).toEqual(await counted(admin, weeks, readLiquidity));
    }
    const kept = await read(admin, 26);
    expect(kept.weeks.reduce((n, w) => n + w.offers, 0)).toBeGreaterThanOrEqual(10);
    expect(kept.weeks.reduce((n, w) => n + w.declines, 0)).toBe(2);

    // The chart reads the kept rows: a row written behind the spine's back is not in them.
    await givenSellerRequest(t, buyer.id);
    expect((await read(admin, 1)).weeks[0]!.requests).toBe((await counted(admin, 1)).weeks[0]!.requests - 1);
  });
});
