import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenPhoto, givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { multipart } from '#server/test/given.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { orders, requests } from '#server/db/schema/marketplace.ts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { consumerJobsOf, queuedMails, recordedEvents } from '#server/test/outbox.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { liveHandlers } from '#server/modules/live/on-events.ts';
import { questionById } from '#server/modules/questions/read.ts';
import { toQuestionView } from '#server/modules/questions/views.ts';
import { recordEvent } from '#server/events/record.ts';
import { startPushService } from '#server/test/push-service.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { pushDeliveries } from '#server/db/schema/push.ts';
import { brands } from '#server/db/schema/catalog.ts';
import { LIVE_CHANNEL } from '#server/modules/live/repository.ts';
import { widenDueRequests } from '#server/modules/widening/service.ts';
import { widenDueAt, WIDEN_WINDOW_MS } from '#shared/requests/widening.ts';

import PizZip from 'pizzip';
import { extractText, getDocumentProxy } from 'unpdf';

import { runBilling } from '#server/modules/billing/run.ts';
import { invoicesOf } from '#server/modules/billing/repository.ts';
import { TEST_COMPANY } from '#server/test/billing-company.ts';

import { stockCsvFile, stockUpload } from '#server/test/given-stock.ts';
import { addDigestItems, unsubscribeUrl } from '#server/modules/notification-settings/read.ts';
import { runDigests } from '#server/modules/notifications/digest.ts';
import { createMailJobHandler } from '#server/modules/mail/send-job.ts';
import type { MailMessage } from '#server/modules/mail/transport.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { PDFDocument } from 'pdf-lib';
import { givenRequestDocument, pdfWithMetadata } from '#server/test/given-pdf.ts';
import { member } from '#server/test/given-team.ts';
import { runConsumers } from '#server/test/outbox.ts';
import { SUBSCRIPTIONS } from '#server/events/subscriptions.ts';

const ENV = { siteUrl: 'http://localhost:3000', operatorEmail: 'ops@example.com' };

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  // Decision 067: the document information (author, creator, …) is walked too, not only the pages.
  const doc = await PDFDocument.load(body, { updateMetadata: false, ignoreEncryption: true });
  const info = [doc.getAuthor(), doc.getCreator(), doc.getProducer(), doc.getTitle(), doc.getSubject()];
  return [text, ...info.filter(Boolean)].join('\n');
}

/*
 * DESIGN.md §5, the product's promise: before an order exists nothing sent to a buyer names the
 * seller and nothing sent to a seller names the buyer. Instead of listing routes (and forgetting
 * the next one), this test asks the app for every GET route it documents and calls each one as
 * the buyer, as the offering seller and anonymously, with the request's and the offer's ids.
 */

/**
 * The push deliveries' states, for an assertion's message: CI once saw no push arrive at all in
 * both push tests of this file (27.11.2026) and passed them on every other run; this says why.
 */
async function pushStates(): Promise<string> {
  const rows = await t.database.db
    .select({
      kind: pushDeliveries.kind,
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      code: pushDeliveries.lastStatusCode,
      error: pushDeliveries.lastError,
    })
    .from(pushDeliveries);
  const open = await t.database.db
    .select({ type: jobs.type, status: jobs.status, runAt: jobs.runAt, error: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.type, 'push.deliver'));
  return JSON.stringify({ deliveries: rows, jobs: open });
}

