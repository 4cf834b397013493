import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/auth/schema.ts';
import { registerAnswerCache, type AnswerCacheLimits } from './answer-cache.ts';
import type { ChangeFeed } from './change-feed.ts';
import { CACHED_LISTS, writesSessions } from './cached-lists.ts';
import { startTestApp } from '#server/test/harness.ts';

/** A change feed the test moves by hand. */
function handFeed() {
  let data = 0;
  let up = true;
  const feed: ChangeFeed = {
    live: () => up,
    dataGeneration: () => data,
    sessionGeneration: () => 0,
    countedChanges: () => String(data),
    localWrite: () => void (data += 1),
    start: async () => undefined,
    close: async () => undefined,
  };
  return { feed, change: () => void (data += 1), setLive: (v: boolean) => void (up = v) };
}

const USER = (id: string): SessionUser => ({
  id,
  email: `${id}@x.de`,
  name: id,
  role: 'seller',
  language: 'de',
  companyId: id,
  memberRole: 'owner',
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A list route that answers how often its handler ran; `during` runs inside the handler. */
async function appWith(feed: ChangeFeed, limits?: AnswerCacheLimits, during: () => void = () => undefined) {
  const a = Fastify();
  let computed = 0;
  a.decorateRequest('user', null as unknown as SessionUser);
  a.addHook('onRequest', async (req) => {
    req.user = USER(String(req.headers['x-user'] ?? 'u1'));
  });
  registerAnswerCache(a, feed, limits);
  a.get('/api/v1/seller/requests', async (req) => {
    computed += 1;
    during();
    return { computed, pad: 'x'.repeat(Number((req.query as { pad?: string }).pad ?? 0)) };
  });
  a.get('/api/v1/seller/requests.csv', async (_req, reply) => reply.type('text/csv').send('a;b'));
  a.post('/api/v1/seller/offers', async (req, reply) =>
    (req.body as { bad?: boolean } | undefined)?.bad
      ? reply.code(400).send({ code: 'VALIDATION' })
      : { ok: true },
  );
  await a.ready();
  app = a;
  const get = async (url = '/api/v1/seller/requests', user = 'u1') =>
    (await a.inject({ url, headers: { 'x-user': user } })).json<{ computed: number }>().computed;
  return { a, get, computed: () => computed };
}

describe('answer cache (decision 026)', () => {
  it('answers a repeated list from memory until the data changes', async () => {
    const h = handFeed();
    const { get } = await appWith(h.feed);
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    h.change();
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
  });

  it('keeps answers per caller and per address', async () => {
    const h = handFeed();
    const { get } = await appWith(h.feed);
    expect(await get('/api/v1/seller/requests', 'u1')).toBe(1);
    expect(await get('/api/v1/seller/requests', 'u2')).toBe(2);
    expect(await get('/api/v1/seller/requests?page=2', 'u1')).toBe(3);
    expect(await get('/api/v1/seller/requests', 'u1')).toBe(1);
  });

  it('a write answered here ends every kept answer at once', async () => {
    const h = handFeed();
    const { a, get } = await appWith(h.feed);
    expect(await get()).toBe(1);
    await a.inject({ method: 'POST', url: '/api/v1/seller/offers' });
    expect(await get()).toBe(2);
  });

  it('a refused write (4xx) changed nothing and ends nothing', async () => {
    const h = handFeed();
    const { a, get } = await appWith(h.feed);
    expect(await get()).toBe(1);
    const refused = await a.inject({ method: 'POST', url: '/api/v1/seller/offers', payload: { bad: true } });
    expect(refused.statusCode).toBe(400);
    expect(await get()).toBe(1);
  });

  it('does not keep an answer read while the data changed', async () => {
    const h = handFeed();
    let once = true;
    const { get } = await appWith(h.feed, undefined, () => {
      if (once) h.change();
      once = false;
    });
    expect(await get()).toBe(1);
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
  });

  it('keeps nothing while changes are not heard', async () => {
    const h = handFeed();
    h.setLive(false);
    const { get } = await appWith(h.feed);
    expect(await get()).toBe(1);
    expect(await get()).toBe(2);
  });

  it('forgets answers older than the maximum age and beyond the memory bound', async () => {
    const h = handFeed();
    const aged = await appWith(h.feed, { maxAgeMs: 0, maxBytes: 1 << 20 });
    expect(await aged.get()).toBe(1);
    expect(await aged.get()).toBe(2);
    await aged.a.close();
    const small = await appWith(h.feed, { maxAgeMs: 60_000, maxBytes: 1500 });
    expect(await small.get('/api/v1/seller/requests?pad=1000', 'u1')).toBe(1);
    expect(await small.get('/api/v1/seller/requests?pad=1000', 'u2')).toBe(2);
    // u1's answer made room for u2's.
    expect(await small.get('/api/v1/seller/requests?pad=1000', 'u1')).toBe(3);
  });

  it('never serves routes outside the list, and only JSON answers', async () => {
    const h = handFeed();
    const { a, computed } = await appWith(h.feed);
    await a.inject({ url: '/api/v1/seller/requests.csv' });
    const csv = await a.inject({ url: '/api/v1/seller/requests.csv' });
    expect(csv.body).toBe('a;b');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(computed()).toBe(0);
  });

  it('every cached list is a GET route of the app', async () => {
    const t = await startTestApp();
    try {
      for (const url of CACHED_LISTS) expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('writes that end kept sessions here at once (decision 032)', () => {
  it('are the auth and account-blocking routes; other writes leave sessions to the announcement', () => {
    expect(writesSessions('/api/v1/auth/logout')).toBe(true);
    expect(writesSessions('/api/v1/auth/language')).toBe(true);
    expect(writesSessions('/api/v1/admin/sellers/123/toggle-active')).toBe(true);
    expect(writesSessions('/api/v1/admin/buyers/123/deactivate')).toBe(true);
    expect(writesSessions('/api/v1/admin/users/123/privacy/erasure')).toBe(true);
    expect(writesSessions('/api/v1/team/members/123')).toBe(true);
    expect(writesSessions('/api/v1/buyer/orders')).toBe(false);
    expect(writesSessions('/api/v1/seller/offers')).toBe(false);
  });

  it('no other module writes sessions or users (else its routes belong in the list)', () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');
    const writes = /\.(insert|update|delete)\((profiles|sessions)\)/;
    const writers = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => writes.test(readFileSync(path.join(root, f), 'utf8')))
      .map((f) => path.dirname(f));
    expect(writers.length).toBeGreaterThan(0);
    // Billing (an unpaid seller) and privacy (a due erasure) end sessions in their schedules, not
    // in a route: those kept sessions end by the announcement. The admin's immediate erasure is a
    // route, and in the list above.
    const allowed = ['auth', 'admin/buyers', 'admin/sellers', 'billing', 'privacy/repository', 'teams'];
    for (const dir of writers) expect(allowed, dir).toContain(dir);
  });
});
