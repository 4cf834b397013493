import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventAudienceSellers } from '#server/db/schema/audience-sellers.ts';
import { brands } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { AUDIENCE_BATCH } from '#server/events/subscriptions.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { recordedEvents, runConsumers } from '#server/test/outbox.ts';
import type * as AnswerAudienceRepository from './repository/answer-audience.ts';
import type * as AudienceRepository from './repository/audience.ts';

/*
 * Decision 073: who hears of an answered question — the sellers the request reaches now (screens,
 * webhooks) and its bidders (the mail) — is computed once, by the audience consumer, and stored
 * under the event; live, webhooks and notifications read their batch of it.
 */

/** How often the answer's audience is stored, and how often a consumer computes relevance anew. */
const runs = vi.hoisted(() => ({ stored: 0, computed: 0 }));
vi.mock('#server/modules/seller-market/repository/answer-audience.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AnswerAudienceRepository>();
  return {
    ...real,
    storeAnswerAudience: (...args: Parameters<typeof real.storeAnswerAudience>) => {
      runs.stored += 1;
      return real.storeAnswerAudience(...args);
    },
  };
});
vi.mock('#server/modules/seller-market/repository/audience.ts', async (importOriginal) => {
  const real = await importOriginal<typeof AudienceRepository>();
  return {
    ...real,
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

/** A brand of this test's own, so only this test's sellers serve it. */
async function ownBrand(): Promise<{ id: string; name: string }> {
  const name = `Antwort ${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await t.database.db.insert(brands).values({ name }).returning({ id: brands.id });
  return { id: row!.id, name };
}

async function sellerOf(brandId: string) {
  const s = await given.seller(t);
  await t.database.db.insert(sellerBrands).values({ sellerId: s.id, brandId });
  return { ...s, client: await given.loggedIn(t, s, 'seller') };
}

/** A request posted through the API, its new-request fan-out run, so its sellers see it. */
async function postRequest(manufacturer: string) {
  const buyer = await given.verifiedBuyer(t);
  const asBuyer = await given.loggedIn(t, buyer, 'buyer');
  const { body, headers } = given.multipart({ partNumber: 'ANS-4711', manufacturer });
  const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  await runConsumers(t.database.db, SITE);
  return { id: (res.json() as { id: string }).id, buyer, asBuyer };
}

/** `asker` asks, the owner answers; returns the answered event's id (its consumers not yet run). */
async function askAndAnswer(
  request: Awaited<ReturnType<typeof postRequest>>,
  asker: Awaited<ReturnType<typeof sellerOf>>,
) {
  const asked = await asker.client.post(`/api/v1/seller/requests/${request.id}/questions`, {
    text: 'Welche Dichtung: NBR oder FKM?',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const questionId = (asked.json() as { id: string }).id;
  await runConsumers(t.database.db, SITE); // the question's own events: not the answer's screens
  const answered = await request.asBuyer.post(
    `/api/v1/buyer/requests/${request.id}/questions/${questionId}/answer`,
    { text: 'FKM, bitte.' },
  );
  expect(answered.statusCode, answered.body).toBe(200);
  const [event] = await recordedEvents(t.database.db, 'request.question_answered', 'questionId', questionId);
  runs.stored = 0;
  runs.computed = 0;
  return { questionId, eventId: Number(event!.id) };
}

/** The 'Neue Antwort' mails queued for a question. */
async function answerMails(questionId: string): Promise<MailJobPayload[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, 'mail.send'), like(jobs.dedupeKey, `mail:question_answered:${questionId}:%`)));
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

/** The users whose screens the live consumer told of a request's questions. */
async function listenLive(requestId: string) {
  const users: string[] = [];
  const stop = await t.database.listen('hp_live', (payload) => {
    const m = JSON.parse(payload) as { u: string[]; event: { type: string; requestId?: string } };
    if (m.event.type === 'questions.changed' && m.event.requestId === requestId) users.push(...m.u);
  });
  return { users, stop };
}

describe("an answered question's audience is computed once (decision 073)", () => {
  it('mails the bidders, tells the screens and systems of those who see the request, with one audience statement', async () => {
    const brand = await ownBrand();
    const other = await ownBrand();
    const bidder = await sellerOf(brand.id);
    const onlooker = await sellerOf(brand.id);
    const outsider = await sellerOf(other.id);
    for (const s of [bidder, onlooker, outsider]) {
      await t.database.db.insert(webhookEndpoints).values({
        ownerId: s.id,
        url: `https://example.com/hooks/${s.id}`,
        secret: 'whsec_test',
        events: ['request.question_answered'],
      });
    }
    const request = await postRequest(brand.name);
    const offered = await bidder.client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(offered.statusCode, offered.body).toBe(201);
    const { questionId, eventId } = await askAndAnswer(request, onlooker);
    const live = await listenLive(request.id);

    await runConsumers(t.database.db, SITE);

    expect(runs).toEqual({ stored: 1, computed: 0 });
    const stored = await t.database.db
      .select({
        sellerId: eventAudienceSellers.sellerId,
        seesRequest: eventAudienceSellers.seesRequest,
        bidder: eventAudienceSellers.bidder,
      })
      .from(eventAudienceSellers)
      .where(eq(eventAudienceSellers.eventId, eventId))
      .orderBy(eventAudienceSellers.sellerId);
    expect(stored).toEqual(
      [
        { sellerId: bidder.id, seesRequest: true, bidder: true },
        { sellerId: onlooker.id, seesRequest: true, bidder: false },
      ].sort((x, y) => (x.sellerId < y.sellerId ? -1 : 1)),
    );
    // Mail: the bidder only, once.
    expect((await answerMails(questionId)).map((m) => [m.to, m.variables.answer])).toEqual([
      [bidder.email, 'FKM, bitte.'],
    ]);
    // Webhooks: the bidder's and the onlooker's endpoints, not the outsider's.
    const deliveries = await t.database.db
      .select({ ownerId: webhookEndpoints.ownerId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.eventType, 'request.question_answered'));
    expect(deliveries.map((d) => d.ownerId).sort()).toEqual([bidder.id, onlooker.id].sort());
    // Live: the owner's, the bidder's and the onlooker's screens, once each.
    await expect.poll(() => live.users.length).toBe(3);
    await live.stop();
    expect(live.users.sort()).toEqual([request.buyer.id, bidder.id, onlooker.id].sort());
    expect(await consumerJobs(eventId)).toEqual([
      { type: 'event.audience', batch: null, status: 'done' },
      { type: 'event.live', batch: 0, status: 'done' },
      { type: 'event.notifications', batch: 0, status: 'done' },
      { type: 'event.webhooks', batch: 0, status: 'done' },
    ]);
  });

  it('fans a wide audience out in batches: each seller once, the owner once, the bidder one mail', async () => {
    const brand = await ownBrand();
    const bidder = await sellerOf(brand.id);
    const n = 2 * AUDIENCE_BATCH.notifications + 50;
    const tag = crypto.randomUUID().slice(0, 8);
    await t.database.db.execute(sql`
      with p as (
        insert into profiles (email, name, role, email_verified)
          select 'answer-' || ${tag}::text || '-' || g || '@example.com', 'Verkäufer ' || g, 'seller', true
          from generate_series(1, ${n - 1}::int) as g
        returning id
      ), s as (
        insert into seller_profiles (id, first_name, last_name, company_name, contact_person, phone,
            vat_number, approval_status, payment_status, active_status)
          select id, 'Vera', 'Käufer', 'Massenhandel GmbH', 'Vera Käufer', '+49 30 1234', 'DE123456789',
            'approved', 'freetrial', 'active'
          from p
        returning id
      )
      insert into seller_brands (seller_id, brand_id) select id, ${brand.id}::uuid from s`);
    const request = await postRequest(brand.name);
    const offered = await bidder.client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(offered.statusCode, offered.body).toBe(201);
    const { questionId, eventId } = await askAndAnswer(request, bidder);
    const live = await listenLive(request.id);

    await runConsumers(t.database.db, SITE);

    expect(runs).toEqual({ stored: 1, computed: 0 });
    expect(await t.database.db.$count(eventAudienceSellers, eq(eventAudienceSellers.eventId, eventId))).toBe(
      n,
    );
    expect((await answerMails(questionId)).map((m) => m.to)).toEqual([bidder.email]);
    await expect.poll(() => live.users.length).toBe(n + 1);
    await live.stop();
    expect(new Set(live.users).size).toBe(n + 1);
    const readers = (await consumerJobs(eventId)).filter((j) => j.batch !== null);
    for (const type of ['event.notifications', 'event.webhooks']) {
      expect(readers.filter((j) => j.type === type).map((j) => [j.batch, j.status])).toEqual([
        [0, 'done'],
        [1, 'done'],
        [2, 'done'],
      ]);
    }
    expect(readers.filter((j) => j.type === 'event.live').map((j) => j.batch)).toEqual([0]);
  }, 120_000);
});