let t: TestApp;
beforeAll(async () => {
  // Issue 31: the push payloads are walked too, sent to a test push service on 127.0.0.1; webhook
  // endpoints on a private address are registered for the widened request's payload.
  t = await startTestApp({ env: { PUSH_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function scenario() {
  const buyerBody = {
    firstName: 'Quirinus',
    lastName: 'Käuferzwölf',
    company: 'Zebrakauf Hydraulikwerke AG',
    phone: '+49 444 919191',
    billingAddress: { street: 'Käuferallee 919', city: 'Käuferhausen', zip: '91919', country: 'Deutschland' },
  };
  const buyer = await verifiedBuyer(t, buyerBody);
  const s = await seller(
    t,
    {},
    {
      firstName: 'Xaver',
      lastName: 'Verkäuferzwölf',
      companyName: 'Geheimanbieter Fluidwerk KG',
      phone: '+49 333 818181',
      billingAddress: {
        street: 'Anbieterweg 818',
        city: 'Anbieterstadt',
        zip: '81818',
        country: 'Deutschland',
      },
    },
  );
  // Issue 31: the downtime cost per day is the buyer's alone (a secret towards sellers); the day is not.
  // Issue 30: a second number on the request (the offer below is an alternative).
  const request = await givenSellerRequest(t, buyer.id, {
    manufacturer: 'HYDAC',
    quantity: 2,
    neededBy: '2099-12-31',
    downtimeCostPerDay: '97531.86',
    secondPartNumber: 'R902400215',
    // Issue 34: the request's end reaches sellers (offers are valid at most until then).
    expiresAt: new Date(Date.now() + 40 * 86_400_000),
  });
  // Issue 34: the buyer's cost centre and machine number are internal: secrets towards sellers.
  await t.database.db
    .update(requests)
    // Issue 34: sellers see the delivery country and the postcode's first digit, never the postcode.
    .set({
      costCentre: 'KST-Geheim-4711',
      machineNumber: 'Presse-Geheim-0815',
      deliveryCountry: 'DE',
      deliveryPostcode: '91919',
    })
    .where(eq(requests.id, request.id));
  const photo = await givenPhoto(t, request.id, 1, PNG);
  const sellerClient = await loggedIn(t, s, 'seller');
  // Issue 31: the seller's stock matches the request's second number ('Auf Lager'); the stock is
  // the seller's alone: never shown to the buyer, to another seller or to nobody.
  const stocked = await stockUpload(sellerClient, stockCsvFile(['R 902 400 215;;2;8.642,17;3 Tage']));
  // (Earlier tests' requests with the same number are open too: at least this one matches.)
  expect(stocked.json<{ created: number; matches: number }>()).toMatchObject({ created: 1 });
  expect(stocked.json<{ matches: number }>().matches).toBeGreaterThanOrEqual(1);
  // Issue 30: an alternative part, so its fields are walked too.
  const created = await sellerClient.post(
    '/api/v1/seller/offers',
    offerBody(request.id, {
      isAlternative: true,
      alternativePartNumber: 'PV046R1K1T1NMMC',
      alternativeManufacturer: 'Parker Hannifin',
    }),
  );
  expect(created.statusCode).toBe(201);
  const offerId = (created.json() as { id: string }).id;
  // Decision 067: a PDF on the request and one on the offer, each named after and written by its
  // uploader: the other side reads 'dokument-1.pdf' without any metadata.
  const requestDocument = await givenRequestDocument(
    t,
    request.id,
    buyer.id,
    await pdfWithMetadata(1, { author: 'Quirinus Käuferzwölf', company: 'Zebrakauf Hydraulikwerke AG' }),
    'Zebrakauf Zeichnung.pdf',
  );
  const offerDocument = multipart({}, [
    {
      name: 'documents',
      fileName: 'Geheimanbieter Datenblatt.pdf',
      contentType: 'application/pdf',
      data: await pdfWithMetadata(1, {
        author: 'Xaver Verkäuferzwölf',
        company: 'Geheimanbieter Fluidwerk KG',
      }),
    },
  ]);
  const attached = await sellerClient.request(
    'POST',
    `/api/v1/seller/offers/${offerId}/attachments`,
    offerDocument.body,
    offerDocument.headers,
  );
  expect(attached.statusCode, attached.body).toBe(201);
  const offerDocumentId = (attached.json() as { items: { id: string }[] }).items[0]!.id;
  // Issue 30: a second seller answers 'Kann ich nicht liefern'; the buyer sees a count, never who.
  const decliner = await seller(
    t,
    {},
    { companyName: 'Absagewerk Quellhydraulik GmbH', phone: '+49 222 727272', lastName: 'Absagerzwölf' },
  );
  const declined = await (
    await loggedIn(t, decliner, 'seller')
  ).post(`/api/v1/seller/requests/${request.id}/decline`, { reason: 'sonstiges', note: 'Kein Lager' });
  expect(declined.statusCode).toBe(201);
  // Decision 054: a question of the offering seller ('Verkäufer A'), answered by the buyer.
  const asked = await sellerClient.post(`/api/v1/seller/requests/${request.id}/questions`, {
    text: 'Welche Dichtung ist gewünscht, NBR oder FKM?',
  });
  expect(asked.statusCode).toBe(201);
  const questionId = (asked.json() as { id: string }).id;
  const buyerClient = await loggedIn(t, buyer, 'buyer');
  const answered = await buyerClient.post(
    `/api/v1/buyer/requests/${request.id}/questions/${questionId}/answer`,
    {
      text: 'FKM, Betriebstemperatur bis 90 °C.',
    },
  );
  expect(answered.statusCode).toBe(200);
  // Issue 32: the offering seller's invoice of the fee (its files are walked with format 'xml').
  await runBilling(t.database.db, TEST_COMPANY);
  const [invoice] = await invoicesOf(t.database.db, s.id);
  const rival = await seller(t, {}, { companyName: 'Mitbewerber Lagerlos GmbH' });
  return {
    ids: [request.id, offerId, photo.id, questionId, invoice!.id, 'xml', requestDocument.id, offerDocumentId],
    emails: { buyer: buyer.email, seller: s.email },
    stockSecrets: ['8642.17', '8642,17', 'R 902 400 215'],
    rival: await loggedIn(t, rival, 'seller'),
    buyer: {
      client: buyerClient,
      secrets: [
        buyer.id,
        buyer.email,
        'Quirinus',
        'Käuferzwölf',
        'Zebrakauf',
        '444 919191',
        'Käuferallee',
        'Käuferhausen',
        '91919',
        '97531.86',
        '97531,86',
        'KST-Geheim-4711',
        'Presse-Geheim-0815',
      ],
    },
    seller: {
      client: sellerClient,
      secrets: [
        s.id,
        s.email,
        'Xaver',
        'Verkäuferzwölf',
        'Geheimanbieter',
        '333 818181',
        'Anbieterweg',
        'Anbieterstadt',
        '81818',
        decliner.id,
        decliner.email,
        'Absagewerk',
        '222 727272',
        'Absagerzwölf',
      ],
    },
  };
}

/**
 * The live stream never ends (its events carry ids only, no party data: modules/live); every
 * other documented GET route outside the admin area, with each id put into each path parameter.
 */
const ENDLESS = new Set(['/api/v1/live/events']);
function getUrls(ids: string[]): string[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const urls: string[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (
      !('get' in methods) ||
      path.startsWith('/api/v1/admin') ||
      !path.startsWith('/api/') ||
      ENDLESS.has(path)
    )
      continue;
    let variants = [path];
    for (const param of path.match(/\{[^}]+\}/g) ?? [])
      variants = variants.flatMap((v) => ids.map((id) => v.replace(param, id)));
    urls.push(...variants);
  }
  return urls;
}

/** A ZIP (the data export, decision 052) is read file by file: compressed bytes hide nothing. */
function readable(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): string {
  if (res.headers['content-type'] !== 'application/zip') return res.body;
  const zip = new PizZip(res.rawPayload);
  return Object.values(zip.files)
    .filter((f) => !f.dir && !f.name.startsWith('photos/') && !f.name.endsWith('.pdf'))
    .map((f) => `${f.name}\n${f.asText()}`)
    .join('\n');
}

async function bodiesOf(client: Client, urls: string[]) {
  const seen: { url: string; status: number; body: string }[] = [];
  for (const url of urls) {
    const res = await client.get(url);
    expect(res.statusCode, `${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    // A PDF's text sits in compressed streams: read it as text (the Preisspiegel, issue 34).
    const pdf = res.statusCode === 200 && String(res.headers['content-type']).startsWith('application/pdf');
    // Decision 067: a download's file name is part of what it says.
    const name = String(res.headers['content-disposition'] ?? '');
    const body = `${pdf ? await pdfText(res.rawPayload) : readable(res)}\n${name}`;
    // An error answer carries the server's random correlation id, which names nobody but may
    // contain a five-digit secret such as the buyer's postcode by chance (hex digits).
    const text =
      res.statusCode >= 400 ? body.replace(/"requestId":"[0-9a-f-]{36}"/g, '"requestId":"…"') : body;
    seen.push({ url, status: res.statusCode, body: text });
  }
  return seen;
}

/** Both parties ask for their data export (decision 052); its id joins the walked ids. */
async function exportOf(client: Client): Promise<string> {
  const res = await client.post('/api/v1/account/privacy/export', undefined);
  expect(res.statusCode).toBe(202);
  return (res.json() as { export: { id: string } }).export.id;
}

function leaks(seen: { url: string; body: string }[], secrets: string[]): string[] {
  return seen.flatMap(({ url, body }) => secrets.filter((s) => body.includes(s)).map((s) => `${url} → ${s}`));
}

// Decision 067 added two ids (the documents): the walk calls more variants of two-id routes.
describe('anonymity before the order (DESIGN.md §5)', { timeout: 240_000 }, () => {
  it('no GET route names the seller to the buyer or the buyer to the seller', async () => {
    const { ids, buyer, seller: s, stockSecrets, rival } = await scenario();
    const exports = [await exportOf(buyer.client), await exportOf(s.client)];
    await t.app.deps.jobs.drain();
    const urls = getUrls([...ids, ...exports]);
    // The routes that carry offers must be among those called, or this test proves nothing.
    for (const known of [
      '/api/v1/buyer/requests/{id}/offers',
      '/api/v1/seller/offers/{id}',
      '/api/v1/buyer/checkout/{offerId}',
      '/api/v1/buyer/requests/{id}/questions',
      '/api/v1/seller/requests/{id}/questions',
      '/api/v1/account/privacy/exports/{id}/file',
      '/api/v1/buyer/requests/{id}/price-comparison.csv',
      '/api/v1/buyer/requests/{id}/price-comparison.pdf',
      '/api/v1/billing/invoices/{id}/{format}',
      // Issue 35: the buyer's dashboard charts (its own figures only, no party named).
      '/api/v1/buyer/charts',
      // Decision 067: the PDF documents of requests and offers, listed and downloaded.
      '/api/v1/requests/{id}/attachments',
      '/api/v1/requests/{id}/attachments/{attachmentId}',
      '/api/v1/offers/{id}/attachments',
      '/api/v1/offers/{id}/attachments/{attachmentId}',
    ])
      expect(
        urls.some((u) => u.startsWith(known.split('{')[0]!)),
        known,
      ).toBe(true);

    const toBuyer = await bodiesOf(buyer.client, urls);
    const toSeller = await bodiesOf(s.client, urls);
    const toNobody = await bodiesOf(new Client(t.app), urls);
    const toRival = await bodiesOf(rival, urls);

    // The offer reached the buyer (so the check below is about real content)…
    expect(toBuyer.some((r) => r.status === 200 && r.body.includes(ids[1]!))).toBe(true);
    // …and the seller saw the request, with its needed-by day; the buyer sees the own cost per day.
    expect(toSeller.some((r) => r.status === 200 && r.body.includes(ids[0]!))).toBe(true);
    expect(toSeller.some((r) => r.status === 200 && r.body.includes('2099-12-31'))).toBe(true);
    // Issue 34: where the part goes, as coarse as the regions: 'DE', PLZ-Gebiet 9 (the postcode
    // '91919' itself is among the buyer's secrets below), and when the request ends.
    expect(
      toSeller.some(
        (r) => r.status === 200 && r.body.includes('"deliveryRegion":{"country":"DE","postcodeArea":"9"}'),
      ),
    ).toBe(true);
    expect(toSeller.some((r) => r.status === 200 && r.body.includes('"endsAt":"'))).toBe(true);
    expect(toBuyer.some((r) => r.status === 200 && r.body.includes('97531.86'))).toBe(true);
    // Decision 054: the question and its answer reached both sides.
    for (const seen of [toBuyer, toSeller])
      expect(seen.some((r) => r.status === 200 && r.body.includes('FKM, Betriebstemperatur'))).toBe(true);
    // Each party's own export was read, with the offer in it (decision 052).
    for (const [seen, id] of [
      [toBuyer, exports[0]],
      [toSeller, exports[1]],
    ] as const)
      expect(
        seen.some((r) => r.url.includes(`${id}/file`) && r.status === 200 && r.body.includes(ids[1]!)),
      ).toBe(true);
    expect(toBuyer.some((r) => r.status === 200 && r.body.includes('KST-Geheim-4711'))).toBe(true);
    // Decision 067: each side downloaded the other's document, under a neutral name.
    for (const [seen, path] of [
      [toBuyer, `/api/v1/offers/${ids[1]}/attachments/${ids[7]}`],
      [toSeller, `/api/v1/requests/${ids[0]}/attachments/${ids[6]}`],
    ] as const)
      expect(seen.find((r) => r.url === path)).toMatchObject({
        status: 200,
        body: expect.stringContaining('dokument-1.pdf'),
      });
    // Decision 072: the buyer's offers view carries the offer's document, as 'dokument-1.pdf' too.
    expect(
      toBuyer.some(
        (r) =>
          r.status === 200 &&
          r.url.endsWith(`/buyer/requests/${ids[0]}/offers`) &&
          r.body.includes(`"id":"${ids[7]}","name":"dokument-1.pdf"`),
      ),
    ).toBe(true);
    // The Preisspiegel reached the buyer, as CSV and as PDF text.
    const comparison = toBuyer.filter((r) => r.status === 200 && r.url.includes('/price-comparison.'));
    expect(comparison.map((r) => r.url.slice(-3)).sort()).toEqual(['csv', 'pdf']);
    expect(comparison.every((r) => r.body.includes('Angebot 1'))).toBe(true);
    // The seller read its own invoice's XRechnung; the buyer and nobody may not (403, 401).
    const xml = (r: { url: string }) => r.url.endsWith(`${ids[4]}/xml`);
    expect(toSeller.find(xml)?.status).toBe(200);
    expect(toBuyer.find(xml)?.status).toBe(403);

    expect(leaks(toBuyer, s.secrets)).toEqual([]);
    expect(leaks(toSeller, buyer.secrets)).toEqual([]);
    expect(leaks(toNobody, [...buyer.secrets, ...s.secrets])).toEqual([]);
    // Issue 31: the seller sees the own stock and its match; nobody else sees any of it.
    expect(toSeller.some((r) => r.status === 200 && r.body.includes('8642.17'))).toBe(true);
    expect(leaks(toBuyer, stockSecrets)).toEqual([]);
    expect(leaks(toRival, [...stockSecrets, ...buyer.secrets])).toEqual([]);
    expect(leaks(toNobody, stockSecrets)).toEqual([]);
  });
});

describe('members of both companies (issue 37, decision 066)', { timeout: 240_000 }, () => {
  it('a colleague of the buyer and one of the seller see their company’s work and nothing of the other party', async () => {
    const { ids, buyer, seller: s } = await scenario();
    const buyerColleague = await member(t, buyer.client, 'buyer', 'read', {
      firstName: 'Walburga',
      lastName: 'Einkaufskollegin',
    });
    const sellerColleague = await member(t, s.client, 'seller', 'sales', {
      firstName: 'Ottokar',
      lastName: 'Vertriebskollege',
    });
    const urls = getUrls(ids);
    expect(urls).toContain('/api/v1/team');
    const toBuyerColleague = await bodiesOf(buyerColleague.client, urls);
    const toSellerColleague = await bodiesOf(sellerColleague.client, urls);
    // The company's work reached its members: the offer on the buyer's request, the seller's request.
    expect(toBuyerColleague.some((r) => r.status === 200 && r.body.includes(ids[1]!))).toBe(true);
    expect(toSellerColleague.some((r) => r.status === 200 && r.body.includes(ids[0]!))).toBe(true);
    // Each team page names its own members only.
    const team = (seen: { url: string; body: string }[]) => seen.find((r) => r.url === '/api/v1/team')!.body;
    expect(team(toBuyerColleague)).toContain('Einkaufskollegin');
    expect(team(toSellerColleague)).toContain('Vertriebskollege');

    const buyerSide = [...buyer.secrets, buyerColleague.id, buyerColleague.email, 'Einkaufskollegin'];
    const sellerSide = [...s.secrets, sellerColleague.id, sellerColleague.email, 'Vertriebskollege'];
    expect(leaks(toBuyerColleague, sellerSide)).toEqual([]);
    expect(leaks(toSellerColleague, buyerSide)).toEqual([]);
  });
});

describe("assignments and 'erstellt von' (issue 37, decision 071)", { timeout: 240_000 }, () => {
  it('name members to their own company only: in views, mails, webhooks and live events', async () => {
    const { ids, buyer, seller: s, emails } = await scenario();
    const db = t.database.db;
    const requester = await member(t, buyer.client, 'buyer', 'requester', {
      firstName: 'Walburga',
      lastName: 'Anfordererin',
    });
    const purchaser = await member(t, buyer.client, 'buyer', 'purchasing', {
      firstName: 'Kunigunde',
      lastName: 'Einkäuferin',
    });
    const sales = await member(t, s.client, 'seller', 'sales', {
      firstName: 'Ottokar',
      lastName: 'Vertriebskollege',
    });
    // Both companies' webhooks listen, so their payloads are walked too.
    for (const [client, events] of [
      [buyer.client, ['order.placed', 'request.question_asked']],
      [s.client, ['request.created', 'offer.accepted', 'order.placed']],
    ] as const) {
      const hook = await client.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events });
      expect(hook.statusCode, hook.body).toBe(201);
    }
    // The requester creates a request (as the seller's brand), the seller's colleague offers on it.
    const form = multipart({
      partNumber: 'ZUW-4711-A',
      manufacturer: 'HYDAC',
      quantity: '1',
      urgency: 'normal',
    });
    const created = await requester.client.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    await runConsumers(db);
    const offered = await sales.client.post('/api/v1/seller/offers', offerBody(requestId));
    expect(offered.statusCode, offered.body).toBe(201);
    const offerId = (offered.json() as { id: string }).id;
    // Each company assigns the request to its colleague; the seller also the scenario's request.
    const assign = (c: Client, path: string, assigneeId: string) => c.put(path, { assigneeId });
    for (const [c, path, who] of [
      [buyer.client, `/api/v1/buyer/requests/${requestId}/assignee`, requester.id],
      [s.client, `/api/v1/seller/requests/${requestId}/assignee`, sales.id],
      [s.client, `/api/v1/seller/requests/${ids[0]}/assignee`, sales.id],
    ] as const)
      expect((await assign(c, path, who)).statusCode).toBe(200);
    await runConsumers(db);

    const buyerSide = [...buyer.secrets, requester.id, requester.email, 'Walburga', 'Anfordererin'];
    const buyerSide2 = [purchaser.id, purchaser.email, 'Kunigunde', 'Einkäuferin'];
    const sellerSide = [...s.secrets, sales.id, sales.email, 'Ottokar', 'Vertriebskollege'];
    // The ids of both requests and offers (the scenario's others are not about members).
    const urls = getUrls([ids[0]!, ids[1]!, requestId, offerId]);
    const toBuyer = [...(await bodiesOf(buyer.client, urls)), ...(await bodiesOf(requester.client, urls))];
    const toSeller = [...(await bodiesOf(s.client, urls)), ...(await bodiesOf(sales.client, urls))];
    // Each company reads its own 'erstellt von' and 'Zugewiesen' (so the check below is about real content)…
    const listed = (seen: typeof toBuyer, url: string, text: string) =>
      seen.some((r) => r.url === url && r.status === 200 && r.body.includes(text));
    expect(listed(toBuyer, '/api/v1/buyer/requests', '"createdBy":{"id":"' + requester.id)).toBe(true);
    expect(listed(toBuyer, '/api/v1/buyer/requests', '"assignee":{"id":"' + requester.id)).toBe(true);
    expect(listed(toSeller, '/api/v1/seller/requests', 'Ottokar Vertriebskollege')).toBe(true);
    expect(listed(toSeller, '/api/v1/seller/offers', '"createdBy":{"id":"' + sales.id)).toBe(true);
    // …and nothing of the other one.
    expect(leaks(toBuyer, sellerSide)).toEqual([]);
    expect(leaks(toSeller, buyerSide)).toEqual([]);

    // The purchaser orders: the seller learns the company's contact, never which member ordered.
    const ordered = await purchaser.client.post('/api/v1/buyer/orders', {
      offerId,
      paymentTermsId: await given.activePaymentTermId(t),
      billingAddress: {
        street: 'Käuferallee 919',
        city: 'Käuferhausen',
        zip: '91919',
        country: 'Deutschland',
      },
      acceptLegal: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await runConsumers(db);
    const ownOrders = (await buyer.client.get('/api/v1/buyer/orders?state=all')).body;
    expect(ownOrders).toContain('Kunigunde Einkäuferin');
    const received = await bodiesOf(s.client, ['/api/v1/seller/orders']);
    expect(received[0]!.body).toContain(ordered.json().id as string);
    expect(leaks(received, buyerSide2)).toEqual([]);

    // Mails: every mail to one side names nobody of the other side.
    const mailsTo = async (addresses: string[]) =>
      (
        await db
          .select({ payload: jobs.payload })
          .from(jobs)
          .where(
            sql`${jobs.payload}->>'to' in (${sql.join(
              addresses.map((a) => sql`${a}`),
              sql`, `,
            )})`,
          )
      ).map((r) => ({
        url: `mail ${JSON.stringify(r.payload).slice(0, 60)}`,
        body: JSON.stringify(r.payload),
      }));
    const buyerMails = await mailsTo([emails.buyer, requester.email, purchaser.email]);
    const sellerMails = await mailsTo([emails.seller, sales.email]);
    // The assignees heard of their assignment ('Ihnen wurde eine Anfrage zugewiesen').
    expect(buyerMails.some((m) => m.body.includes('"templateType":"request_assigned"'))).toBe(true);
    expect(sellerMails.some((m) => m.body.includes('"templateType":"request_assigned"'))).toBe(true);
    const sellerMembers = [sales.id, sales.email, 'Ottokar', 'Vertriebskollege'];
    expect(leaks(buyerMails, sellerMembers)).toEqual([]);
    expect(leaks(sellerMails, [...buyerSide.slice(buyer.secrets.length), ...buyerSide2])).toEqual([]);

    // Webhook payloads of both endpoints: no member of the other side.
    const deliveries = await db
      .select({ owner: webhookEndpoints.ownerId, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(sql`${webhookEndpoints.ownerId} in (${buyer.secrets[0]!}::uuid, ${s.secrets[0]!}::uuid)`);
    expect(deliveries.length).toBeGreaterThan(0);
    const hooksOf = (owner: string) =>
      deliveries.filter((d) => d.owner === owner).map((d) => ({ url: 'webhook', body: String(d.body) }));
    expect(leaks(hooksOf(buyer.secrets[0]!), sellerMembers)).toEqual([]);
    expect(leaks(hooksOf(s.secrets[0]!), [...buyerSide.slice(buyer.secrets.length), ...buyerSide2])).toEqual(
      [],
    );

    // Live events and webhooks never hear of an assignment; its event carries ids of one company.
    expect(SUBSCRIPTIONS['request.assigned']).toEqual(['notifications', 'push']);
    const assigned = await recordedEvents(db, 'request.assigned', 'requestId', requestId);
    expect(assigned.map((e) => Object.keys(e.payload as object).sort())).toEqual([
      ['assigneeId', 'companyId', 'requestId'],
      ['assigneeId', 'companyId', 'requestId'],
    ]);
  });
});

describe('an order that waits for approval (issue 37, decision 070)', { timeout: 240_000 }, () => {
  it('reaches only the buyer company: no order, event, mail, screen or route tells the seller: 0 leaks', async () => {
    const { ids, buyer, seller: s, emails, rival } = await scenario();
    const db = t.database.db;
    const purchaser = await member(t, buyer.client, 'buyer', 'purchasing', {
      firstName: 'Gundula',
      lastName: 'Freigabewartend',
    });
    const limited = await buyer.client.put(`/api/v1/team/members/${purchaser.id}/approval-limit`, {
      approvalLimit: 1,
    });
    expect(limited.statusCode).toBe(200);
    await t.app.deps.jobs.drain();
    const toSellerAddress = sql`${jobs.payload}->>'to' = ${emails.seller}`;
    const sellerJobsBefore = (await db.select({ id: jobs.id }).from(jobs).where(toSellerAddress)).length;
    const checkout = (await purchaser.client.get(`/api/v1/buyer/checkout/${ids[1]}`)).json() as {
      paymentTerms: { id: string }[];
    };
    const res = await purchaser.client.post('/api/v1/buyer/orders', {
      offerId: ids[1],
      paymentTermsId: checkout.paymentTerms[0]!.id,
      billingAddress: {
        street: 'Käuferallee 919',
        city: 'Käuferhausen',
        zip: '91919',
        country: 'Deutschland',
      },
      internalReference: 'PO-Geheim-2468',
      acceptLegal: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const approvalId = (res.json() as { approvalId: string }).approvalId;

    // The event reaches the buyer company's screens and mails only, the screens by company id.
    const [event] = await recordedEvents(db, 'order.approval_requested', 'approvalId', approvalId);
    expect((await consumerJobsOf(db, Number(event!.id))).map((j) => j.type)).toEqual([
      'event.live',
      'event.notifications',
    ]);
    const notices: { u: string[]; event: unknown }[] = [];
    const recording = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: SQL) => {
              const params = new PgDialect().sqlToQuery(query).params;
              notices.push(JSON.parse(String(params[1])) as { u: string[]; event: unknown });
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    });
    await liveHandlers['order.approval_requested']!(
      recording,
      { type: 'order.approval_requested', ...(event!.payload as object) } as never,
      { ...ENV, eventId: Number(event!.id) },
    );
    expect(notices).toEqual([{ u: [buyer.secrets[0]], event: { type: 'approvals.changed' } }]);
    await t.app.deps.jobs.drain();
    expect((await db.select({ id: jobs.id }).from(jobs).where(toSellerAddress)).length).toBe(
      sellerJobsBefore,
    );
    // The owner's mail names the colleague, never the seller.
    const asked = await queuedMails(db, emails.buyer, 'order_approval_requested');
    expect(asked).toHaveLength(1);
    expect(leaks([{ url: 'mail', body: JSON.stringify(asked) }], s.secrets)).toEqual([]);

    const urls = getUrls([...ids, approvalId]);
    expect(urls).toContain('/api/v1/buyer/approvals');
    const secrets = [
      ...buyer.secrets,
      purchaser.id,
      purchaser.email,
      'Gundula',
      'Freigabewartend',
      'PO-Geheim-2468',
    ];
    const toSeller = await bodiesOf(s.client, urls);
    const toRival = await bodiesOf(rival, urls);
    const toNobody = await bodiesOf(new Client(t.app), urls);
    expect(leaks(toSeller, secrets)).toEqual([]);
    expect(leaks(toRival, secrets)).toEqual([]);
    expect(leaks(toNobody, secrets)).toEqual([]);
    // The seller's views are unchanged: the offer still pending, no order.
    const own = toSeller.find((r) => r.url === `/api/v1/seller/offers/${ids[1]}`);
    expect(own).toMatchObject({ status: 200, body: expect.stringContaining('"status":"ausstehend"') });
    expect(toSeller.find((r) => r.url === '/api/v1/seller/orders')?.body).toContain('"total":0');
    // The buyer company sees its approval, without the seller.
    const toBuyer = await bodiesOf(buyer.client, ['/api/v1/buyer/approvals']);
    expect(toBuyer[0]!.body).toContain('Freigabewartend');
    expect(leaks(toBuyer, s.secrets)).toEqual([]);

    // Decision 084: the seller withdraws its offer; the waiting order is withdrawn, and only the
    // buyer company hears of it — its screens and the requester's mail, which names no seller.
    const withdrawal = await s.client.post(`/api/v1/seller/offers/${ids[1]}/withdraw`);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await t.app.deps.jobs.drain();
    const [withdrawn] = await recordedEvents(db, 'order.approval_decided', 'approvalId', approvalId);
    expect(withdrawn!.payload).toMatchObject({ decision: 'withdrawn' });
    expect((await consumerJobsOf(db, Number(withdrawn!.id))).map((j) => j.type)).toEqual([
      'event.live',
      'event.notifications',
    ]);
    const told = await queuedMails(db, purchaser.email, 'order_approval_withdrawn');
    expect(told).toHaveLength(1);
    expect(leaks([{ url: 'mail', body: JSON.stringify(told) }], s.secrets)).toEqual([]);
    expect((await db.select({ id: jobs.id }).from(jobs).where(toSellerAddress)).length).toBe(
      sellerJobsBefore,
    );
    expect(leaks(await bodiesOf(s.client, urls), secrets)).toEqual([]);
  });
});

describe('a rating that identifies nobody (issue 38)', () => {
  it('a buyer who rated a seller once does not recognise it by its rating on any route', async () => {
    const { ids, buyer, seller: s } = await scenario();
    // An earlier, delivered order of the same buyer with the same seller, rated by this buyer.
    const sellerId = s.secrets[0]!;
    const buyerId = buyer.secrets[0]!;
    const { order } = await givenOrder(t, buyerId, sellerId);
    await t.database.db
      .update(orders)
      .set({ status: 'geliefert', deliveredAt: new Date() })
      .where(eq(orders.id, order.id));
    expect((await buyer.client.post(`/api/v1/orders/${order.id}/rating`, { stars: 2 })).statusCode).toBe(201);

    const toBuyer = await bodiesOf(buyer.client, getUrls(ids));
    const offers = toBuyer.find(
      (r) => r.status === 200 && r.body.includes(ids[1]!) && r.body.includes('sellerRating'),
    );
    expect(offers, 'a route shows the buyer the offer with its rating field').toBeDefined();
    const fewRatings = /"(?:sellerRating|rating)":\{"average":[\d.]+,"count":[12]\}/;
    expect(
      toBuyer.filter((r) => fewRatings.test(r.body) && !r.url.includes(order.id)).map((r) => r.url),
    ).toEqual([]);
  });
});

describe('questions answered to all bidders (decision 054): mails, webhooks and live events', () => {
  it('name neither party', async () => {
    const { ids, emails, buyer, seller: s } = await scenario();
    const db = t.database.db;
    // The mails: the buyer's 'Neue Frage', the offering seller's 'Neue Antwort'.
    const toBuyer = await queuedMails(db, emails.buyer, 'question_asked');
    const toSeller = await queuedMails(db, emails.seller, 'question_answered');
    expect(toBuyer).toHaveLength(1);
    expect(toSeller).toHaveLength(1);
    const secretsOf = (v: unknown) => JSON.stringify(v);
    expect(s.secrets.filter((x) => x !== emails.seller && secretsOf(toBuyer).includes(x))).toEqual([]);
    expect(buyer.secrets.filter((x) => x !== emails.buyer && secretsOf(toSeller).includes(x))).toEqual([]);

    // The live consumer's notices: addressed to account ids, carrying the request's id only.
    for (const type of ['request.question_asked', 'request.question_answered'] as const) {
      const [event] = await recordedEvents(db, type, 'questionId', ids[3]!);
      const notices: { u: string[]; event: unknown }[] = [];
      const recording = new Proxy(db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? (query: SQL) => {
                const params = new PgDialect().sqlToQuery(query).params;
                notices.push(JSON.parse(String(params[1])) as { u: string[]; event: unknown });
                return target.execute(query);
              }
            : Reflect.get(target, key, receiver),
      });
      await liveHandlers[type]!(recording, { type, ...(event!.payload as object) } as never, {
        ...ENV,
        eventId: Number(event!.id),
      });
      expect(notices.map((n) => n.event)).toEqual(
        notices.map(() => ({ type: 'questions.changed', requestId: ids[0] })),
      );
      expect(notices.flatMap((n) => n.u)).toContain(buyer.secrets[0]);
    }

    // Webhook payloads: the view without identity, built as the consumer builds it.
    const [answered] = await recordedEvents(db, 'request.question_answered', 'questionId', ids[3]!);
    expect(answered).toBeDefined();
    const question = await questionById(db, ids[3]!);
    const payload = JSON.stringify({ requestId: ids[0], question: toQuestionView(question!, null) });
    expect(leaks([{ url: 'webhook', body: payload }], [...buyer.secrets, ...s.secrets])).toEqual([]);
  });
});

describe('push payloads (issue 31)', () => {
  it('no push names the seller to the buyer or the buyer to the seller: 0 leaks', async () => {
    const push = await startPushService();
    try {
      const { buyer, seller: s } = await scenario();
      const [buyerId, sellerId] = [buyer.secrets[0]!, s.secrets[0]!];
      await t.app.deps.jobs.drain(); // the scenario's own events, before the phones subscribe
      const phones = { buyer: push.browserSubscription(), seller: push.browserSubscription() };
      for (const [client, sub] of [
        [buyer.client, phones.buyer],
        [s.client, phones.seller],
      ] as const)
        expect(
          (await client.post('/api/v1/push/subscriptions', { endpoint: sub.endpoint, keys: sub.keys }))
            .statusCode,
        ).toBe(201);
      // Every event that pushes: a new request, an offer on it, an order and its confirmation.
      const form = multipart({
        partNumber: 'ANON-PUSH-1',
        manufacturer: 'HYDAC',
        quantity: '2',
        downtimeCostPerDay: '97531,86',
      });
      const created = await buyer.client.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
      expect(created.statusCode, created.body).toBe(201);
      const requestId = (created.json() as { id: string }).id;
      await t.app.deps.jobs.drain();
      expect((await s.client.post('/api/v1/seller/offers', offerBody(requestId))).statusCode).toBe(201);
      const { order } = await givenOrder(t, buyerId, sellerId);
      await t.database.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'order.placed',
          orderId: order.id,
          buyerId,
          sellerId,
          requestId: order.requestId,
          offerId: order.offerId,
        }),
      );
      expect((await s.client.post(`/api/v1/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
      await t.app.deps.jobs.drain();

      const read = (sub: { endpoint: string }) =>
        push.hitsOf(sub).map((h) => ({ url: h.path, body: h.plaintext ?? `unlesbar: ${h.problem}` }));
      const toBuyer = read(phones.buyer);
      const toSeller = read(phones.seller);
      // Real content reached both phones: the offer (buyer), the request and the order (seller).
      expect(
        toBuyer.map((p) => JSON.parse(p.body).title),
        await pushStates(),
      ).toEqual(['Neues Angebot', `Bestellung ${order.orderNumber} bestätigt`]);
      expect(toSeller.map((p) => JSON.parse(p.body).title)).toEqual([
        'Neue Anfrage',
        `Neue Bestellung ${order.orderNumber}`,
      ]);
      expect(leaks(toBuyer, s.secrets)).toEqual([]);
      expect(leaks(toSeller, buyer.secrets)).toEqual([]);
    } finally {
      await push.close();
    }
  });
});

describe('a widened request names nobody (issue 30, decisions 053 and 063)', () => {
  it("the newly reached seller's mail, webhook payload, live event, push and every GET route carry no buyer identity", async () => {
    const { buyer } = await scenario();
    const buyerRow = await verifiedBuyer(t, {
      firstName: 'Wendelin',
      lastName: 'Erweiterkäufer',
      company: 'Ringweit Pumpenhandel AG',
      phone: '+49 555 646464',
      billingAddress: {
        street: 'Ringstraße 646',
        city: 'Weitenhausen',
        zip: '64646',
        country: 'Deutschland',
      },
    });
    const secrets = [
      buyerRow.id,
      buyerRow.email,
      'Wendelin',
      'Erweiterkäufer',
      'Ringweit',
      '555 646464',
      'Ringstraße',
      'Weitenhausen',
      '64646',
      '86420.13',
      '86420,13',
      '75319.24',
      '75319,24',
    ];
    // A seller of another brand who opted in to widened requests, with a webhook endpoint and a phone.
    const [own] = await t.database.db
      .insert(brands)
      .values({ name: `Ringmarke ${Date.now()}` })
      .returning();
    const wide = await seller(
      t,
      {},
      { companyName: 'Fernring Handelshaus GmbH', lastName: 'Ringfernzwölf', phone: '+49 666 535353' },
    );
    const wideSecrets = [wide.id, wide.email, 'Fernring', 'Ringfernzwölf', '666 535353'];
    await t.database.db.insert(sellerBrands).values({ sellerId: wide.id, brandId: own!.id });
    await t.database.db.insert(sellerWideningOptIns).values({ sellerId: wide.id });
    const asWide = await loggedIn(t, wide, 'seller');
    const hook = await asWide.post('/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['request.created'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const push = await startPushService();
    try {
      const phone = push.browserSubscription();
      expect(
        (await asWide.post('/api/v1/push/subscriptions', { endpoint: phone.endpoint, keys: phone.keys }))
          .statusCode,
      ).toBe(201);
      // Two requests of the buyer: one widened by hand, one by the schedule when its window passed.
      const byHand = await givenSellerRequest(t, buyerRow.id, {
        manufacturer: 'HYDAC',
        partNumber: 'RING-4711',
        downtimeCostPerDay: '86420.13',
      });
      const bySchedule = await givenSellerRequest(t, buyerRow.id, {
        manufacturer: 'HYDAC',
        partNumber: 'RING-4712',
        urgency: 'dringend',
        downtimeCostPerDay: '75319.24',
      });
      // Its due time, as a request written through the form gets it.
      await t.database.db
        .update(requests)
        .set({ widenAt: widenDueAt('dringend', bySchedule.createdAt) })
        .where(eq(requests.id, bySchedule.id));
      const photo = await givenPhoto(t, bySchedule.id, 1, PNG);
      await t.app.deps.jobs.drain(); // the scenario's own events, before the widenings
      const heard: string[] = [];
      const unlisten = await t.database.listen(LIVE_CHANNEL, (p) => heard.push(p));
      const asBuyer = await loggedIn(t, buyerRow, 'buyer');
      // No related brands: each widening passes ring 1 and reaches the opted-in seller.
      expect((await asBuyer.post(`/api/v1/buyer/requests/${byHand.id}/widen`, {})).statusCode).toBe(204);
      await widenDueRequests({
        db: t.database.db,
        now: new Date(bySchedule.createdAt.getTime() + WIDEN_WINDOW_MS.dringend + 60_000),
      });
      expect(
        (await recordedEvents(t.database.db, 'request.widened', 'requestId', bySchedule.id)).map(
          (e) => e.payload.sellerIds,
        ),
      ).toContainEqual(expect.arrayContaining([wide.id]));
      await t.app.deps.jobs.drain();
      await unlisten();

      const mails = await queuedMails(t.database.db, wide.email, 'new_request_notification');
      expect(mails.map((m) => m.variables.part_number).sort()).toEqual(['RING-4711', 'RING-4712']);
      const [endpoint] = await t.database.db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.ownerId, wide.id));
      const deliveries = await t.database.db
        .select({ body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint!.id),
            eq(webhookDeliveries.eventType, 'request.created'),
          ),
        );
      expect(deliveries.map((d) => d.body).join()).toContain('RING-4711');
      expect(deliveries.map((d) => d.body).join()).toContain('RING-4712');
      for (const r of [byHand, bySchedule]) {
        const live = heard.filter((p) => p.includes(r.id));
        expect(live.some((p) => p.includes(wide.id))).toBe(true);
      }
      // A live message's recipients route it; what a screen receives is its event.
      const events = heard.map((p) => JSON.stringify((JSON.parse(p) as { event: unknown }).event));
      const pushes = push.hitsOf(phone).map((h) => h.plaintext ?? `unlesbar: ${h.problem}`);
      // The schedule's request is 'dringend': its push says so.
      expect(pushes.map((p) => JSON.parse(p).title).sort(), await pushStates()).toEqual([
        'Neue Anfrage',
        'Neue dringende Anfrage',
      ]);
      const sent = [JSON.stringify(mails), ...deliveries.map((d) => d.body), ...events, ...pushes];
      expect(
        leaks(
          sent.map((body) => ({ url: 'sent', body })),
          [...secrets, ...buyer.secrets],
        ),
      ).toEqual([]);

      // Every GET route as the newly reached seller, with the widened requests' and the photo's
      // ids: it sees the requests (and the photo), never who asks; the buyer's timeline says a
      // widening happened, never to whom.
      const urls = getUrls([byHand.id, bySchedule.id, photo.id]);
      const toWide = await bodiesOf(asWide, urls);
      for (const r of [byHand, bySchedule])
        expect(
          toWide.some(
            (x) => x.status === 200 && x.url === '/api/v1/seller/requests' && x.body.includes(r.id),
          ),
        ).toBe(true);
      expect(toWide.some((x) => x.status === 200 && x.url.includes(`/photos/${photo.id}`))).toBe(true);
      expect(leaks(toWide, [...secrets, ...buyer.secrets])).toEqual([]);
      const toBuyer = await bodiesOf(asBuyer, urls);
      expect(toBuyer.some((x) => x.status === 200 && x.body.includes('"widenings":[{'))).toBe(true);
      expect(leaks(toBuyer, wideSecrets)).toEqual([]);
    } finally {
      await push.close();
    }
  }, 120_000);
});

