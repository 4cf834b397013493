import { eq, sql } from 'drizzle-orm';
import { storedAudienceOf } from '#server/test/outbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOffer } from '#server/test/given-marketplace.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { notificationDigestItems, notificationSettings } from '#server/db/schema/notification-settings.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { createMailJobHandler } from '#server/modules/mail/send-job.ts';
import type { MailMessage } from '#server/modules/mail/transport.ts';
import { notifyNewOffer, notifyNewRequest } from '#server/modules/notifications/service.ts';
import { runDigests } from '#server/modules/notifications/digest.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '#shared/notifications/settings.ts';

/** What an owner reads without a stored row: every mail, and every company mail (decision 071). */
const OWNER_DEFAULT = { ...DEFAULT_NOTIFICATION_SETTINGS, companyMails: 'all' };
import { unsubscribeToken, unsubscribeUrl } from './token.ts';

/*
 * Issue 35 (decision 060): what mails a user wants — new requests at once, as a daily digest or
 * not at all, only urgent ones, from some regions; offers at once or not at all — and the
 * one-click unsubscribe (RFC 8058) on every non-transactional mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SITE = 'http://localhost:3000';
const secret = () => t.app.deps.config.authSecret;

async function mailsTo(email: string, templateType: string): Promise<(MailJobPayload & { id: number })[]> {
  const rows = await t.database.db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' = ${templateType}`)
    .orderBy(jobs.id);
  return rows.map((r) => ({ id: r.id, ...(r.payload as unknown as MailJobPayload) }));
}

async function sellerWith(settings: Partial<typeof DEFAULT_NOTIFICATION_SETTINGS>) {
  const s = await given.seller(t);
  const client = await given.loggedIn(t, s, 'seller');
  const res = await client.put('/api/v1/notification-settings', {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    ...settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...s, client };
}

async function newRequest(
  buyerId: string,
  values: { urgency?: 'dringend' | 'normal'; regionKeys?: string[]; partNumber?: string } = {},
) {
  const r = await given.request(t, buyerId, {
    manufacturer: null,
    urgency: values.urgency ?? 'dringend',
    ...(values.partNumber && { partNumber: values.partNumber }),
  });
  if (values.regionKeys)
    await t.database.db.update(requests).set({ regionKeys: values.regionKeys }).where(eq(requests.id, r.id));
  await t.database.db.transaction(async (tx) =>
    notifyNewRequest(tx, SITE, r.id, { eventId: await storedAudienceOf(tx, r.id, buyerId) }),
  );
  return r;
}

describe('notification settings (GET/PUT /api/v1/notification-settings)', () => {
  it('defaults to today’s behaviour, saves a valid choice and refuses a bad body in German', async () => {
    const s = await given.seller(t);
    const client = await given.loggedIn(t, s, 'seller');
    expect((await client.get('/api/v1/notification-settings')).json()).toEqual(OWNER_DEFAULT);
    const saved = await client.put('/api/v1/notification-settings', {
      newRequests: 'digest',
      urgentOnly: true,
      regions: ['DE-80', 'DE-8', 'AT'],
      offers: 'off',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The same zod schema as the form: regions normalised (DE-80 lies in DE-8).
    expect(saved.json()).toEqual({
      newRequests: 'digest',
      urgentOnly: true,
      regions: ['AT', 'DE-8'],
      offers: 'off',
      // Not sent: the stored choice (here the owner's default) stays (decision 071).
      companyMails: 'all',
    });
    const company = await client.put('/api/v1/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      newRequests: 'digest',
      companyMails: 'assigned',
    });
    expect(company.json()).toMatchObject({ newRequests: 'digest', companyMails: 'assigned' });
    expect((await client.get('/api/v1/notification-settings')).json()).toMatchObject({
      newRequests: 'digest',
    });

    for (const body of [
      { ...DEFAULT_NOTIFICATION_SETTINGS, newRequests: 'hourly' },
      { ...DEFAULT_NOTIFICATION_SETTINGS, regions: ['Bayern'] },
      { ...DEFAULT_NOTIFICATION_SETTINGS, urgentOnly: 'ja' },
      { ...DEFAULT_NOTIFICATION_SETTINGS, userId: s.id },
      { ...DEFAULT_NOTIFICATION_SETTINGS, companyMails: 'manchmal' },
      {},
    ]) {
      const res = await client.put('/api/v1/notification-settings', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/Bitte|Unbekannte|Liefergebiete|erforderlich|Pflicht/);
    }
    // Nothing of a refused body was stored.
    expect((await client.get('/api/v1/notification-settings')).json()).toMatchObject({
      newRequests: 'digest',
    });
  });

  it('is the caller’s own: buyers have it too, an admin and a visitor are refused', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const res = await asBuyer.put('/api/v1/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      offers: 'off',
    });
    expect(res.statusCode).toBe(200);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.get('/api/v1/notification-settings')).statusCode).toBe(403);
    expect((await admin.put('/api/v1/notification-settings', DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(
      403,
    );
    const visitor = new Client(t.app);
    const anon = await visitor.get('/api/v1/notification-settings');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Sie müssen angemeldet sein');
    // A seller's settings say nothing of the buyer's.
    const s = await given.seller(t);
    const asSeller = await given.loggedIn(t, s, 'seller');
    expect((await asSeller.get('/api/v1/notification-settings')).json()).toEqual(OWNER_DEFAULT);
  });
});

describe('a new request reaches each seller as the seller chose', () => {
  it('at once, in the digest, not at all, only urgent ones, only from chosen regions', async () => {
    const buyer = await given.verifiedBuyer(t);
    const instant = await sellerWith({});
    const digest = await sellerWith({ newRequests: 'digest' });
    const off = await sellerWith({ newRequests: 'off' });
    const urgentOnly = await sellerWith({ urgentOnly: true });
    const bavaria = await sellerWith({ regions: ['DE-8'] });

    const urgentMunich = await newRequest(buyer.id, {
      urgency: 'dringend',
      regionKeys: ['DE', 'DE-8', 'DE-80'],
    });
    const normalBerlin = await newRequest(buyer.id, {
      urgency: 'normal',
      regionKeys: ['DE', 'DE-1', 'DE-10'],
    });

    const requestMails = (email: string) => mailsTo(email, 'new_request_notification');
    expect(await requestMails(instant.email)).toHaveLength(2);
    expect(await requestMails(digest.email)).toHaveLength(0);
    expect(await requestMails(off.email)).toHaveLength(0);
    expect((await requestMails(urgentOnly.email)).map((m) => m.variables.part_number)).toEqual([
      urgentMunich.partNumber,
    ]);
    expect((await requestMails(bavaria.email)).map((m) => m.variables.part_number)).toEqual([
      urgentMunich.partNumber,
    ]);
    // The digest seller's requests wait for the digest; nobody else's do.
    const waiting = await t.database.db.select().from(notificationDigestItems);
    expect(
      waiting
        .filter((w) => w.userId === digest.id)
        .map((w) => w.requestId)
        .sort(),
    ).toEqual([urgentMunich.id, normalBerlin.id].sort());
    expect(waiting.filter((w) => w.userId !== digest.id && [instant.id, off.id].includes(w.userId))).toEqual(
      [],
    );
    // Every instant new-request mail carries its unsubscribe category.
    const [mail] = await requestMails(instant.email);
    expect(mail!.unsubscribe).toEqual({ userId: instant.id, category: 'new_requests' });
  });

  it('a buyer who turned offer mails off gets none; the default still gets them', async () => {
    const quiet = await given.verifiedBuyer(t);
    const asQuiet = await given.loggedIn(t, quiet, 'buyer');
    await asQuiet.put('/api/v1/notification-settings', { ...DEFAULT_NOTIFICATION_SETTINGS, offers: 'off' });
    const loud = await given.verifiedBuyer(t);
    const s = await given.seller(t);
    for (const b of [quiet, loud]) {
      const r = await given.request(t, b.id);
      const offer = await givenOffer(t, r.id, s.id);
      await t.database.db.transaction((tx) => notifyNewOffer(tx, SITE, offer.id));
    }
    expect(await mailsTo(quiet.email, 'new_offer_notification')).toHaveLength(0);
    const [mail] = await mailsTo(loud.email, 'new_offer_notification');
    expect(mail!.unsubscribe).toEqual({ userId: loud.id, category: 'offers' });
  });
});

/** 08:00 German time (07:00 UTC in winter) on a day of November 2026, plus `days`. */
const morning = (days: number, hourUtc = 7) => new Date(Date.UTC(2026, 10, 28 + days, hourUtc, 0, 0));

