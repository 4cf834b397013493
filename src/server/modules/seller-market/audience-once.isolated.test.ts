import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerJobHandlers } from '#server/consumers.ts';
import { requestAudienceSellers } from '#server/db/schema/audience-sellers.ts';
import { brands } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import { pushSubscriptions } from '#server/db/schema/push.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import { recordEvent } from '#server/events/record.ts';
import { AUDIENCE_BATCH } from '#server/events/subscriptions.ts';

const AUDIENCE_BATCH_SIZE = AUDIENCE_BATCH.notifications;
import { createJobRunner } from '#server/modules/jobs/runner.ts';
import { applyRetention } from '#server/modules/retention/service.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import * as given from '#server/test/given.ts';
import type * as AudienceRepository from './repository/audience.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { recordedEvents, runConsumers } from '#server/test/outbox.ts';

/*
 * Decision 068: the audience of a request event is computed once, by the audience consumer, and
 * stored; the mail, webhook, push and live consumers read their batch of it.
 */

/** How often the audience statement runs: storing it (the audience consumer) and computing it anew. */
const runs = vi.hoisted(() => ({ stored: 0, computed: 0 }));
vi.mock('#server/modules/seller-market/repository/audience.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AudienceRepository>();
  return {
    ...real,
    storeEventAudience: (...args: Parameters<typeof real.storeEventAudience>) => {
      runs.stored += 1;
      return real.storeEventAudience(...args);
    },
    requestAudience: (...args: Parameters<typeof real.requestAudience>) => {
      runs.computed += 1;
      return real.requestAudience(...args);
    },
  };
});

const SITE = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  runs.stored = 0;
  runs.computed = 0;
});

