import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messageTemplates } from '#server/db/schema/messaging.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { runConsumers } from '#server/test/outbox.ts';
import { listEmailLogsFor } from '#server/modules/mail/repository.ts';

/**
 * Issue 13: every notification picks its template by the recipient's part in the event, not by
 * the account's role. A seller who orders gets the buyer's order confirmation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billing = { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' };

async function queued(email: string): Promise<MailJobPayload[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' <> 'email_verification'`,
    )
    .orderBy(jobs.id);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

/** Seller A requests a part as a buyer; seller B offers; A orders; B confirms and ships. */
async function sellerAsBuyerFlow() {
  const a = await given.seller(t);
  const b = await given.seller(t);
  const clientA = await given.loggedIn(t, a, 'seller');
  const clientB = await given.loggedIn(t, b, 'seller');
  const form = given.multipart({ partNumber: 'ROLE-1', quantity: '1', urgency: 'normal' });
  const created = await clientA.request('POST', '/api/v1/seller/my-requests', form.body, form.headers);
  const requestId = created.json().id as string;
  await runConsumers(t.database.db); // each step's follow-up job runs before the next, as the worker's would
  const offer = await clientB.post('/api/v1/seller/offers', offerBody(requestId));
  expect(offer.statusCode).toBe(201);
  await runConsumers(t.database.db);
  const termId = await given.activePaymentTermId(t, 30);
  const order = await clientA.post('/api/v1/seller/my-orders', {
    offerId: offer.json().id,
    paymentTermsId: termId,
    billingAddress: billing,
    acceptLegal: true,
  });
  expect(order.statusCode).toBe(201);
  const orderId = order.json().id as string;
  await runConsumers(t.database.db);
  expect((await clientB.post(`/api/v1/orders/${orderId}/confirm`, {})).statusCode).toBe(200);
  expect((await clientB.post(`/api/v1/orders/${orderId}/ship`, {})).statusCode).toBe(200);
  await runConsumers(t.database.db); // the transitions' mails are their events' consumer's (decision 038)
  return { a, b, orderId };
}

describe('mails by the recipient’s part, not the account’s role (issue 13)', () => {
  it("gives the ordering seller the buyer's confirmation and the receiving seller the seller's", async () => {
    const { a, b } = await sellerAsBuyerFlow();
    const toA = await queued(a.email);
    const toB = await queued(b.email);
    const pairs = (mails: MailJobPayload[]) => mails.map((m) => `${m.templateType}:${m.recipientType}`);
    expect(pairs(toA)).toEqual([
      'new_offer_notification:buyer',
      'order_confirmation:buyer',
      'order_confirmed:buyer',
      'order_shipped:buyer',
    ]);
    expect(pairs(toB)).toEqual([
      'new_request_notification:seller',
      'order_confirmation:seller',
      'offer_accepted:seller',
    ]);
    const confirmation = toA.find((m) => m.templateType === 'order_confirmation')!;
    expect(confirmation.variables.dashboard_url).toMatch(/\/seller-dashboard\?tab=my-orders$/);
    expect(confirmation.attachments).toHaveLength(1);

    await t.app.deps.jobs.drain();
    const [log] = (await listEmailLogsFor(t.database.db, a.email)).filter(
      (l) => l.templateType === 'order_confirmation',
    );
    expect(log!.subject).toMatch(/^Bestellbestätigung /);
    expect(log!.content).toContain('vielen Dank für Ihre Bestellung');
    expect(log!.content).not.toContain('ein Käufer hat Ihr Angebot angenommen');
    const [toSeller] = (await listEmailLogsFor(t.database.db, b.email)).filter(
      (l) => l.templateType === 'order_confirmation',
    );
    expect(toSeller!.content).toContain('ein Käufer hat Ihr Angebot angenommen');
  });

  it('has a template of exactly the chosen recipient type for every queued mail', async () => {
    await sellerAsBuyerFlow();
    const rows = await t.database.db.select({ payload: jobs.payload }).from(jobs);
    const pairs = new Set(
      rows
        .map((r) => r.payload as unknown as MailJobPayload)
        .filter((p) => p.templateType && p.templateType !== 'direct')
        .map((p) => `${p.templateType}|${p.recipientType}`),
    );
    for (const pair of pairs) {
      const [type, recipient] = pair.split('|') as [string, 'buyer' | 'seller' | 'admin'];
      const found = await t.database.db
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(
          and(
            eq(messageTemplates.type, type),
            eq(messageTemplates.recipientType, recipient),
            eq(messageTemplates.language, 'de'),
          ),
        );
      expect(found.length, pair).toBeGreaterThan(0);
    }
  });
});
