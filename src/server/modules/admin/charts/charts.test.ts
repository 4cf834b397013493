import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, Client, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { orders, requestDeclines } from '#server/db/schema/marketplace.ts';
import { requestWidenings } from '#server/db/schema/widening.ts';
import { generateOrderNumber } from '#shared/orders/order-number.ts';
import type { InvoiceParties } from '#shared/billing/invoices.ts';
import type { AdminCharts } from '#shared/charts/schema.ts';

/** Issue 35: the admin dashboard's weekly figures and the seller funnel (decision 059). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MIN = 60_000;

async function asAdmin() {
  return given.loggedIn(t, await given.admin(t), 'admin');
}

async function read(admin: Client, query = ''): Promise<AdminCharts> {
  const res = await admin.get(`/api/v1/admin/stats/charts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCharts;
}

/** Wednesday 10:00 (German time) of the week ten weeks ago: no other row of this file is that old. */
async function wednesdayTenWeeksAgo(): Promise<{ at: Date; weekStart: string }> {
  const res = (await t.database.db.execute(sql`
    select (w + interval '2 days 10 hours') at time zone 'Europe/Berlin' as at, to_char(w, 'YYYY-MM-DD') as week_start
      from (select date_trunc('week', (now() - interval '70 days') at time zone 'Europe/Berlin') as w) x
  `)) as unknown as { rows: { at: string | Date; week_start: string }[] };
  return { at: new Date(res.rows[0]!.at), weekStart: res.rows[0]!.week_start };
}

let invoiceSeq = 900_000;
async function givenInvoice(
  sellerId: string,
  kind: 'invoice' | 'credit_note',
  issuedOn: string,
  status: 'open' | 'paid',
) {
  invoiceSeq += 1;
  await t.database.db.insert(invoices).values({
    number: `HP-T-${invoiceSeq}`,
    kind,
    year: 2026,
    seq: invoiceSeq,
    sellerId,
    plan: 'monthly',
    periodStart: issuedOn,
    periodEnd: issuedOn,
    issuedOn,
    dueOn: issuedOn,
    remindOn: issuedOn,
    graceEndsOn: issuedOn,
    netCents: 4995,
    vatRatePercent: 19,
    vatCents: 949,
    grossCents: 5944,
    vatTreatment: 'domestic',
    status,
    parties: {} as InvoiceParties,
  });
}