describe('digests and unsubscribe pages name nobody (issue 35, decision 060)', () => {
  it("a digest's HTML and text part carry no buyer identity; the unsubscribe pages none of either party: 0 leaks", async () => {
    const { ids, buyer, seller: s } = await scenario();
    const db = t.database.db;
    // A seller who takes new requests as a daily digest; the scenario's request waits in it.
    const digester = await seller(t, {}, { companyName: 'Sammelpost Hydraulik GmbH' });
    const asDigester = await loggedIn(t, digester, 'seller');
    const saved = await asDigester.put('/api/v1/notification-settings', {
      newRequests: 'digest',
      urgentOnly: false,
      regions: [],
      offers: 'instant',
    });
    expect(saved.statusCode).toBe(200);
    await db.transaction((tx) => addDigestItems(tx, ids[0]!, [digester.id]));
    expect(await runDigests(db, ENV.siteUrl, new Date(Date.UTC(2030, 0, 15, 9)))).toBeGreaterThanOrEqual(1);
    const [digest] = await queuedMails(db, digester.email, 'new_requests_digest');
    expect(digest).toBeDefined();
    // The mail as the worker renders it: HTML, text part and headers.
    const sent: MailMessage[] = [];
    const secret = t.app.deps.config.authSecret;
    const send = createMailJobHandler({
      db,
      transport: { kind: 'smtp', send: async (m) => void sent.push(m) },
      from: 'test@hydroparts.test',
      siteUrl: ENV.siteUrl,
      log: t.app.log,
      unsubscribeUrl: (userId, category) => unsubscribeUrl(ENV.siteUrl, secret, userId, category),
    });
    await send({ id: 9_100_001, type: 'mail.send', payload: digest, attempts: 1 } as never);
    const [mail] = sent;
    expect(mail!.text).toContain('Teilenummer: ');
    const seen = [
      { url: 'digest html', body: mail!.html },
      { url: 'digest text', body: mail!.text },
      { url: 'digest subject', body: mail!.subject },
      { url: 'digest headers', body: JSON.stringify(mail!.headers) },
    ];
    expect(leaks(seen, buyer.secrets)).toEqual([]);

    // The unsubscribe pages of each party's link: neither names anyone, not even its own reader.
    const pages: { url: string; body: string }[] = [];
    for (const [userId, category] of [
      [buyer.secrets[0]!, 'offers'],
      [s.secrets[0]!, 'new_requests'],
      [digester.id, 'new_requests'],
    ] as const) {
      const url = unsubscribeUrl('', secret, userId, category);
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(200);
        pages.push({ url: `${method} ${category}`, body: res.body });
      }
    }
    expect(leaks(pages, [...buyer.secrets.slice(1), ...s.secrets.slice(1), digester.email])).toEqual([]);
  });
});

