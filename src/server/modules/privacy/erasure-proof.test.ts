import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlOrderDocuments } from '#server/db/schema/documents.ts';
import { orders } from '#server/db/schema/marketplace.ts';
import { webhookEndpoints } from '#server/db/schema/webhooks.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { runConsumers } from '#server/test/outbox.ts';
import * as given from '#server/test/given.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';
import { ERASURE_GRACE_DAYS } from '#shared/privacy/schema.ts';
import { RETAINED_AFTER_ERASURE, runDueErasures } from './erase.ts';

/*
 * Issue 32, "Must show" (decision 052): a buyer with orders, photos, messages and mails exports
 * the data, then is erased after the grace period. Afterwards every text and json column of every
 * table, every file under DATA_DIR and the captured log hold no name, e-mail or phone of that
 * buyer — except the rows the decision names as legally retained; totals and documents unchanged.
 */

const NAME = { firstName: 'Philippa', lastName: 'Quastenberg-Ilmtal' };
const FULL_NAME = `${NAME.firstName} ${NAME.lastName}`;
const PHONE = '+49 30 5550172';
const DAY = 86_400_000;
const logLines: string[] = [];
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hydroparts-erasure-'));
  t = await startTestApp({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug', WEBHOOK_ALLOW_PRIVATE: 'true' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

const png = async () => ({
  fileName: 'pumpe.png',
  contentType: 'image/png',
  data: await sharp({ create: { width: 8, height: 4, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer(),
});

async function settle() {
  await runConsumers(t.database.db);
  await t.app.deps.jobs.drain();
  await runConsumers(t.database.db);
  await t.app.deps.jobs.drain();
}

/** Every (table, column, row) of a text-like column whose value contains a needle. */
async function scanDatabase(needles: string[]): Promise<{ table: string; column: string; row: string }[]> {
  const cols = (await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`)) as { rows: { table_name: string; column_name: string }[] };
  expect(cols.rows.length).toBeGreaterThan(100);
  const hits: { table: string; column: string; row: string }[] = [];
  for (const { table_name: table, column_name: column } of cols.rows) {
    const value = sql`${sql.identifier(column)}::text`;
    const match = sql.join(
      needles.map((n) => sql`strpos(lower(${value}), lower(${n})) > 0`),
      sql` or `,
    );
    const res = (await t.database.db.execute(
      sql`select row_to_json(x)::text as r from ${sql.identifier(table)} x where ${match}`,
    )) as { rows: { r: string }[] };
    for (const r of res.rows) hits.push({ table, column, row: r.r });
  }
  return hits;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const f = path.join(dir, e);
    return statSync(f).isDirectory() ? filesUnder(f) : [f];
  });
}

function scanFiles(dir: string, needles: string[]): string[] {
  return filesUnder(dir).filter((file) => {
    const text = readFileSync(file).toString('utf8').toLowerCase();
    return needles.some((n) => text.includes(n.toLowerCase()));
  });
}

async function ordersChecksum(orderIds: string[]) {
  const rows = await t.database.db
    .select({
      id: orders.id,
      number: orders.orderNumber,
      total: orders.totalAmount,
      tax: orders.taxAmount,
      vat: orders.vatPercent,
      billing: orders.billingAddress,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id);
  const docs = await t.database.db
    .select({
      id: htmlOrderDocuments.orderId,
      lang: htmlOrderDocuments.language,
      html: htmlOrderDocuments.htmlContent,
    })
    .from(htmlOrderDocuments)
    .where(inArray(htmlOrderDocuments.orderId, orderIds))
    .orderBy(htmlOrderDocuments.orderId, htmlOrderDocuments.language);
  expect(docs.length).toBeGreaterThanOrEqual(orderIds.length);
  return createHash('sha256').update(JSON.stringify({ rows, docs })).digest('hex');
}

describe('export and erasure of a buyer with orders (issue 32)', () => {
  it('exports everything of the buyer, then leaves no trace but the retained order records', async () => {
    const buyer = await given.verifiedBuyer(t, { ...NAME, phone: PHONE, company: 'Ilmtal Pressen KG' });
    const seller = await given.seller(t);
    const otherSeller = await given.seller(t, {}, { companyName: 'Verborgene Anbieter GmbH' });
    await t.database.db.insert(webhookEndpoints).values({
      ownerId: seller.id,
      url: 'http://127.0.0.1:9/hook',
      secret: 'whsec_test',
      events: ['order.placed'],
    });
    const client = await given.loggedIn(t, buyer, 'buyer');
    const needles = [buyer.email, FULL_NAME, PHONE];

    // A request with a photo and free text naming the buyer; an offer; an order placed in the app.
    // Decision 072: and a PDF whose file name names the buyer.
    const { body, headers } = given.multipart(
      { partNumber: 'QX-4711', description: `Bitte Rückruf an ${FULL_NAME}, ${PHONE}` },
      [
        await png(),
        {
          name: 'documents',
          fileName: `Zeichnung ${FULL_NAME}.pdf`,
          contentType: 'application/pdf',
          data: await pdfWithMetadata(1),
        },
      ],
    );
    const created = await client.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(created.statusCode).toBe(201);
    const offer = await given.offer(t, created.json().id, seller.id, { price: '500.00' });
    const placed = await client.post('/api/v1/buyer/orders', {
      offerId: offer.id,
      paymentTermsId: await given.activePaymentTermId(t, 30),
      acceptLegal: true,
      billingAddress: { street: 'Ilmweg 3', city: 'Weimar', zip: '99423', country: 'Deutschland' },
    });
    expect(placed.statusCode).toBe(201);
    const second = await givenOrder(t, buyer.id, seller.id);
    // An offer never ordered, from a seller whose identity the buyer must not learn.
    const openRequest = await given.request(t, buyer.id, { partNumber: 'ANON-1' });
    await given.offer(t, openRequest.id, otherSeller.id, { price: '99.00' });
    // A contact message, an API key; mails to both parties and webhook deliveries.
    const contact = await new Client(t.app).post('/api/v1/contact', {
      name: FULL_NAME,
      email: buyer.email,
      subject: 'Frage',
      message: `Rufen Sie mich an: ${PHONE}`,
    });
    expect(contact.statusCode).toBe(201);
    const key = (await client.post('/api/v1/api-keys', { name: 'ERP', scopes: ['offers:read'] })).json()
      .key as string;
    await settle();
    const orderIds = [placed.json().id as string, second.order.id];
    const sellerClient = await given.loggedIn(t, seller, 'seller');
    for (const id of orderIds) {
      expect((await client.get(`/api/v1/orders/${id}/document`)).statusCode).toBe(200);
      expect((await sellerClient.get(`/api/v1/orders/${id}/document`)).statusCode).toBe(200);
    }
    expect(await scanDatabase(needles)).not.toEqual([]);

    // Export: a job builds the ZIP; a mail says so; the owner's session downloads it.
    expect((await client.post('/api/v1/account/privacy/export', undefined)).statusCode).toBe(202);
    await settle();
    const state = (await client.get('/api/v1/account/privacy')).json();
    expect(state.export).toMatchObject({ status: 'ready' });
    const download = await client.get(state.export.downloadUrl);
    expect(download.statusCode).toBe(200);
    const zip = new PizZip(download.rawPayload);
    const names = Object.keys(zip.files);
    for (const f of [
      'profile.json',
      'requests.json',
      'offers-received.json',
      'orders-placed.json',
      'ratings.json',
      'sessions.json',
      'api-keys.json',
      'webhooks.json',
      'mails.json',
      'contact-messages.json',
    ])
      expect(names).toContain(f);
    expect(names.filter((n) => n.startsWith('documents/') && n.endsWith('.pdf'))).toHaveLength(2);
    expect(names.filter((n) => n.startsWith('photos/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('uploaded-documents/') && n.endsWith('.pdf'))).toHaveLength(1);
    expect(zip.file('uploaded-documents.json')!.asText()).toContain(FULL_NAME);
    const text = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => zip.file(n)!.asText())
      .join('\n');
    expect(text).toContain(buyer.email);
    expect(text).toContain(PHONE);
    expect(JSON.parse(zip.file('orders-placed.json')!.asText())).toHaveLength(2);
    expect(JSON.parse(zip.file('mails.json')!.asText()).length).toBeGreaterThan(0);
    expect(JSON.parse(zip.file('api-keys.json')!.asText())).toMatchObject([{ name: 'ERP' }]);
    // Nothing of a seller the buyer has not ordered from, and no secret.
    for (const hidden of [otherSeller.email, 'Verborgene Anbieter', otherSeller.id, key, 'whsec_test'])
      expect(text).not.toContain(hidden);
    expect(JSON.parse(zip.file('offers-received.json')!.asText())[0]).not.toHaveProperty('sellerId');

    // Erasure: confirmed with the password, due after the grace period, cancellable until then.
    expect((await client.post('/api/v1/account/privacy/erasure', { password: 'falsch' })).statusCode).toBe(
      400,
    );
    const asked = await client.post('/api/v1/account/privacy/erasure', { password: given.PASSWORD });
    expect(asked.statusCode).toBe(200);
    const due = new Date(asked.json().erasure.dueAt).getTime();
    expect(Math.round((due - Date.now()) / DAY)).toBe(ERASURE_GRACE_DAYS);
    expect((await client.delete('/api/v1/account/privacy/erasure')).json().erasure).toBeNull();
    expect(
      (await client.post('/api/v1/account/privacy/erasure', { password: given.PASSWORD })).statusCode,
    ).toBe(200);
    await settle();
    const before = await ordersChecksum(orderIds);
    expect(await runDueErasures(t.app.deps, new Date(Date.now() + (ERASURE_GRACE_DAYS - 1) * DAY))).toBe(0);
    expect(await runDueErasures(t.app.deps, new Date(Date.now() + (ERASURE_GRACE_DAYS + 1) * DAY))).toBe(1);
    await settle();

    // Login is impossible; the old session is gone.
    expect((await client.get('/api/v1/account/privacy')).statusCode).toBe(401);
    const login = await new Client(t.app).post('/api/v1/auth/login', {
      email: buyer.email,
      password: given.PASSWORD,
      role: 'buyer',
    });
    expect(login.statusCode).toBe(401);

    // Totals and issued documents unchanged.
    expect(await ordersChecksum(orderIds)).toBe(before);

    // The scan: only the retained order records still name the buyer, and only for its orders.
    const hits = await scanDatabase(needles);
    const where = [...new Set(hits.map((h) => `${h.table}.${h.column}`))].sort();
    expect(where).toEqual(RETAINED_AFTER_ERASURE.map((r) => `${r.table}.${r.column}`).sort());
    for (const h of hits)
      expect(
        orderIds.some((id) => h.row.includes(id)),
        h.row.slice(0, 200),
      ).toBe(true);
    expect(scanFiles(dataDir, needles)).toEqual([]);
    expect(filesUnder(dataDir).filter((f) => f.includes('exports') || f.includes(created.json().id))).toEqual(
      [],
    );
    // The whole run's log (signup, order, mails, webhooks, export, erasure) was captured.
    expect(logLines.length).toBeGreaterThan(0);
    const logText = logLines.join('').toLowerCase();
    for (const n of needles) expect(logText.includes(n.toLowerCase()), n).toBe(false);

    // A document issued again after the erasure still names the buyer: frozen with the order.
    await t.database.db.delete(htmlOrderDocuments).where(inArray(htmlOrderDocuments.orderId, orderIds));
    const reissued = await sellerClient.get(`/api/v1/orders/${orderIds[0]}/document`);
    expect(reissued.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(reissued.rawPayload));
    const pdfText = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(pdfText).toContain('Ilmtal Pressen KG');
    expect(pdfText).toContain(buyer.email);
  });
});