describe('GET /api/v1/admin/stats/charts', () => {
  it('refuses anyone without a session (401) and buyers and sellers (403)', async () => {
    expect((await new Client(t.app).get('/api/v1/admin/stats/charts')).statusCode).toBe(401);
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/admin/stats/charts')).statusCode).toBe(403);
    const seller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await seller.get('/api/v1/admin/stats/charts')).statusCode).toBe(403);
  });

  it('refuses a bad query with a German message', async () => {
    const admin = await asAdmin();
    for (const [query, text] of [
      ['weeks=27', 'höchstens 26 Wochen'],
      ['weeks=0', 'mindestens eine Woche'],
      ['weeks=zwölf', 'Zahl von Wochen'],
      ['weeks=2.5', 'ganze Zahl von Wochen'],
    ] as const) {
      const res = await admin.get(`/api/v1/admin/stats/charts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(text);
    }
  });

  it('counts a small market of one week by hand: requests, offers, orders, liquidity, widened, declines, revenue', async () => {
    const { at, weekStart } = await wednesdayTenWeeksAgo();
    const after = (minutes: number) => new Date(at.getTime() + minutes * MIN);
    const buyer = await given.verifiedBuyer(t);
    const [s1, s2, s3] = await Promise.all([given.seller(t), given.seller(t), given.seller(t)]);
    const two = await given.request(t, buyer.id, { createdAt: at });
    const one = await given.request(t, buyer.id, { createdAt: at });
    const none = await given.request(t, buyer.id, { createdAt: at });
    // First offers after 30 and 90 minutes (median 60); a withdrawn earlier offer counts nowhere.
    const won = await given.offer(t, two.id, s1.id, { createdAt: after(30) });
    await given.offer(t, two.id, s2.id, { createdAt: after(300) });
    await given.offer(t, one.id, s1.id, { createdAt: after(90) });
    await given.offer(t, one.id, s3.id, { createdAt: after(10), status: 'zurueckgezogen' });
    await t.database.db.insert(orders).values({
      orderNumber: generateOrderNumber(),
      offerId: won.id,
      requestId: two.id,
      buyerId: buyer.id,
      sellerId: s1.id,
      totalAmount: '130.90',
      taxAmount: '20.90',
      billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
      createdAt: after(24 * 60),
    });
    // 'one' reached ring 1; 'none' was declined twice.
    await t.database.db
      .insert(requestWidenings)
      .values({ requestId: one.id, ring: 1, sellerCount: 2, createdAt: after(240) });
    await t.database.db.insert(requestDeclines).values([
      { sellerId: s2.id, requestId: none.id, reason: 'nicht_verfuegbar', createdAt: after(60) },
      { sellerId: s3.id, requestId: none.id, reason: 'lieferzeit', createdAt: after(61) },
    ]);
    // Two invoices and one credit note issued on the Wednesday: one fee net.
    const wednesday = new Date(`${weekStart}T12:00:00Z`);
    wednesday.setUTCDate(wednesday.getUTCDate() + 2);
    const issuedOn = wednesday.toISOString().slice(0, 10);
    await givenInvoice(s1.id, 'invoice', issuedOn, 'paid');
    await givenInvoice(s2.id, 'invoice', issuedOn, 'open');
    await givenInvoice(s2.id, 'credit_note', issuedOn, 'open');

    const charts = await read(await asAdmin(), '?weeks=26');
    expect(charts.weeks).toHaveLength(26);
    expect(charts.weeks.map((w) => new Date(`${w.weekStart}T12:00:00Z`).getUTCDay())).toEqual(
      Array.from({ length: 26 }, () => 1),
    );
    expect(charts.weeks.find((w) => w.weekStart === weekStart)).toEqual({
      weekStart,
      requests: 3,
      // Offers made that week: the withdrawn one too (the liquidity figures leave it out).
      offers: 4,
      orders: 1,
      twoOfferShare: 1 / 3,
      medianFirstOfferMinutes: 60,
      widened: 1,
      declines: 2,
      revenueCents: 4995,
    });
    // The same week in the liquidity tab counts the widened request too (decision 053 → 059).
    const liquidity = await (await asAdmin()).get('/api/v1/admin/stats/liquidity?weeks=26');
    const week = (liquidity.json() as { weeks: { weekStart: string; widened: number }[] }).weeks.find(
      (w) => w.weekStart === weekStart,
    );
    expect(week?.widened).toBe(1);
    // A shorter period leaves that week out; the default is 12 weeks, the last the current one.
    const short = await read(await asAdmin(), '?weeks=4');
    expect(short.weeks.map((w) => w.weekStart)).not.toContain(weekStart);
    const defaults = await read(await asAdmin());
    expect(defaults.weeks).toHaveLength(12);
    expect(defaults.weeks.at(-1)!.weekStart).toBe(short.weeks.at(-1)!.weekStart);
  });

  it('follows sellers from signup to approved to paid', async () => {
    const admin = await asAdmin();
    const before = (await read(admin)).funnel;
    await given.seller(t, { approval: 'pending' });
    await given.seller(t, { approval: 'rejected' });
    await given.seller(t, { approval: 'approved' });
    await given.seller(t, { approval: 'approved', payment: 'paid' });
    const invoiced = await given.seller(t, { approval: 'approved' });
    await givenInvoice(invoiced.id, 'invoice', new Date().toISOString().slice(0, 10), 'paid');
    // An open invoice is not a payment.
    const owing = await given.seller(t, { approval: 'approved' });
    await givenInvoice(owing.id, 'invoice', new Date().toISOString().slice(0, 10), 'open');
    const after = (await read(admin)).funnel;
    expect({
      signedUp: after.signedUp - before.signedUp,
      approved: after.approved - before.approved,
      paid: after.paid - before.paid,
    }).toEqual({ signedUp: 6, approved: 4, paid: 2 });
  });
});