/** A brand of this test's own, so only this test's sellers serve it (every seller here has brands). */
async function ownBrand(): Promise<{ id: string; name: string }> {
  const name = `Audienz ${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await t.database.db.insert(brands).values({ name }).returning({ id: brands.id });
  return { id: row!.id, name };
}

async function sellerOf(brandId: string) {
  const s = await given.seller(t);
  await t.database.db.insert(sellerBrands).values({ sellerId: s.id, brandId });
  return s;
}

/** A request posted by a buyer through the API (it records request.created). */
async function postRequest(manufacturer: string) {
  const buyer = await given.verifiedBuyer(t);
  const asBuyer = await given.loggedIn(t, buyer, 'buyer');
  const { body, headers } = given.multipart({ partNumber: 'AUD-4711', manufacturer });
  const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  const [event] = await recordedEvents(t.database.db, 'request.created', 'requestId', id);
  return { id, buyer, asBuyer, eventId: event!.id };
}

/** The new-request mails queued for a request, by recipient. */
async function newRequestMails(requestId: string): Promise<MailJobPayload[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, 'mail.send'), like(jobs.dedupeKey, `mail:new_request:${requestId}:%`)));
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

/** The consumer jobs of one event: type, batch and status. */
async function consumerJobs(eventId: number) {
  return t.database.db
    .select({
      type: jobs.type,
      batch: sql<number | null>`(${jobs.payload}->>'batch')::int`,
      status: jobs.status,
    })
    .from(jobs)
    .where(sql`${jobs.type} like 'event.%' and (${jobs.payload}->>'eventId')::bigint = ${eventId}`)
    .orderBy(jobs.type, sql`(${jobs.payload}->>'batch')::int`);
}

/** The sellers the live consumer told of a new request (LISTEN on its channel). */
async function listenLive(): Promise<{ users: string[]; stop: () => Promise<void> }> {
  const users: string[] = [];
  const stop = await t.database.listen('hp_live', (payload) => {
    const m = JSON.parse(payload) as { u: string[]; event: { type: string } };
    if (m.event.type === 'request.created') users.push(...m.u);
  });
  return { users, stop };
}

describe('the audience of a request event is computed once (decision 068)', () => {
  it('reaches exactly the two sellers of the brand, through every consumer, with one audience statement', async () => {
    const brand = await ownBrand();
    const other = await ownBrand();
    const a = await sellerOf(brand.id);
    const b = await sellerOf(brand.id);
    const c = await sellerOf(other.id);
    // Each seller has a webhook endpoint and a push subscription, so every consumer has someone to tell.
    for (const s of [a, b, c]) {
      await t.database.db.insert(webhookEndpoints).values({
        ownerId: s.id,
        url: `https://example.com/hooks/${s.id}`,
        secret: 'whsec_test',
        events: ['request.created'],
      });
      await t.database.db.insert(pushSubscriptions).values({
        ownerId: s.id,
        endpoint: `https://push.example.com/${s.id}`,
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
        label: 'Test',
      });
    }
    const live = await listenLive();
    const request = await postRequest(brand.name);

    await runConsumers(t.database.db, SITE);

    // One audience statement for the event; no consumer computed it again.
    expect(runs).toEqual({ stored: 1, computed: 0 });
    const stored = await t.database.db
      .select({ sellerId: requestAudienceSellers.sellerId, reason: requestAudienceSellers.reason })
      .from(requestAudienceSellers)
      .where(eq(requestAudienceSellers.requestId, request.id));
    expect(stored.map((r) => r.sellerId).sort()).toEqual([a.id, b.id].sort());
    expect(stored.every((r) => r.reason === 'relevant')).toBe(true);

    // Mail: a and b once each, c not.
    expect((await newRequestMails(request.id)).map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    // Webhooks: one delivery per endpoint of a and b.
    const deliveries = await t.database.db
      .select({ ownerId: webhookEndpoints.ownerId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(sql`${webhookDeliveries.body}::jsonb -> 'data' ->> 'id' = ${request.id}`);
    expect(deliveries.map((d) => d.ownerId).sort()).toEqual([a.id, b.id].sort());
    // Push: one delivery per subscription of a and b.
    const pushes = (await t.database.db.execute(sql`
      select s.owner_id from push_deliveries d join push_subscriptions s on s.id = d.subscription_id
      where d.event_id = ${request.eventId}`)) as unknown as { rows: { owner_id: string }[] };
    expect(pushes.rows.map((r) => r.owner_id).sort()).toEqual([a.id, b.id].sort());
    // Live: a's and b's screens, once each.
    await expect.poll(() => live.users.length).toBe(2);
    await live.stop();
    expect(live.users.sort()).toEqual([a.id, b.id].sort());
    // One audience job, then one job of each reader (two sellers: one batch), all done.
    expect(await consumerJobs(request.eventId)).toEqual([
      { type: 'event.audience', batch: null, status: 'done' },
      { type: 'event.charts', batch: null, status: 'done' },
      { type: 'event.live', batch: 0, status: 'done' },
      { type: 'event.notifications', batch: 0, status: 'done' },
      { type: 'event.push', batch: 0, status: 'done' },
      { type: 'event.stock', batch: null, status: 'done' },
      { type: 'event.webhooks', batch: 0, status: 'done' },
    ]);
  });

  it('a widening reaches only the sellers it newly reached, and nobody twice', async () => {
    const brand = await ownBrand();
    const elsewhere = await ownBrand();
    const a = await sellerOf(brand.id);
    const b = await sellerOf(brand.id);
    const c = await sellerOf(elsewhere.id);
    // Ring 2 (decision 053): c opted in to widened requests whatever their brands.
    await t.database.db.insert(sellerWideningOptIns).values({ sellerId: c.id });
    const request = await postRequest(brand.name);
    await runConsumers(t.database.db, SITE);
    expect((await newRequestMails(request.id)).map((m) => m.to).sort()).toEqual([a.email, b.email].sort());

    const widened = await request.asBuyer.post(`/api/v1/buyer/requests/${request.id}/widen`, {});
    expect(widened.statusCode, widened.body).toBe(204);
    const [event] = await recordedEvents(t.database.db, 'request.widened', 'requestId', request.id);
    expect((event!.payload as { sellerIds: string[] }).sellerIds).toEqual([c.id]);
    runs.stored = 0;
    runs.computed = 0;
    await runConsumers(t.database.db, SITE);
    expect(runs).toEqual({ stored: 1, computed: 0 });

    const mails = await newRequestMails(request.id);
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email, c.email].sort());
    const stored = await t.database.db
      .select({ sellerId: requestAudienceSellers.sellerId, reason: requestAudienceSellers.reason })
      .from(requestAudienceSellers)
      .where(eq(requestAudienceSellers.requestId, request.id));
    expect(stored.find((r) => r.sellerId === c.id)?.reason).toBe('ring-2');

    // An event that names sellers the request already reached (a second widening's view of them,
    // a replayed event) stores and tells none of them again.
    await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'request.widened',
        requestId: request.id,
        buyerId: request.buyer.id,
        ring: 2,
        sellerIds: [a.id, c.id],
      }),
    );
    await runConsumers(t.database.db, SITE);
    expect((await newRequestMails(request.id)).length).toBe(3);
    expect(
      await t.database.db.$count(requestAudienceSellers, eq(requestAudienceSellers.requestId, request.id)),
    ).toBe(3);
  });

  it('forgets a stored audience after the jobs’ period, and keeps a recent one', async () => {
    const brand = await ownBrand();
    const a = await sellerOf(brand.id);
    const old = await postRequest(brand.name);
    const recent = await postRequest(brand.name);
    await runConsumers(t.database.db, SITE);
    const { jobsDays } = t.app.deps.config.ops.retention;
    await t.database.db
      .update(requestAudienceSellers)
      .set({ computedAt: new Date(Date.now() - (jobsDays + 1) * 24 * 3_600_000) })
      .where(eq(requestAudienceSellers.requestId, old.id));
    const deleted = await applyRetention({
      ctx: { db: t.database.db },
      input: { periods: t.app.deps.config.ops.retention },
    });
    expect(deleted.eventAudiences).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ requestId: requestAudienceSellers.requestId })
      .from(requestAudienceSellers)
      .where(eq(requestAudienceSellers.sellerId, a.id));
    expect(left.map((r) => r.requestId)).toEqual([recent.id]);
  });
});

