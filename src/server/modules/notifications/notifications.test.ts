import { eq, sql } from 'drizzle-orm';
import { storedAudienceOf } from '#server/test/outbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { buyerSignupBody, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenOffer, givenRequest, givenSellerBrands } from '#server/test/given-marketplace.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { listEmailLogsFor } from '#server/modules/mail/repository.ts';
import {
  notifyNewOffer,
  notifyNewRequest,
  notifyOrderPlaced,
  notifyPaymentReminder,
  notifySellerDecision,
  scheduleTrialReminders,
} from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Mails queued for an address, apart from the verification mail every new account gets. */
async function mailsTo(email: string): Promise<MailJobPayload[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' <> 'email_verification'`,
    )
    .orderBy(jobs.id);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

describe('new request → relevant sellers (spec 1 §5, issue 6)', () => {
  it('mails every approved, active, trial-or-paying seller who serves the brand, and no one else', async () => {
    const buyer = await verifiedBuyer(t);
    const hydac = await seller(t);
    await givenSellerBrands(t, hydac.id, ['HYDAC']);
    const allBrands = await seller(t, { payment: 'paid' });
    const parker = await seller(t);
    await givenSellerBrands(t, parker.id, ['Parker Hannifin']);
    const pending = await seller(t, { approval: 'pending', active: 'inactive' });
    const unpaid = await seller(t, { payment: 'unpaid' });
    const inactive = await seller(t, { active: 'inactive' });
    const request = await givenRequest(t, buyer.id, { manufacturer: 'Hydac International' });
    // Issue 31: the buyer's downtime cost per day never reaches a seller's mail.
    await t.database.db
      .update(requests)
      .set({ downtimeCostPerDay: '65432.10', neededBy: '2099-01-31' })
      .where(eq(requests.id, request.id));

    await t.database.db.transaction(async (tx) =>
      notifyNewRequest(tx, 'http://localhost:3000', request.id, {
        eventId: await storedAudienceOf(tx, request.id, buyer.id),
      }),
    );

    expect(await mailsTo(hydac.email)).toHaveLength(1);
    expect(await mailsTo(allBrands.email)).toHaveLength(1);
    for (const s of [parker, pending, unpaid, inactive]) expect(await mailsTo(s.email)).toHaveLength(0);
    const [mail] = await mailsTo(hydac.email);
    expect(mail).toMatchObject({ templateType: 'new_request_notification', recipientType: 'seller' });
    expect(mail!.variables).toMatchObject({
      part_number: '0160 D 010 BN4HC',
      quantity: 3,
      urgency: 'Dringend',
    });
    const text = JSON.stringify(mail);
    for (const secret of [buyer.email, 'Muster Hydraulik GmbH', '+49 711 123456', 'Hauptstraße', '65432'])
      expect(text).not.toContain(secret);
  });

  it('never mails a seller about their own request', async () => {
    const s = await seller(t);
    const request = await givenRequest(t, s.id, { manufacturer: null });
    await t.database.db.transaction(async (tx) =>
      notifyNewRequest(tx, 'http://x', request.id, { eventId: await storedAudienceOf(tx, request.id, s.id) }),
    );
    expect(await mailsTo(s.email)).toHaveLength(0);
  });
});

describe('new offer → the buyer, anonymously', () => {
  it('tells the buyer how many offers there are, without the seller', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    const request = await givenRequest(t, buyer.id);
    await givenOffer(t, request.id, (await seller(t)).id);
    const offer = await givenOffer(t, request.id, s.id);
    await t.database.db.transaction((tx) => notifyNewOffer(tx, 'http://localhost:3000', offer.id));
    const [mail] = await mailsTo(buyer.email);
    expect(mail).toMatchObject({
      templateType: 'new_offer_notification',
      variables: { offer_count: 2, dashboard_url: 'http://localhost:3000/buyer-dashboard?tab=requests' },
    });
    const text = JSON.stringify(mail);
    for (const secret of [s.email, 'Händler Fluidtechnik GmbH', '+49 89 987654', 'Industriestraße'])
      expect(text).not.toContain(secret);
  });
});