describe('an automatic offer from stock (decision 062)', () => {
  it('names its seller to nobody, and says it was automatic to its seller only', async () => {
    const buyer = await verifiedBuyer(t, {
      firstName: 'Quirinus',
      lastName: 'Autokäufer',
      company: 'Autokauf Zebrawerke AG',
      phone: '+49 444 656565',
    });
    const s = await seller(
      t,
      {},
      { lastName: 'Autoverkäufer', companyName: 'Automatik Geheimlager KG', phone: '+49 333 575757' },
    );
    await givenSellerBrands(t, s.id, ['HYDAC']);
    const sellerClient = await loggedIn(t, s, 'seller');
    expect(
      (await stockUpload(sellerClient, stockCsvFile(['ANON-AUTO-62;HYDAC;4;321,09;ab Lager']))).statusCode,
    ).toBe(200);
    const settings = { enabled: true, maxQuantity: 5, maxOrderValue: '10.000,00', validityDays: 10 };
    expect((await sellerClient.put('/api/v1/seller/stock/auto-offer', settings)).statusCode).toBe(200);

    const buyerClient = await loggedIn(t, buyer, 'buyer');
    const form = multipart({ partNumber: 'ANON-AUTO-62', manufacturer: 'HYDAC', quantity: '2' });
    const created = await buyerClient.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    await t.app.deps.jobs.drain();

    const own = (await sellerClient.get('/api/v1/seller/offers')).json() as {
      items: { id: string; automatic: boolean; request: { id: string } }[];
    };
    const offer = own.items.find((o) => o.request.id === requestId);
    expect(offer?.automatic).toBe(true);
    const urls = getUrls([requestId, offer!.id]);
    const toBuyer = await bodiesOf(buyerClient, urls);
    const toSeller = await bodiesOf(sellerClient, urls);
    const toNobody = await bodiesOf(new Client(t.app), urls);
    // The automatic offer reached the buyer (642.18 = 2 × 321.09) like any offer…
    expect(
      toBuyer.some((r) => r.status === 200 && r.body.includes(offer!.id) && r.body.includes('642.18')),
    ).toBe(true);
    // …without who made it, nor that a machine did: the flag is the seller's alone.
    const sellerSecrets = [s.id, s.email, 'Autoverkäufer', 'Automatik Geheimlager', '333 575757'];
    const buyerSecrets = [buyer.id, buyer.email, 'Autokäufer', 'Autokauf Zebrawerke', '444 656565'];
    expect(leaks(toBuyer, [...sellerSecrets, '"automatic"', 'automatisch abgegeben'])).toEqual([]);
    expect(leaks(toSeller, buyerSecrets)).toEqual([]);
    expect(leaks(toNobody, [...sellerSecrets, ...buyerSecrets, '321.09'])).toEqual([]);
    expect(toSeller.some((r) => r.status === 200 && r.body.includes('"automatic":true'))).toBe(true);
    // The buyer's mail of the new offer, once, names nobody either.
    const mails = await queuedMails(t.database.db, buyer.email, 'new_offer_notification');
    expect(mails).toHaveLength(1);
    expect(leaks([{ url: 'mail', body: JSON.stringify(mails) }], [...sellerSecrets, 'automatisch'])).toEqual(
      [],
    );
  });
});

