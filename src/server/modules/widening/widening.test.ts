import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '#server/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { requests } from '#server/db/schema/marketplace.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '#server/db/schema/catalog.ts';
import { sellerRegions } from '#server/db/schema/parties.ts';
import { sellerWideningOptIns } from '#server/db/schema/widening.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import { widenDueAt, WIDEN_WINDOW_MS } from '#shared/requests/widening.ts';
import { widenDueRequests } from './service.ts';

/*
 * Widening in rings (issue 30, decision 053): a seeded market where brand X has one seller and a
 * cross-referenced brand Y has two; a 'dringend' request reaches ring 1 when its 4 hours pass,
 * ring 2 (opted-in sellers only, regions still apply) one window later; each newly reached seller
 * is mailed exactly once, however often and on how many runners the job runs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();
const HOUR = 60 * 60 * 1000;

async function brand(name: string): Promise<string> {
  const [row] = await t.database.db.insert(brands).values({ name }).returning({ id: brands.id });
  return row!.id;
}

async function sellerOf(brandIds: string[], opts: { optIn?: boolean; regions?: string[] } = {}) {
  const s = await given.seller(t);
  if (brandIds.length > 0)
    await t.database.db.insert(sellerBrands).values(brandIds.map((brandId) => ({ sellerId: s.id, brandId })));
  if (opts.optIn) await t.database.db.insert(sellerWideningOptIns).values({ sellerId: s.id });
  if (opts.regions)
    await t.database.db
      .insert(sellerRegions)
      .values(opts.regions.map((region) => ({ sellerId: s.id, region })));
  return s;
}

/** Brand X with one seller, related brand Y with two, an opted-in seller of brand Z and one abroad. */
async function market(
  urgency: 'dringend' | 'normal' = 'dringend',
  opts: { createdAt?: Date; fromBefore?: boolean; status?: 'active' | 'closed' } = {},
) {
  const n = token();
  const [x, y, z] = [await brand(`Xwerk ${n}`), await brand(`Ywerk ${n}`), await brand(`Zwerk ${n}`)];
  const sx = await sellerOf([x]);
  const sy1 = await sellerOf([y]);
  const sy2 = await sellerOf([y]);
  const optIn = await sellerOf([z], { optIn: true });
  const optInFrance = await sellerOf([z], { optIn: true, regions: ['FR'] });
  const stranger = await sellerOf([z]);
  const a = await given.loggedIn(t, await given.admin(t), 'admin');
  const related = await a.post('/api/v1/admin/part-relations', {
    kind: 'equivalent',
    fromManufacturer: `Xwerk ${n}`,
    fromPartNumber: `XP-${n}`,
    toManufacturer: `Ywerk ${n}`,
    toPartNumber: `YP-${n}`,
  });
  expect(related.statusCode, related.body).toBe(201);
  const buyer = await given.verifiedBuyer(t);
  const createdAt = opts.createdAt ?? new Date();
  const request = await given.request(t, buyer.id, {
    manufacturer: `Xwerk ${n}`,
    partNumber: `XP ${n}`,
    urgency,
    createdAt,
    status: opts.status ?? 'active',
    expiresAt: new Date(createdAt.getTime() + 30 * 24 * HOUR),
    // A request written before widening existed has no due time, and reads widen_unscheduled
    // true (the migration's catalogue default, decision 063).
    widenAt: opts.fromBefore ? null : widenDueAt(urgency, createdAt),
    widenUnscheduled: opts.fromBefore ?? false,
  });
  return { n, buyer, request, createdAt, sx, sy1, sy2, optIn, optInFrance, stranger };
}

const mails = (email: string) => queuedMails(t.database.db, email, 'new_request_notification');
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function listed(client: Client, n: string) {
  const res = await client.get(`/api/v1/seller/requests?search=${n}`);
  return (res.json() as { items: { id: string }[]; total: number }).items.map((r) => r.id);
}