describe('order → both parties, contact data released', () => {
  it('gives the seller the buyer’s contact data and the buyer the seller’s, with the document attached', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    const { order } = await givenOrder(t, buyer.id, s.id);
    await t.database.db.transaction((tx) => notifyOrderPlaced(tx, 'http://localhost:3000', order.id));

    const [toSeller] = await mailsTo(s.email);
    expect(toSeller!.variables).toMatchObject({
      order_number: order.orderNumber,
      buyer_company: 'Muster Hydraulik GmbH',
      buyer_email: buyer.email,
      buyer_phone: '+49 711 123456',
    });
    const [toBuyer] = await mailsTo(buyer.email);
    expect(toBuyer!.variables).toMatchObject({
      seller_company: 'Händler Fluidtechnik GmbH',
      seller_email: s.email,
      seller_phone: '+49 89 987654',
    });
    expect(toBuyer!.attachments).toEqual([{ kind: 'order_document', orderId: order.id }]);

    await t.app.deps.jobs.drain();
    const log = (await listEmailLogsFor(t.database.db, buyer.email)).at(-1);
    expect(log).toMatchObject({ status: 'kept', templateType: 'order_confirmation' });
    expect(log!.subject).toContain(order.orderNumber);
  });

  it('writes each party’s order values in that party’s language (issue 17)', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    await t.database.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, buyer.id));
    await t.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, s.id));
    const { order } = await givenOrder(t, buyer.id, s.id, { price: '1234.56', shipping: '25.00' });
    await t.database.db.transaction((tx) => notifyOrderPlaced(tx, 'http://localhost:3000', order.id));
    const [toBuyer] = await mailsTo(buyer.email);
    expect(toBuyer!.language).toBe('fr');
    expect(String(toBuyer!.variables.total_amount).replace(/\s/g, ' ')).toBe('1 498,88 €');
    expect(toBuyer!.variables.payment_terms).toBe('Paiement sur facture (30 jours)');
    expect(toBuyer!.variables.delivery_time).toMatch(/semaine/);
    const [toSeller] = await mailsTo(s.email);
    expect(toSeller!.variables.total_amount).toBe('€1,498.88');
    expect(toSeller!.variables.delivery_time).toMatch(/week/);
  });
});

describe('seller account mails', () => {
  it('sends the approval and the rejection template', async () => {
    const a = await seller(t);
    const b = await seller(t, { approval: 'rejected' });
    await t.database.db.transaction(async (tx) => {
      await notifySellerDecision(tx, a.id, 'approved');
      await notifySellerDecision(tx, b.id, 'rejected');
    });
    await t.app.deps.jobs.drain();
    const types = async (email: string) =>
      (await listEmailLogsFor(t.database.db, email)).map((l) => `${l.templateType}:${l.status}`).sort();
    expect(await types(a.email)).toEqual(['email_verification:kept', 'seller_approval_email:kept']);
    expect(await types(b.email)).toEqual(['email_verification:kept', 'seller_rejection_email:kept']);
  });

  it('reminds an unpaid seller of the gross monthly fee', async () => {
    const s = await seller(t, { payment: 'unpaid' });
    await t.database.db.transaction((tx) =>
      notifyPaymentReminder(tx, s.id, undefined, new Date('2026-11-21T10:00:00Z')),
    );
    const [mail] = await mailsTo(s.email);
    expect(mail!.variables).toMatchObject({
      amount: '59,44 €'.replace(' ', '\u00a0'),
      due_date: '05.12.2026',
    });
  });

  it('queues the trial reminder 3 days before the trial ends, once', async () => {
    const soon = await seller(t);
    const later = await seller(t);
    const now = new Date();
    await t.database.db
      .update(sellerProfiles)
      .set({ trialEndsAt: new Date(now.getTime() + 2 * 86_400_000) })
      .where(eq(sellerProfiles.id, soon.id));
    await t.database.db
      .update(sellerProfiles)
      .set({ trialEndsAt: new Date(now.getTime() + 10 * 86_400_000) })
      .where(eq(sellerProfiles.id, later.id));
    await scheduleTrialReminders(t.database.db, now);
    await scheduleTrialReminders(t.database.db, now);
    expect(await mailsTo(soon.email)).toHaveLength(1);
    expect((await mailsTo(soon.email))[0]).toMatchObject({ templateType: 'seller_trial_expiry' });
    expect(await mailsTo(later.email)).toHaveLength(0);
  });
});

describe('welcome', () => {
  it('welcomes a buyer once the e-mail address is confirmed', async () => {
    const body = buyerSignupBody();
    await new Client(t.app).post('/api/v1/auth/signup/buyer', body);
    await t.app.deps.jobs.drain();
    const verification = (await listEmailLogsFor(t.database.db, body.email))[0]!;
    const link = /href="([^"]*verify-email[^"]*)"/.exec(verification.content)![1]!.replaceAll('&amp;', '&');
    const url = new URL(link);
    expect((await new Client(t.app).get(url.pathname + url.search)).statusCode).toBe(302);
    await t.app.deps.jobs.drain();
    const logs = await listEmailLogsFor(t.database.db, body.email);
    expect(logs.map((l) => l.templateType)).toEqual(['email_verification', 'welcome_message']);
  });
});