describe('the daily digest: one mail a day with every new request, exactly once', () => {
  it('once across two runners at once and a run that dies; the next day only what is new', async () => {
    const buyer = await given.verifiedBuyer(t);
    const a = await sellerWith({ newRequests: 'digest' });
    const b = await sellerWith({ newRequests: 'digest' });
    const r1 = await newRequest(buyer.id, { partNumber: 'DIG-1' });
    const r2 = await newRequest(buyer.id, { partNumber: 'DIG-2' });
    const digests = (email: string) => mailsTo(email, 'new_requests_digest');

    // Before 07:00 German time nothing goes out.
    expect(await runDigests(t.database.db, SITE, morning(0, 5))).toBe(0);
    expect(await digests(a.email)).toHaveLength(0);

    // The instance dies while sending b's digest: that transaction never commits.
    await t.database.db.execute(
      sql.raw(`create or replace function hp_test_die() returns trigger language plpgsql as $$
        begin if new.user_id = '${b.id}' then raise exception 'killed'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger hp_test_die before update on notification_settings for each row execute function hp_test_die()',
      ),
    );
    await expect(runDigests(t.database.db, SITE, morning(0))).rejects.toThrow();
    await t.database.db.execute(sql.raw('drop trigger hp_test_die on notification_settings'));
    await t.database.db.execute(sql.raw('drop function hp_test_die()'));

    // The restarted instance and a second one run the schedule at once, then again.
    await Promise.all([
      runDigests(t.database.db, SITE, morning(0)),
      runDigests(t.database.db, SITE, morning(0)),
    ]);
    await runDigests(t.database.db, SITE, morning(0, 20));
    for (const s of [a, b]) {
      const mails = await digests(s.email);
      expect(mails, s.email).toHaveLength(1);
      expect(mails[0]!.direct!.html).toContain('DIG-1');
      expect(mails[0]!.direct!.html).toContain('DIG-2');
      expect(mails[0]!.direct!.subject).toBe('Ihre neuen Anfragen des Tages (2)');
      expect(mails[0]!.unsubscribe).toEqual({ userId: s.id, category: 'new_requests' });
      // Never the buyer (the anonymity walk reads the sent mails as well).
      expect(JSON.stringify(mails[0])).not.toContain(buyer.email);
    }

    // The next day: only the request that came since.
    const r3 = await newRequest(buyer.id, { partNumber: 'DIG-3' });
    await Promise.all([
      runDigests(t.database.db, SITE, morning(1)),
      runDigests(t.database.db, SITE, morning(1)),
    ]);
    const second = (await digests(a.email))[1]!;
    expect(second.direct!.html).toContain('DIG-3');
    expect(second.direct!.html).not.toContain('DIG-1');
    expect(await digests(a.email)).toHaveLength(2);
    // A day without new requests sends nothing.
    expect(await runDigests(t.database.db, SITE, morning(2))).toBe(0);
    expect(await digests(a.email)).toHaveLength(2);
    expect([r1.id, r2.id, r3.id]).toHaveLength(3);
  });

  it('a seller who switched from digest to instant or off gets no digest of what was waiting', async () => {
    const buyer = await given.verifiedBuyer(t);
    const s = await sellerWith({ newRequests: 'digest' });
    await newRequest(buyer.id);
    await s.client.put('/api/v1/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      newRequests: 'off',
    });
    await runDigests(t.database.db, SITE, morning(5));
    expect(await mailsTo(s.email, 'new_requests_digest')).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const path = (token: string) => `/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`;

  it('GET asks and changes nothing; POST turns that category off and keeps the rest', async () => {
    const s = await sellerWith({ urgentOnly: true, regions: ['AT'] });
    const visitor = new Client(t.app);
    const token = unsubscribeToken(secret(), s.id, 'new_requests');
    const page = await visitor.get(path(token));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="de"');
    expect(page.body).toContain('Möchten Sie keine E-Mails zu neuen passenden Anfragen mehr erhalten?');
    expect(page.body).toContain('method="post"');
    expect((await s.client.get('/api/v1/notification-settings')).json()).toMatchObject({
      newRequests: 'instant',
    });

    // What a mail client sends: a form body 'List-Unsubscribe=One-Click', no cookie, no Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: path(token),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Erledigt: Sie erhalten diese E-Mails nicht mehr.');
    expect((await s.client.get('/api/v1/notification-settings')).json()).toEqual({
      newRequests: 'off',
      urgentOnly: true,
      regions: ['AT'],
      offers: 'instant',
      companyMails: 'all',
    });
    // A buyer's offers link, in the buyer's language.
    const buyer = await given.verifiedBuyer(t);
    await t.database.db.execute(sql`update profiles set language = 'it' where id = ${buyer.id}`);
    const offers = await t.app.inject({
      method: 'POST',
      url: path(unsubscribeToken(secret(), buyer.id, 'offers')),
    });
    expect(offers.statusCode).toBe(200);
    expect(offers.body).toContain('lang="it"');
    const [row] = await t.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, buyer.id));
    expect(row).toMatchObject({ offers: 'off', newRequests: 'instant' });
  });

  it('refuses a forged, altered or foreign token in German, never a 500, and changes nothing', async () => {
    const victim = await sellerWith({});
    const attacker = await given.seller(t);
    const good = unsubscribeToken(secret(), attacker.id, 'new_requests');
    const [, , sig] = good.split('.');
    const bad = [
      `${victim.id}.new_requests.${sig}`, // another user's id with the attacker's signature
      `${attacker.id}.offers.${sig}`, // another category
      unsubscribeToken('not-the-app-secret', victim.id, 'new_requests'),
      `${victim.id}.new_requests`,
      'x',
      `${good}.extra`,
      `${victim.id}.everything.${sig}`,
      '../../etc/passwd',
      'ä'.repeat(300),
    ];
    for (const token of bad) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: path(token) });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.body).toContain('Der Abmeldelink ist ungültig oder abgelaufen.');
        expect(res.body).not.toContain(victim.email);
      }
    }
    // No token, an empty one, a token too long: the schema's German message.
    for (const url of ['/api/v1/mail/unsubscribe', path(''), path('a'.repeat(500))]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Abmeldelink ist ungültig/);
    }
    // A valid token of a user who no longer exists.
    const ghost = unsubscribeToken(secret(), '00000000-0000-4000-8000-000000000000', 'new_requests');
    expect((await t.app.inject({ method: 'POST', url: path(ghost) })).statusCode).toBe(400);
    expect((await victim.client.get('/api/v1/notification-settings')).json()).toMatchObject({
      newRequests: 'instant',
    });
  });

  it('every non-transactional mail carries List-Unsubscribe and List-Unsubscribe-Post; an order mail none', async () => {
    const sent: MailMessage[] = [];
    const run = createMailJobHandler({
      db: t.database.db,
      transport: { kind: 'smtp', send: async (m) => void sent.push(m) },
      from: 'test@hydroparts.test',
      siteUrl: SITE,
      log: t.app.log,
      unsubscribeUrl: (userId, category) => unsubscribeUrl(SITE, secret(), userId, category),
    });
    const s = await given.seller(t);
    const mail = (unsubscribe?: MailJobPayload['unsubscribe']): MailJobPayload => ({
      to: s.email,
      recipientType: 'seller',
      templateType: 'direct',
      language: 'de',
      variables: {},
      direct: { subject: 'Betreff', html: '<p>Guten Tag</p>' },
      ...(unsubscribe && { unsubscribe }),
    });
    const job = (payload: MailJobPayload, id: number) =>
      ({ id, type: 'mail.send', payload, attempts: 1 }) as unknown as Parameters<typeof run>[0];
    await run(job(mail({ userId: s.id, category: 'new_requests' }), 9_000_001));
    await run(job(mail(), 9_000_002));
    const [withLink, without] = sent;
    const url = unsubscribeUrl(SITE, secret(), s.id, 'new_requests');
    expect(withLink!.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(withLink!.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(withLink!.text).toContain('Abbestellen (');
    expect(without!.headers).toBeUndefined();
    expect(without!.html).not.toContain('unsubscribe');
    // The link in the mail works as the header does.
    const res = await t.app.inject({ method: 'POST', url: url.replace(SITE, '') });
    expect(res.statusCode).toBe(200);
  });
});
