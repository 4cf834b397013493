import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENCIES, type Urgency } from '#shared/constants.ts';
import { orders, requests } from '#server/db/schema/marketplace.ts';
import { expireRequests } from '#server/modules/requests/lifecycle.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { member } from '#server/test/given-team.ts';
import { compactOwnerCounts, countOwnRequests } from './owner-counts.ts';

/*
 * Decision 077: the own request lists' totals come from request_owner_counts, kept by triggers
 * (requests_owner_count, hp_orders_touch_request) in the writing transaction. After random writes
 * of every kind that moves a request between the figures — created (through the API, by a team
 * member, by a seller buying, directly), closed, cancelled, expired, ordered, its order deleted or
 * moved, deleted, erased, re-graded, given to another company, the shards folded — the figures
 * equal a recount of the raw rows, and each list's total the rows the list holds.
 */

let t: TestApp;
let adminClient: Client;
beforeAll(async () => {
  t = await startTestApp();
  adminClient = await given.loggedIn(t, await given.admin(t), 'admin');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const billing = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

/** A small deterministic generator (mulberry32): the run's sequence of writes follows its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

/**
 * Every figure that differs from the recount, read in one statement (one snapshot: the rows and
 * the deltas written with them), and how many figures there are at all.
 */
async function mismatches(): Promise<{ wrong: unknown[]; figures: number }> {
  const res = (await db().execute(sql`
    with stored as (
      select owner_id, ordered, urgency, sum(n)::int as n from request_owner_counts group by 1, 2, 3
    ), recount as (
      select r.buyer_id as owner_id, exists (select 1 from orders o where o.request_id = r.id) as ordered,
        r.urgency, count(*)::int as n
      from requests r group by 1, 2, 3
    )
    select coalesce(s.owner_id, x.owner_id)::text as owner, coalesce(s.ordered, x.ordered) as ordered,
      coalesce(s.urgency, x.urgency) as urgency, coalesce(s.n, 0) as stored, coalesce(x.n, 0) as real
    from stored s full join recount x
      on x.owner_id = s.owner_id and x.ordered = s.ordered and x.urgency = s.urgency
    where coalesce(s.n, 0) <> coalesce(x.n, 0)`)) as unknown as {
    rows: { owner: string; ordered: boolean; urgency: string; stored: number; real: number }[];
  };
  const figures = (await db().execute(
    sql`select count(*)::int as n from (select 1 from requests group by buyer_id, urgency) x`,
  )) as unknown as { rows: { n: number }[] };
  // A figure that fell to zero may stay as a row until the fold: zero against nothing is right.
  return { wrong: res.rows, figures: Number(figures.rows[0]!.n) };
}

async function expectFiguresTrue(what: string): Promise<number> {
  const { wrong, figures } = await mismatches();
  expect(wrong, what).toEqual([]);
  return figures;
}

/** What the list holds, counted from the rows (the walk the maintained figures replace). */
async function walkedTotal(ownerId: string, state: 'open' | 'ordered' | 'all', urgency?: Urgency) {
  const res = (await db().execute(sql`
    select count(*)::int as n from requests r
    where r.buyer_id = ${ownerId}::uuid
      ${urgency ? sql`and r.urgency = ${urgency}` : sql``}
      ${state === 'all' ? sql`` : sql`and exists (select 1 from orders o where o.request_id = r.id) = ${state === 'ordered'}`}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
}

/** Every state × urgency total of the list, as `client` sees it at `base`, against the rows. */
async function expectListTotals(client: Client, base: string, ownerId: string): Promise<void> {
  for (const state of ['open', 'ordered', 'all'] as const) {
    for (const urgency of [undefined, ...URGENCIES]) {
      const url = `${base}?state=${state}${urgency ? `&urgency=${urgency}` : ''}`;
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      const expected = await walkedTotal(ownerId, state, urgency);
      expect(res.json().total, url).toBe(expected);
      expect(await countOwnRequests(db(), ownerId, { state, urgency }), url).toBe(expected);
    }
  }
}

async function createThroughApi(client: Client, base: string, urgency: Urgency): Promise<string> {
  const form = given.multipart({
    partNumber: `OC-${Math.random().toString(36).slice(2, 8)}`,
    manufacturer: 'HYDAC',
    quantity: '1',
    urgency,
  });
  const res = await client.request('POST', base, form.body, form.headers);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

const WHERE = {
  any: sql``,
  ordered: sql`and exists (select 1 from orders o where o.request_id = r.id)`,
  open: sql`and not exists (select 1 from orders o where o.request_id = r.id)`,
  'active-open': sql`and r.status = 'active' and not exists (select 1 from orders o where o.request_id = r.id)`,
  // No offer yet: a fresh offer and order through the API, nothing left from an earlier order.
  orderable: sql`and r.status = 'active' and not exists (select 1 from offers f where f.request_id = r.id)
    and not exists (select 1 from orders o where o.request_id = r.id)`,
  // No offer an order (perhaps moved elsewhere) still points to: the deletion is not restricted.
  deletable: sql`and not exists (select 1 from orders o where o.request_id = r.id)
    and not exists (select 1 from orders o join offers f on f.id = o.offer_id where f.request_id = r.id)`,
};

/**
 * A random request of the owners matching `where`, or undefined. Picked from the rows in the order
 * they were written, not by their random ids: the same seed makes the same run.
 */
async function anyRequest(rng: ReturnType<typeof generator>, owners: string[], where: keyof typeof WHERE) {
  const res = (await db().execute(sql`
    select r.id, r.buyer_id from requests r
    where r.buyer_id = any(${`{${owners.join(',')}}`}::uuid[]) ${WHERE[where]}
    order by r.created_at, r.id`)) as unknown as { rows: { id: string; buyer_id: string }[] };
  return res.rows.length === 0 ? undefined : rng.pick(res.rows);
}

const KINDS = [
  'create-api',
  'create-direct',
  'close',
  'cancel',
  'expire',
  'order',
  'delete-order',
  'move-order',
  'delete-request',
  'urgency',
  'company',
  'fold',
] as const;

describe('maintained figures of the own request lists (decision 077)', () => {
  it('equal a recount from the raw rows after random writes of every kind, and every list total', async () => {
    await expectFiguresTrue('the migration filled the seeded requests');
    const seed = Number(process.env.OWNER_COUNTS_SEED ?? 77_029);
    const rng = generator(seed);

    const ownerA = await given.verifiedBuyer(t);
    const clientA = await given.loggedIn(t, ownerA, 'buyer');
    const requester = await member(t, clientA, 'buyer', 'requester');
    const ownerB = await given.verifiedBuyer(t);
    const clientB = await given.loggedIn(t, ownerB, 'buyer');
    const sellerBuying = await given.seller(t);
    const clientS = await given.loggedIn(t, sellerBuying, 'seller');
    const supplier = await given.seller(t);
    const termId = await given.activePaymentTermId(t, 30);
    const owners = [ownerA.id, ownerB.id, sellerBuying.id];
    const clients: Record<string, { client: Client; base: string }[]> = {
      [ownerA.id]: [
        { client: clientA, base: '/api/v1/buyer/requests' },
        { client: requester.client, base: '/api/v1/buyer/requests' },
      ],
      [ownerB.id]: [{ client: clientB, base: '/api/v1/buyer/requests' }],
      [sellerBuying.id]: [{ client: clientS, base: '/api/v1/seller/my-requests' }],
    };
    const ownerClient = (ownerId: string) => clients[ownerId]![0]!;

    for (const urgency of URGENCIES) await createThroughApi(clientA, '/api/v1/buyer/requests', urgency);

    /** One write of the kind, on a request that allows it; false when there was none. */
    async function write(kind: (typeof KINDS)[number], urgency: Urgency, ownerId: string): Promise<boolean> {
      switch (kind) {
        case 'create-api': {
          const { client, base } = rng.pick(clients[ownerId]!);
          await createThroughApi(client, base, urgency);
          return true;
        }
        case 'create-direct':
          await given.request(t, ownerId, { urgency });
          return true;
        case 'close':
        case 'cancel': {
          const r = await anyRequest(rng, owners, 'active-open');
          if (!r) return false;
          const { client, base } = ownerClient(r.buyer_id);
          const res = await client.post(`${base}/${r.id}/${kind}`, { reason: 'Erledigt' });
          expect(res.statusCode, res.body).toBe(200);
          return true;
        }
        case 'expire': {
          const r = await anyRequest(rng, owners, 'active-open');
          if (!r) return false;
          await db()
            .update(requests)
            .set({ expiresAt: new Date(Date.now() - 60_000) })
            .where(eq(requests.id, r.id));
          expect(await expireRequests({ ctx: { db: db() }, input: {} })).toBeGreaterThan(0);
          return true;
        }
        case 'order': {
          // Through the API (the batched placement statement), by a buyer owner.
          const r = await anyRequest(rng, [ownerA.id, ownerB.id], 'orderable');
          if (!r) return false;
          const offer = await given.offer(t, r.id, (await given.seller(t)).id);
          const client = r.buyer_id === ownerA.id ? clientA : clientB;
          const res = await client.post('/api/v1/buyer/orders', {
            offerId: offer.id,
            paymentTermsId: termId,
            billingAddress: billing,
            acceptLegal: true,
          });
          expect(res.statusCode, res.body).toBe(201);
          return true;
        }
        case 'delete-order': {
          const r = await anyRequest(rng, owners, 'ordered');
          if (!r) return false;
          await db().delete(orders).where(eq(orders.requestId, r.id));
          return true;
        }
        case 'move-order': {
          const from = await anyRequest(rng, owners, 'ordered');
          const to = await anyRequest(rng, owners, 'open');
          if (!from || !to) return false;
          await db().update(orders).set({ requestId: to.id }).where(eq(orders.requestId, from.id));
          return true;
        }
        case 'delete-request': {
          const r = await anyRequest(rng, owners, 'deletable');
          if (!r) return false;
          await db().delete(requests).where(eq(requests.id, r.id));
          return true;
        }
        case 'urgency': {
          const r = await anyRequest(rng, owners, 'any');
          if (!r) return false;
          await db().update(requests).set({ urgency }).where(eq(requests.id, r.id));
          return true;
        }
        case 'company': {
          // No route moves a request to another company; the figures follow one that is moved.
          const r = await anyRequest(rng, owners, 'any');
          if (!r) return false;
          const to = owners.filter((o) => o !== r.buyer_id);
          await db()
            .update(requests)
            .set({ buyerId: rng.pick(to), ...(rng.next() < 0.5 ? { urgency } : {}) })
            .where(eq(requests.id, r.id));
          return true;
        }
        case 'fold':
          await compactOwnerCounts(db());
          return true;
      }
    }

    const steps: string[] = [];
    for (let step = 0; step < 60; step++) {
      const kind = rng.pick(KINDS);
      const urgency = rng.pick(URGENCIES);
      const ownerId = rng.pick(owners);
      if (await write(kind, urgency, ownerId)) steps.push(kind);
      await expectFiguresTrue(`seed ${seed}, after ${steps.join(', ')}`);
    }
    // Every kind of write happened at least once in the run.
    expect(new Set(steps)).toEqual(new Set(KINDS));
    expect(await expectFiguresTrue('after the random writes')).toBeGreaterThan(4);

    // Each list as its users see it: the owner's and the member's (the company's list), the other
    // buyer's, the seller's 'Meine Anfragen' and its summary card.
    await expectListTotals(clientA, '/api/v1/buyer/requests', ownerA.id);
    await expectListTotals(requester.client, '/api/v1/buyer/requests', ownerA.id);
    await expectListTotals(clientB, '/api/v1/buyer/requests', ownerB.id);
    await expectListTotals(clientS, '/api/v1/seller/my-requests', sellerBuying.id);
    const summary = await clientS.get('/api/v1/seller/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().myRequests).toBe(await walkedTotal(sellerBuying.id, 'open'));

    // Erased (decision 052: a buyer with orders is anonymised, the requests stay) and deleted
    // (a buyer without orders: the requests go with the account).
    const [placedByB] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.buyerId, ownerB.id));
    if (!placedByB) {
      const r = await given.request(t, ownerB.id);
      const offer = await given.offer(t, r.id, supplier.id);
      const res = await clientB.post('/api/v1/buyer/orders', {
        offerId: offer.id,
        paymentTermsId: termId,
        billingAddress: billing,
        acceptLegal: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await adminClient.delete(`/api/v1/admin/buyers/${ownerB.id}`)).statusCode).toBe(200);
    await expectFiguresTrue('after erasing a buyer with orders');
    const leaving = await given.verifiedBuyer(t);
    for (const u of URGENCIES) await given.request(t, leaving.id, { urgency: u });
    await expectFiguresTrue('before deleting a buyer');
    expect((await adminClient.delete(`/api/v1/admin/buyers/${leaving.id}`)).statusCode).toBe(200);
    await expectFiguresTrue('after deleting a buyer with their requests');
    expect(await countOwnRequests(db(), leaving.id, { state: 'all' })).toBe(0);
  });

  it('keeps the filtered totals, which walk the rows, and the company scope of a member', async () => {
    const owner = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, owner, 'buyer');
    const requester = await member(t, client, 'buyer', 'requester');
    const seller = await given.seller(t);
    const mine = await createThroughApi(requester.client, '/api/v1/buyer/requests', 'hoch');
    await createThroughApi(client, '/api/v1/buyer/requests', 'hoch');
    const withOffer = await given.request(t, owner.id, { urgency: 'dringend', partNumber: 'SUCH-1' });
    await given.offer(t, withOffer.id, seller.id);
    const assigned = await client.put(`/api/v1/buyer/requests/${mine}/assignee`, {
      assigneeId: requester.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const total = async (c: Client, query: string) =>
      (await c.get(`/api/v1/buyer/requests?${query}`)).json().total;
    expect(await total(client, '')).toBe(3);
    expect(await total(requester.client, '')).toBe(3);
    expect(await total(requester.client, 'assigned=me')).toBe(1);
    expect(await total(client, 'assigned=me')).toBe(0);
    expect(await total(client, 'search=such')).toBe(1);
    expect(await total(client, 'offers=with')).toBe(1);
    expect(await total(client, 'offers=without&urgency=hoch')).toBe(2);
    expect(await total(client, `updatedSince=${encodeURIComponent(new Date(0).toISOString())}`)).toBe(3);
    // Another company's figures are not this one's.
    const stranger = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect(await total(stranger, '')).toBe(0);
  });

  it('hp_rebuild_request_owner_counts() recounts to the same figures', async () => {
    const before = (await db().execute(
      sql`select owner_id::text, ordered, urgency, sum(n)::int as n from request_owner_counts
        group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
    )) as unknown as { rows: unknown[] };
    await db().execute(sql`select hp_rebuild_request_owner_counts()`);
    const after = (await db().execute(
      sql`select owner_id::text, ordered, urgency, sum(n)::int as n from request_owner_counts
        group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`,
    )) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual(before.rows);
    await expectFiguresTrue('after the rebuild');
    const shards = await db().execute(
      sql`select count(*)::int as n from request_owner_counts where shard <> 0`,
    );
    expect((shards as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
