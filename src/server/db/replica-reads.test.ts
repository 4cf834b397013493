import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as given from '#server/test/given.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { REPLICA_LISTS, WROTE_COOKIE } from './replica-reads.ts';

/*
 * Decision 045: the lists read from a streaming replica, the writer's own new request, offer and
 * order from the primary. Runs against a real standby (scripts/test-replica.sh sets
 * TEST_DATABASE_REPLICA); its replay is paused while a case runs, so a row the replica has not
 * seen yet tells which database answered.
 */

const replicaUrl = process.env.TEST_DATABASE_REPLICA;

describe('the lists a replica may answer', () => {
  it('are GET routes of the app', async () => {
    const t = await startTestApp();
    try {
      for (const url of REPLICA_LISTS) expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(!!replicaUrl)('lists from the streaming replica (DATABASE_REPLICA_URL)', () => {
  let t: TestApp;
  let standby: pg.Client;

  beforeAll(async () => {
    t = await startTestApp();
    standby = new pg.Client({ connectionString: replicaUrl });
    await standby.connect();
  });
  afterAll(async () => {
    await standby.query('select pg_wal_replay_resume()').catch(() => undefined);
    await standby.end();
    await t.close();
  });

  /** The replica has replayed everything the primary committed so far. */
  async function caughtUp(): Promise<void> {
    await standby.query('select pg_wal_replay_resume()');
    // The primary's position now: everything committed so far lies before it.
    const primary = (await t.database.db.execute(
      sql`select pg_current_wal_lsn()::text as lsn`,
    )) as unknown as {
      rows: { lsn: string }[];
    };
    const lsn = primary.rows[0]!.lsn;
    for (let i = 0; i < 200; i++) {
      const { rows } = await standby.query<{ ok: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
        [lsn],
      );
      if (rows[0]!.ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('replica did not catch up');
  }

  /** Runs `during` while the replica replays nothing. */
  async function withReplayPaused(during: () => Promise<void>): Promise<void> {
    await caughtUp();
    await standby.query('select pg_wal_replay_pause()');
    try {
      await during();
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  }

  const ids = (res: { json(): unknown }) =>
    ((res.json() as { items: { id: string }[] }).items ?? []).map((i) => i.id);

  it('answers a list from the replica: a row it has not replayed is not there yet', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    await withReplayPaused(async () => {
      // Written past the app (another instance, say): the replica has not seen it.
      const request = await given.request(t, buyer.id);
      const list = await asBuyer.get('/api/v1/buyer/requests');
      expect(list.statusCode).toBe(200);
      expect(ids(list)).not.toContain(request.id);
    });
    await caughtUp();
    // Replayed, it is there (from the replica: this buyer wrote nothing through the app).
    const later = await given.request(t, buyer.id);
    await caughtUp();
    expect(ids(await asBuyer.get('/api/v1/buyer/requests'))).toContain(later.id);
  });

  it("reads a buyer's own new request from the primary", async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    await withReplayPaused(async () => {
      const { body, headers } = given.multipart({
        partNumber: 'RYOW-1',
        manufacturer: 'Bosch Rexroth',
        quantity: '1',
      });
      const created = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
      expect(created.statusCode, created.body).toBe(201);
      // The next instance behind the proxy learns of the write from the cookie.
      expect(String(created.headers['set-cookie'])).toContain(`${WROTE_COOKIE}=1`);
      const id = (created.json() as { id: string }).id;
      expect(ids(await asBuyer.get('/api/v1/buyer/requests'))).toContain(id);
    });
  });

  it("reads a seller's own new offer and a buyer's own new order from the primary", async () => {
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t);
    const request = await given.request(t, buyer.id);
    const termId = await given.activePaymentTermId(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const asSeller = await given.loggedIn(t, seller, 'seller');
    await withReplayPaused(async () => {
      const offer = await asSeller.post('/api/v1/seller/offers', {
        requestId: request.id,
        price: '1.234,50',
        shippingCost: '19,90',
        deliveryWeeks: '2',
        validUntil: germanDatePlusDays(30),
        warranty: '12 Monate',
        condition: 'Neu',
        notes: 'Ab Lager',
        confirmed: true,
      });
      expect(offer.statusCode, offer.body).toBe(201);
      const offerId = (offer.json() as { id: string }).id;
      expect(ids(await asSeller.get('/api/v1/seller/offers'))).toContain(offerId);

      const order = await asBuyer.post('/api/v1/buyer/orders', {
        offerId,
        paymentTermsId: termId,
        billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
        acceptLegal: true,
      });
      expect(order.statusCode, order.body).toBe(201);
      const orderId = (order.json() as { id: string }).id;
      expect(ids(await asBuyer.get('/api/v1/buyer/orders'))).toContain(orderId);
    });
  });

  it('keeps a refused write from sending its caller to the primary', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    await withReplayPaused(async () => {
      const refused = await asBuyer.post('/api/v1/buyer/orders', { offerId: 'kein-angebot' });
      expect(refused.statusCode).toBe(400);
      expect(String(refused.headers['set-cookie'] ?? '')).not.toContain(WROTE_COOKIE);
      const request = await given.request(t, buyer.id);
      expect(ids(await asBuyer.get('/api/v1/buyer/requests'))).not.toContain(request.id);
    });
  });
});