describe('the widening schedule', () => {
  it('reaches ring 1 when the window passes, then ring 2 opt-ins only; each seller mailed once', async () => {
    const m = await market();
    const asY = await given.loggedIn(t, m.sy1, 'seller');
    expect(await listed(asY, m.n)).toEqual([]);

    // Before 4 hours: nothing.
    expect(await widenDueRequests({ db: t.database.db, now: at(m.createdAt, 4 * HOUR - 60_000) })).toBe(0);
    expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id)).toEqual([]);

    // After: ring 1, the two sellers of the related brand; twice and on two runners at once.
    const t1 = at(m.createdAt, 4 * HOUR + 60_000);
    const runs = await Promise.all([
      widenDueRequests({ db: t.database.db, now: t1 }),
      widenDueRequests({ db: t.database.db, now: t1 }),
    ]);
    await widenDueRequests({ db: t.database.db, now: t1 });
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [ring1, ...more] = await recordedEvents(
      t.database.db,
      'request.widened',
      'requestId',
      m.request.id,
    );
    expect(more).toEqual([]);
    expect(ring1?.payload).toMatchObject({ ring: 1, buyerId: m.buyer.id });
    expect(new Set((ring1!.payload as { sellerIds: string[] }).sellerIds)).toEqual(
      new Set([m.sy1.id, m.sy2.id]),
    );
    await runConsumers(t.database.db);
    expect(await mails(m.sy1.email)).toHaveLength(1);
    expect(await mails(m.sy2.email)).toHaveLength(1);
    expect(await mails(m.sx.email)).toHaveLength(0);
    expect(await mails(m.optIn.email)).toHaveLength(0);
    // The stored audience: the related brand's seller lists and counts it.
    expect(await listed(asY, m.n)).toEqual([m.request.id]);

    // The next window: ring 2 reaches the opted-in seller who serves the region, only.
    expect(await widenDueRequests({ db: t.database.db, now: at(t1, 4 * HOUR - 60_000) })).toBe(0);
    const t2 = at(t1, 4 * HOUR + 60_000);
    expect(await widenDueRequests({ db: t.database.db, now: t2 })).toBe(1);
    expect(await widenDueRequests({ db: t.database.db, now: at(t2, 30 * 24 * HOUR) })).toBe(0);
    const events = await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ ring: 1 }),
      { requestId: m.request.id, buyerId: m.buyer.id, ring: 2, sellerIds: [m.optIn.id] },
    ]);
    await runConsumers(t.database.db);
    expect(await mails(m.optIn.email)).toHaveLength(1);
    expect(await mails(m.optInFrance.email)).toHaveLength(0);
    expect(await mails(m.stranger.email)).toHaveLength(0);
    for (const s of [m.sy1, m.sy2]) expect(await mails(s.email)).toHaveLength(1);
    expect(await listed(await given.loggedIn(t, m.optIn, 'seller'), m.n)).toEqual([m.request.id]);
    expect(await listed(await given.loggedIn(t, m.stranger, 'seller'), m.n)).toEqual([]);

    // The buyer's timeline.
    const asBuyer = await given.loggedIn(t, m.buyer, 'buyer');
    const own = (await asBuyer.get(`/api/v1/buyer/requests?search=${m.n}`)).json() as {
      items: { widenedRing: number; widenings: unknown[] }[];
    };
    expect(own.items[0]).toMatchObject({
      widenedRing: 2,
      widenings: [
        { ring: 1, sellerCount: 2, byBuyer: false },
        { ring: 2, sellerCount: 1, byBuyer: false },
      ],
    });
  });

  it('a run that dies between two requests leaves each seller told once after the restart', async () => {
    const a = await market();
    const b = await market();
    const now = at(b.createdAt, 4 * HOUR + 60_000);
    // The instance dies while widening b: its transaction never commits (a raised error stands in
    // for the kill; a's transaction committed before).
    await t.database.db.execute(
      sql.raw(`create or replace function hp_test_die() returns trigger language plpgsql as $$
        begin if new.request_id = '${b.request.id}' then raise exception 'killed'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger hp_test_die before insert on request_widenings for each row execute function hp_test_die()',
      ),
    );
    await expect(widenDueRequests({ db: t.database.db, now })).rejects.toThrow();
    await t.database.db.execute(sql.raw('drop trigger hp_test_die on request_widenings'));
    await t.database.db.execute(sql.raw('drop function hp_test_die()'));
    // The restarted instance runs the schedule again.
    await widenDueRequests({ db: t.database.db, now });
    await widenDueRequests({ db: t.database.db, now });
    await runConsumers(t.database.db);
    for (const s of [a.sy1, a.sy2, b.sy1, b.sy2]) expect(await mails(s.email)).toHaveLength(1);
    for (const m of [a, b])
      expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id)).toHaveLength(
        1,
      );
  });

  it('two offers keep a request from widening; declines of everyone reached widen it at once', async () => {
    const m = await market('normal');
    const other = await sellerOf([]);
    await given.offer(t, m.request.id, m.sx.id);
    await given.offer(t, m.request.id, other.id);
    await widenDueRequests({ db: t.database.db, now: at(m.createdAt, WIDEN_WINDOW_MS.normal + 60_000) });
    expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id)).toEqual([]);

    // A request whose whole audience declined widens before its window.
    const d = await market('normal');
    // Sellers without brands see every request: they are in its audience too, so all must decline.
    const audience = await audienceOf(d.request.id);
    for (const sellerId of audience) {
      await t.database.db.execute(
        sql`insert into request_declines (seller_id, request_id, reason) values (${sellerId}, ${d.request.id}, 'menge')`,
      );
    }
    await widenDueRequests({ db: t.database.db, now: at(d.createdAt, 60_000) });
    const [event] = await recordedEvents(t.database.db, 'request.widened', 'requestId', d.request.id);
    expect(event?.payload).toMatchObject({ ring: 1 });
  });
});

describe('requests written before widening existed (decision 063)', () => {
  const unscheduled = async (id: string) =>
    (
      await t.database.db
        .select({ widenAt: requests.widenAt, widenUnscheduled: requests.widenUnscheduled })
        .from(requests)
        .where(eq(requests.id, id))
    )[0]!;

  it('are given the due time of their urgency and widen when it passes; each seller mailed once', async () => {
    const now = new Date();
    // Written 5 hours ago ('dringend': its window passed an hour ago), and 1 hour ago.
    const late = await market('dringend', { createdAt: at(now, -5 * HOUR), fromBefore: true });
    const early = await market('dringend', { createdAt: at(now, -1 * HOUR), fromBefore: true });
    // Closed before widening existed: nothing is due, it only leaves the backlog.
    const closed = await market('dringend', {
      createdAt: at(now, -5 * HOUR),
      fromBefore: true,
      status: 'closed',
    });

    await widenDueRequests({ db: t.database.db, now });
    // The late one reached ring 1 in this very run; its next ring is one window from now.
    const [ring1] = await recordedEvents(t.database.db, 'request.widened', 'requestId', late.request.id);
    expect(ring1?.payload).toMatchObject({ ring: 1 });
    expect(new Set((ring1!.payload as { sellerIds: string[] }).sellerIds)).toEqual(
      new Set([late.sy1.id, late.sy2.id]),
    );
    expect(await unscheduled(late.request.id)).toEqual({
      widenAt: widenDueAt('dringend', now),
      widenUnscheduled: false,
    });
    // The early one is due when its own window passes, counted from its creation.
    expect(await unscheduled(early.request.id)).toEqual({
      widenAt: widenDueAt('dringend', early.createdAt),
      widenUnscheduled: false,
    });
    expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', early.request.id)).toEqual([]);
    expect(await unscheduled(closed.request.id)).toEqual({ widenAt: null, widenUnscheduled: false });

    await widenDueRequests({ db: t.database.db, now: at(early.createdAt, 4 * HOUR + 60_000) });
    await widenDueRequests({ db: t.database.db, now: at(early.createdAt, 4 * HOUR + 60_000) });
    const [early1, ...more] = await recordedEvents(
      t.database.db,
      'request.widened',
      'requestId',
      early.request.id,
    );
    expect(more).toEqual([]);
    expect(early1?.payload).toMatchObject({ ring: 1 });
    await runConsumers(t.database.db);
    for (const s of [late.sy1, late.sy2, early.sy1, early.sy2]) expect(await mails(s.email)).toHaveLength(1);
    for (const s of [closed.sy1, closed.sy2, late.sx]) expect(await mails(s.email)).toHaveLength(0);
    expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', closed.request.id)).toEqual(
      [],
    );
  });

  it('the migration marks the rows already there and none written after it', async () => {
    // The migration's statements once more on a column dropped for the purpose: a row from
    // before reads true without being rewritten, a row written after reads false.
    const before = await market('normal');
    await t.database.db.execute(sql.raw('alter table requests drop column widen_unscheduled'));
    const migration = readFileSync(
      path.join(migrationsFolder, '0035_widen_requests_from_before.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    // Safe to run again.
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    const after = await market('normal');
    expect((await unscheduled(before.request.id)).widenUnscheduled).toBe(true);
    expect((await unscheduled(after.request.id)).widenUnscheduled).toBe(false);
    // It keeps the due time it had; the schedule's batches leave the index empty.
    await widenDueRequests({ db: t.database.db, now: before.createdAt });
    expect(await unscheduled(before.request.id)).toEqual({
      widenAt: widenDueAt('normal', before.createdAt),
      widenUnscheduled: false,
    });
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from requests where widen_unscheduled`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

async function audienceOf(requestId: string): Promise<string[]> {
  const { requestAudience } = await import('#server/modules/seller-market/read.ts');
  return (await requestAudience(t.database.db, requestId)).map((s) => s.id);
}

describe('the owner widens by hand and extends the deadline', () => {
  it("'An weitere Verkäufer senden': ring 1 at once, then ring 2, then refused; others refused", async () => {
    const m = await market();
    const asBuyer = await given.loggedIn(t, m.buyer, 'buyer');
    const url = `/api/v1/buyer/requests/${m.request.id}/widen`;
    // Another buyer, a seller on the buyer's route, nobody, a bad body, a bad id.
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const notYours = await other.post(url, {});
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ message: 'Anfrage nicht gefunden' });
    expect((await (await given.loggedIn(t, m.sy1, 'seller')).post(url, {})).statusCode).toBe(403);
    expect((await other.post(`/api/v1/seller/my-requests/${m.request.id}/widen`, {})).statusCode).toBe(403);
    expect((await asBuyer.post(url, { ring: 2 })).statusCode).toBe(400);
    expect((await asBuyer.post('/api/v1/buyer/requests/kein-uuid/widen', {})).statusCode).toBe(400);

    expect((await asBuyer.post(url, {})).statusCode).toBe(204);
    expect((await asBuyer.post(url, {})).statusCode).toBe(204);
    const done = await asBuyer.post(url, {});
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      message: 'Die Anfrage wurde bereits an alle weiteren Verkäufer gesendet',
    });
    const events = await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id);
    expect(events.map((e) => [e.payload.ring, e.actorId])).toEqual([
      [1, m.buyer.id],
      [2, m.buyer.id],
    ]);
    await runConsumers(t.database.db);
    for (const s of [m.sy1, m.sy2, m.optIn]) expect(await mails(s.email)).toHaveLength(1);
    // The schedule finds nothing left to do.
    await widenDueRequests({ db: t.database.db, now: at(m.createdAt, 30 * 24 * HOUR) });
    expect(await recordedEvents(t.database.db, 'request.widened', 'requestId', m.request.id)).toHaveLength(2);
  });

  it("'Frist verlängern': 7, 14 or 30 days, at most 60 days from creation; others refused", async () => {
    const m = await market();
    const asBuyer = await given.loggedIn(t, m.buyer, 'buyer');
    const url = `/api/v1/buyer/requests/${m.request.id}/extend`;
    const bad = await asBuyer.post(url, { days: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Bitte wählen Sie eine Verlängerung um 7, 14 oder 30 Tage');
    expect((await asBuyer.post(url, {})).statusCode).toBe(400);
    expect((await asBuyer.post(url, { days: 7, extra: 1 })).statusCode).toBe(400);
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.post(url, { days: 7 })).statusCode).toBe(404);
    expect((await (await given.loggedIn(t, m.sx, 'seller')).post(url, { days: 7 })).statusCode).toBe(403);

    expect((await asBuyer.post(url, { days: 30 })).statusCode).toBe(204);
    const own = (await asBuyer.get(`/api/v1/buyer/requests?search=${m.n}`)).json() as {
      items: { expiresAt: string }[];
    };
    expect(Date.parse(own.items[0]!.expiresAt) - m.createdAt.getTime()).toBe(60 * 24 * HOUR);
    const tooLong = await asBuyer.post(url, { days: 7 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Eine Anfrage läuft höchstens 60 Tage ab ihrer Erstellung',
    });
    expect(await recordedEvents(t.database.db, 'request.extended', 'requestId', m.request.id)).toHaveLength(
      1,
    );
  });
});