/**
 * 2000 sellers of one brand, made by one INSERT … SELECT generate_series: approved, active, in
 * trial, each with the brand.
 */
async function manySellers(brandId: string, n: number, tag: string): Promise<void> {
  await t.database.db.execute(sql`
    with p as (
      insert into profiles (email, name, role, email_verified)
        select 'mass-' || ${tag}::text || '-' || g || '@example.com', 'Verkäufer ' || g, 'seller', true
        from generate_series(1, ${n}::int) as g
      returning id
    ), s as (
      insert into seller_profiles (id, first_name, last_name, company_name, contact_person, phone,
          vat_number, approval_status, payment_status, active_status)
        select id, 'Vera', 'Käufer', 'Massenhandel GmbH', 'Vera Käufer', '+49 30 1234', 'DE123456789',
          'approved', 'freetrial', 'active'
        from p
      returning id
    )
    insert into seller_brands (seller_id, brand_id) select id, ${brandId}::uuid from s`);
}

/** A runner of the consumers' jobs only (the mails they queue stay queued), as the worker runs them. */
const consumerRunner = () =>
  createJobRunner(t.database.db, consumerJobHandlers(t.database.db, SITE), pino({ level: 'silent' }));

describe('the fan-out to many sellers is batched (decision 068)', () => {
  it('gives each of 2000 sellers exactly one new-request mail, queued in batches of 200', async () => {
    const brand = await ownBrand();
    const tag = crypto.randomUUID().slice(0, 8);
    await manySellers(brand.id, 2000, tag);
    const live = await listenLive();
    const request = await postRequest(brand.name);

    await consumerRunner().drain();
    await expect.poll(() => live.users.length).toBe(2000);
    await live.stop();
    expect(new Set(live.users).size).toBe(2000);

    expect(runs).toEqual({ stored: 1, computed: 0 });
    const mails = await newRequestMails(request.id);
    expect(mails).toHaveLength(2000);
    expect(new Set(mails.map((m) => m.to)).size).toBe(2000);
    expect(mails.every((m) => m.to.startsWith(`mass-${tag}-`))).toBe(true);
    const batches = Math.ceil(2000 / AUDIENCE_BATCH_SIZE);
    const readers = (await consumerJobs(request.eventId)).filter((j) => j.batch !== null);
    for (const type of ['event.notifications', 'event.webhooks', 'event.push']) {
      const mine = readers.filter((j) => j.type === type);
      expect(mine.map((j) => j.batch)).toEqual([...Array(batches).keys()]);
      expect(mine.every((j) => j.status === 'done')).toBe(true);
    }
    // The live lane gets one job for all 2000 screens (NOTIFYs, no rows): other events' screens
    // wait behind one job, not ten.
    expect(readers.filter((j) => j.type === 'event.live')).toEqual([
      { type: 'event.live', batch: 0, status: 'done' },
    ]);
    // Each batch's mails went in one transaction of their own (created_at is its start).
    const perStatement = (await t.database.db.execute(sql`
      select count(*)::int as n from jobs
      where type = 'mail.send' and dedupe_key like ${`mail:new_request:${request.id}:%`}
      group by created_at order by 1`)) as unknown as { rows: { n: number }[] };
    expect(perStatement.rows.map((r) => r.n)).toEqual(Array(batches).fill(AUDIENCE_BATCH_SIZE));
  }, 120_000);

  it('retries a batch that failed mid-way without telling anybody twice', async () => {
    const brand = await ownBrand();
    const tag = crypto.randomUUID().slice(0, 8);
    await manySellers(brand.id, 3 * AUDIENCE_BATCH_SIZE, tag);
    // The third batch's mail insert fails once (a sequence is not rolled back with it).
    await t.database.db.execute(sql.raw(`create sequence if not exists audience_fail_once`));
    await t.database.db.execute(
      sql.raw(`create or replace function audience_fail_once() returns trigger language plpgsql as $$
      begin
        if new.type = 'mail.send' and new.payload->>'to' like 'mass-${tag}-%'
          and nextval('audience_fail_once') = ${2 * AUDIENCE_BATCH_SIZE + 50} then
          raise exception 'simulated failure in the third batch';
        end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger audience_fail_once before insert on jobs
        for each row execute function audience_fail_once()`),
    );
    try {
      const request = await postRequest(brand.name);
      const runner = consumerRunner();
      await runner.drain();
      // Two batches are done, the third waits for its retry with nothing of it queued.
      expect(await newRequestMails(request.id)).toHaveLength(2 * AUDIENCE_BATCH_SIZE);
      const failed = (await consumerJobs(request.eventId)).filter((j) => j.type === 'event.notifications');
      expect(failed.map((j) => j.status).sort()).toEqual(['done', 'done', 'pending']);
      // Its retry is due now; the runner runs it again.
      await t.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.type, 'event.notifications'), eq(jobs.status, 'pending')));
      await runner.drain();
      const mails = await newRequestMails(request.id);
      expect(mails).toHaveLength(3 * AUDIENCE_BATCH_SIZE);
      expect(new Set(mails.map((m) => m.to)).size).toBe(3 * AUDIENCE_BATCH_SIZE);

      // A batch job run once more (another runner, a replay): the mails' dedupe keys add none.
      const [again] = await t.database.db
        .insert(jobs)
        .values({
          type: 'event.notifications',
          payload: { eventId: request.eventId, event: 'request.created', batch: 1 },
        })
        .returning();
      await runner.drain();
      expect(again).toBeDefined();
      expect(await newRequestMails(request.id)).toHaveLength(3 * AUDIENCE_BATCH_SIZE);
      expect(runs.computed).toBe(0);
      expect(runs.stored).toBe(1);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger if exists audience_fail_once on jobs`));
    }
  }, 120_000);
});