describe('performance marks and feedback after losing (issue 35, decision 058)', { timeout: 240_000 }, () => {
  it("name nobody, and a loser of two offers cannot compute the chosen offer's price", async () => {
    const db = t.database.db;
    const { ids, buyer, seller: s, rival } = await scenario();
    const [buyerId, sellerId] = [buyer.secrets[0]!, s.secrets[0]!];
    // The offering seller earned both marks (stored figures, as the consumer writes them).
    await db.execute(sql`
      insert into seller_performance (seller_id, offers, median_response_seconds, shipped_measured, shipped_on_time)
      values (${sellerId}::uuid, 23, 4000, 17, 16)
      on conflict (seller_id) do update set offers = 23, median_response_seconds = 4000,
        shipped_measured = 17, shipped_on_time = 16`);
    const offersRes = await buyer.client.get(`/api/v1/buyer/requests/${ids[0]}/offers`);
    const shown = (offersRes.json() as { offers: { id: string; sellerMarks: unknown }[] }).offers.find(
      (o) => o.id === ids[1],
    );
    // Coarse steps only: 67 min → 'within 2 hours', 94 % → 90 %; never the counts 23 or 17.
    expect(shown?.sellerMarks).toEqual([
      { kind: 'response', hours: 2 },
      { kind: 'onTime', percent: 90 },
    ]);
    expect(JSON.stringify(shown?.sellerMarks)).not.toMatch(/23|17|16|4000/);
    // Before the order, no route shows the buyer the seller behind the marks.
    const toBuyer = await bodiesOf(buyer.client, getUrls(ids));
    expect(toBuyer.some((r) => r.status === 200 && r.body.includes('"sellerMarks":[{'))).toBe(true);
    expect(leaks(toBuyer, s.secrets)).toEqual([]);
    expect(buyerId).toBeTruthy();

    // Two offers: the rival offers more, the buyer orders the scenario's offer.
    const winnerTotal = '1254.40'; // offerBody: 1.234,50 + 19,90
    const lost = await rival.post('/api/v1/seller/offers', offerBody(ids[0]!, { price: '1.310,00' }));
    expect(lost.statusCode).toBe(201);
    const lostId = (lost.json() as { id: string }).id;
    const termId = await given.activePaymentTermId(t);
    const ordered = await buyer.client.post('/api/v1/buyer/orders', {
      offerId: ids[1],
      paymentTermsId: termId,
      billingAddress: {
        street: 'Käuferallee 919',
        city: 'Käuferhausen',
        zip: '91919',
        country: 'Deutschland',
      },
      acceptLegal: true,
    });
    expect(ordered.statusCode).toBe(201);
    await t.app.deps.jobs.drain();

    // The loser's own view: rank and a band, never the exact gap.
    const own = (await rival.get(`/api/v1/seller/offers/${lostId}`)).json() as {
      total: string;
      feedback: { rank: number; bidders: number; gap: { kind: string; from: number; to: number | null } };
    };
    expect(own.feedback).toMatchObject({ rank: 2, bidders: 2, gap: { kind: 'band', from: 5, to: 10 } });
    // What the loser can compute: the chosen total lies in own / (1 + to) … own / (1 + from),
    // a range more than 4 % wide that holds the true total but does not pin it down.
    const mine = Number(own.total);
    const low = mine / (1 + own.feedback.gap.to! / 100);
    const high = mine / (1 + own.feedback.gap.from / 100);
    expect(low).toBeLessThanOrEqual(Number(winnerTotal));
    expect(high).toBeGreaterThanOrEqual(Number(winnerTotal));
    expect((high - low) / Number(winnerTotal)).toBeGreaterThan(0.04);

    // Every GET route the loser may call, and its mail: neither the winner nor its price.
    const winner = [...s.secrets, winnerTotal, '1.254,40', '1254,40', '1234.50', '1.234,50', '1234,50'];
    // The stock template is a static example file whose sample price happens to read 1234,50.
    const toLoser = (await bodiesOf(rival, getUrls([...ids, lostId]))).filter(
      (r) => r.url !== '/api/v1/seller/stock/template.csv',
    );
    expect(toLoser.some((r) => r.status === 200 && r.body.includes('"feedback"'))).toBe(true);
    expect(leaks(toLoser, [...winner, ...buyer.secrets])).toEqual([]);
    const rivalEmail = (
      (await rival.get('/api/v1/seller/profile')).json() as { email?: string; profile?: { email: string } }
    ).email;
    const mails = await db.execute(
      sql`select payload from jobs where payload->>'templateType' = 'offer_rejected' and payload->>'to' = ${rivalEmail ?? ''}`,
    );
    const mailRows = (mails as unknown as { rows: { payload: unknown }[] }).rows;
    expect(mailRows).toHaveLength(1);
    const mail = JSON.stringify(mailRows[0]!.payload);
    expect(mail).toContain('5–10 %');
    expect(leaks([{ url: 'offer_rejected mail', body: mail }], [...winner, ...buyer.secrets])).toEqual([]);
  });
});