describe("the seller's setting 'Anfragen über meine Marken hinaus'", () => {
  it('is off by default, saved by the seller only, a bad body refused in German', async () => {
    const s = await given.seller(t);
    const asSeller = await given.loggedIn(t, s, 'seller');
    expect((await asSeller.get('/api/v1/seller/widening')).json()).toEqual({ optIn: false });
    expect((await asSeller.put('/api/v1/seller/widening', { optIn: true })).json()).toEqual({ optIn: true });
    expect((await asSeller.get('/api/v1/seller/widening')).json()).toEqual({ optIn: true });
    const bad = await asSeller.put('/api/v1/seller/widening', { optIn: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Bitte wählen Sie, ob Sie erweiterte Anfragen erhalten möchten');
    const asBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await asBuyer.put('/api/v1/seller/widening', { optIn: true })).statusCode).toBe(403);
    expect((await asBuyer.get('/api/v1/seller/widening')).statusCode).toBe(403);
    // Another seller's setting is not theirs to see: each reads their own.
    const other = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await other.get('/api/v1/seller/widening')).json()).toEqual({ optIn: false });
    expect((await asSeller.put('/api/v1/seller/widening', { optIn: false })).json()).toEqual({
      optIn: false,
    });
  });
});

describe('a new request', () => {
  it('is due to widen when the window of its urgency has passed', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const { body, headers } = given.multipart({
      partNumber: `WID-${token()}`,
      urgency: 'hoch',
      quantity: '1',
    });
    const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as { id: string; createdAt: string; widenedRing: number; widenings: unknown[] };
    expect(view).toMatchObject({ widenedRing: 0, widenings: [] });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, view.id));
    // The window from the moment of creation (the app's clock; created_at is the database's).
    expect(Math.abs(row!.widenAt!.getTime() - row!.createdAt.getTime() - WIDEN_WINDOW_MS.hoch)).toBeLessThan(
      5_000,
    );
  });
});
