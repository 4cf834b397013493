import { and, eq, ilike, inArray } from 'drizzle-orm';
import { brands } from '#server/db/schema/catalog.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { consumerJobsOf, queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { CONTACT_DATA_REFUSED } from '#shared/questions/contact-data.ts';
import { CASE_BUYER_COMPANY, CASE_SELLER_COMPANY, SMUGGLED } from '#shared/questions/contact-data-cases.ts';
import {
  MSG_ALREADY_ANSWERED,
  MSG_REQUEST_NOT_OPEN,
  MSG_TOO_MANY_OPEN_QUESTIONS,
  type QuestionList,
  type QuestionView,
} from '#shared/questions/schema.ts';
import { requests } from '#server/db/schema/marketplace.ts';

/** Issue 30, decision 054: questions answered to all bidders. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await t.close();
});

async function market() {
  const buyer = await given.verifiedBuyer(t, { company: CASE_BUYER_COMPANY });
  const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
  const s1 = await given.seller(t, {}, { companyName: CASE_SELLER_COMPANY });
  const s2 = await given.seller(t);
  const outsider = await given.seller(t);
  // A seller who serves only Parker never sees a HYDAC request.
  const [parker] = await t.database.db.select().from(brands).where(ilike(brands.name, 'Parker%')).limit(1);
  await t.database.db.insert(sellerBrands).values({ sellerId: outsider.id, brandId: parker!.id });
  const asOutsider = await given.loggedIn(t, outsider, 'seller');
  return {
    buyer,
    request,
    s1,
    s2,
    asBuyer: await given.loggedIn(t, buyer, 'buyer'),
    asS1: await given.loggedIn(t, s1, 'seller'),
    asS2: await given.loggedIn(t, s2, 'seller'),
    asOutsider,
  };
}

const url = (requestId: string) => `/api/v1/seller/requests/${requestId}/questions`;
const ownerUrl = (requestId: string) => `/api/v1/buyer/requests/${requestId}/questions`;
const answerUrl = (requestId: string, questionId: string) =>
  `/api/v1/buyer/requests/${requestId}/questions/${questionId}/answer`;

async function ask(client: Client, requestId: string, text: string): Promise<QuestionView> {
  const res = await client.post(url(requestId), { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('questions answered to all bidders', () => {
  it('shows every question and answer to every seller and the buyer, the asker as a stable pseudonym', async () => {
    const m = await market();
    await m.asS1.post('/api/v1/seller/offers', offerBody(m.request.id));
    const q1 = await ask(m.asS1, m.request.id, 'Welche Dichtung: NBR oder FKM?');
    const q2 = await ask(m.asS2, m.request.id, 'Ist Serie 31 oder 32 gemeint?');
    const q3 = await ask(m.asS1, m.request.id, 'Drehrichtung rechts oder links?');
    expect([q1.asker, q2.asker, q3.asker]).toEqual(['A', 'B', 'A']);
    expect(q1.mine).toBe(true);

    const forS2 = (await m.asS2.get(url(m.request.id))).json() as QuestionList;
    expect(forS2.open).toBe(true);
    expect(forS2.items.map((q) => [q.asker, q.mine])).toEqual([
      ['A', false],
      ['B', true],
      ['A', false],
    ]);
    const forBuyer = (await m.asBuyer.get(ownerUrl(m.request.id))).json() as QuestionList;
    expect(forBuyer.items.map((q) => q.question)).toEqual([q1.question, q2.question, q3.question]);
    expect(forBuyer.items.every((q) => !q.mine)).toBe(true);
    expect(JSON.stringify(forBuyer)).not.toContain(m.s1.id);

    // The buyer is told (mail, live, webhook consumers).
    const [asked] = await recordedEvents(t.database.db, 'request.question_asked', 'questionId', q1.id);
    const mails = await queuedMails(t.database.db, m.buyer.email, 'question_asked');
    expect(mails.map((x) => x.variables.question)).toContain(q1.question);
    expect((await consumerJobsOf(t.database.db, asked!.id)).map((j) => j.status)).toEqual([
      'done',
      'done',
      'done',
    ]);

    const answered = await m.asBuyer.post(answerUrl(m.request.id, q1.id), { text: 'FKM, bitte.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'FKM, bitte.', asker: 'A' });
    const again = await m.asBuyer.post(answerUrl(m.request.id, q1.id), { text: 'Doch NBR.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MSG_ALREADY_ANSWERED });

    const seen = (await m.asS2.get(url(m.request.id))).json() as QuestionList;
    expect(seen.items[0]).toMatchObject({ answer: 'FKM, bitte.', mine: false });
    // Only the seller who offered gets the mail 'Neue Antwort …'.
    expect(
      (await queuedMails(t.database.db, m.s1.email, 'question_answered')).map((x) => x.variables.answer),
    ).toEqual(['FKM, bitte.']);
    expect(await queuedMails(t.database.db, m.s2.email, 'question_answered')).toEqual([]);
  });

  it('limits each seller to five unanswered questions per request and questions to open requests', async () => {
    const m = await market();
    for (let i = 0; i < 5; i++) await ask(m.asS1, m.request.id, `Frage Nummer ${i + 1} zur Pumpe?`);
    const sixth = await m.asS1.post(url(m.request.id), { text: 'Frage Nummer 6 zur Pumpe?' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: MSG_TOO_MANY_OPEN_QUESTIONS });
    await ask(m.asS2, m.request.id, 'Eine andere Firma fragt auch?');

    const list = (await m.asBuyer.get(ownerUrl(m.request.id))).json() as QuestionList;
    await t.database.db.update(requests).set({ status: 'closed' }).where(eq(requests.id, m.request.id));
    const closed = await m.asBuyer.post(answerUrl(m.request.id, list.items[0]!.id), { text: 'Zu spät.' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ message: MSG_REQUEST_NOT_OPEN });
    expect(((await m.asBuyer.get(ownerUrl(m.request.id))).json() as QuestionList).open).toBe(false);
  });

  it('refuses the wrong role, other accounts, bad bodies and foreign question ids', async () => {
    const m = await market();
    const q = await ask(m.asS1, m.request.id, 'Welche Dichtung ist gewünscht?');
    const otherBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const anonymous = new Client(t.app);
    const other = await market();
    const foreign = await ask(other.asS1, other.request.id, 'Frage auf einer anderen Anfrage?');

    // A seller the request does not reach.
    expect((await m.asOutsider.get(url(m.request.id))).statusCode).toBe(404);
    expect((await m.asOutsider.post(url(m.request.id), { text: 'Darf ich auch fragen?' })).statusCode).toBe(
      404,
    );
    // The buyer of another request.
    expect((await otherBuyer.get(ownerUrl(m.request.id))).statusCode).toBe(404);
    expect(
      (await otherBuyer.post(answerUrl(m.request.id, q.id), { text: 'Fremde Antwort' })).statusCode,
    ).toBe(404);
    // Wrong roles, nobody.
    expect((await m.asBuyer.get(url(m.request.id))).statusCode).toBe(403);
    expect((await m.asBuyer.post(url(m.request.id), { text: 'Frage als Käufer?' })).statusCode).toBe(403);
    expect(
      (await m.asS1.post(answerUrl(m.request.id, q.id), { text: 'Antwort als Verkäufer' })).statusCode,
    ).toBe(403);
    expect((await anonymous.get(url(m.request.id))).statusCode).toBe(401);
    expect((await anonymous.get(ownerUrl(m.request.id))).statusCode).toBe(401);
    // Bad bodies and ids.
    for (const body of [{}, { text: 'kurz' }, { text: 'x'.repeat(1001) }, { text: 42 }]) {
      expect((await m.asS1.post(url(m.request.id), body)).statusCode).toBe(400);
    }
    expect((await m.asBuyer.post(answerUrl(m.request.id, q.id), { text: '' })).statusCode).toBe(400);
    expect((await m.asS1.get('/api/v1/seller/requests/nope/questions')).statusCode).toBe(400);
    // Another request's question through this request.
    expect(
      (await m.asBuyer.post(answerUrl(m.request.id, foreign.id), { text: 'Passt nicht' })).statusCode,
    ).toBe(404);
  });

  it('lets a seller who requested read and answer the questions on its own request', async () => {
    const requester = await given.seller(t);
    const own = await givenSellerRequest(t, requester.id, { manufacturer: 'HYDAC' });
    const asker = await given.loggedIn(t, await given.seller(t), 'seller');
    const asRequester = await given.loggedIn(t, requester, 'seller');
    const q = await ask(asker, own.id, 'Welche Dichtung ist gewünscht?');
    // Not as a bidder on its own request, and not through the buyer's routes.
    expect((await asRequester.post(url(own.id), { text: 'Eigene Frage an mich?' })).statusCode).toBe(404);
    expect((await asRequester.get(ownerUrl(own.id))).statusCode).toBe(403);
    const base = `/api/v1/seller/my-requests/${own.id}/questions`;
    expect(((await asRequester.get(base)).json() as QuestionList).items.map((x) => x.id)).toEqual([q.id]);
    expect((await asker.get(base)).statusCode).toBe(404);
    const res = await asRequester.post(`${base}/${q.id}/answer`, { text: 'FKM' });
    expect(res.statusCode, res.body).toBe(200);
    expect(((await asker.get(url(own.id))).json() as QuestionList).items[0]).toMatchObject({ answer: 'FKM' });
  });

  it.each(['question', 'answer'] as const)('refuses every smuggled contact string as a %s', async (kind) => {
    const m = await market();
    const q = kind === 'answer' ? await ask(m.asS1, m.request.id, 'Welche Dichtung ist gewünscht?') : null;
    for (const text of SMUGGLED) {
      const res =
        kind === 'question'
          ? await m.asS1.post(url(m.request.id), { text: `Frage: ${text}` })
          : await m.asBuyer.post(answerUrl(m.request.id, q!.id), { text });
      expect(res.statusCode, text).toBe(400);
      expect(JSON.stringify(res.json()), text).toContain(CONTACT_DATA_REFUSED);
    }
    // Nothing was stored.
    const list = (await m.asBuyer.get(ownerUrl(m.request.id))).json() as QuestionList;
    expect(list.items.filter((x) => x.answer !== null || x.id !== q?.id)).toEqual([]);
  });

  it("tells the sellers' webhooks of an answer with no identity in the payload", async () => {
    // Earlier tests' answers reach whoever may see their requests when their consumers run: now.
    await runConsumers(t.database.db);
    const m = await market();
    const hook = await m.asS2.post('/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['request.question_answered'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const buyerHook = await m.asBuyer.post('/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['request.question_asked'],
    });
    expect(buyerHook.statusCode, buyerHook.body).toBe(201);
    const q = await ask(m.asS1, m.request.id, 'Welche Dichtung ist gewünscht?');
    await m.asBuyer.post(answerUrl(m.request.id, q.id), { text: 'FKM' });
    await runConsumers(t.database.db);
    const endpoints = await t.database.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.ownerId, [m.s2.id, m.buyer.id]));
    const bodies = await t.database.db
      .select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(
            webhookDeliveries.endpointId,
            endpoints.map((e) => e.id),
          ),
        ),
      );
    expect(bodies.map((b) => b.type).sort()).toEqual(['request.question_answered', 'request.question_asked']);
    for (const { body } of bodies) {
      expect(JSON.parse(body)).toMatchObject({
        data: { requestId: m.request.id, question: { id: q.id, asker: 'A', mine: false } },
      });
      for (const secret of [m.s1.id, m.s1.email, 'Geheimanbieter', m.buyer.id, m.buyer.email, 'Zebrakauf'])
        expect(body).not.toContain(secret);
    }
  });
});
