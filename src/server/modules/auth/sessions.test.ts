import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionList } from '#shared/auth/sessions.ts';
import { describeUserAgent } from '#shared/auth/sessions.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (c: Client) => (await c.get('/api/v1/auth/sessions')).json() as SessionList;

describe('the session list (issue 34)', () => {
  it('lists the own sessions without token or address, ends one other, then all others', async () => {
    const buyer = await verifiedBuyer(t);
    const here = await loggedIn(t, buyer, 'buyer');
    const phone = await loggedIn(t, buyer, 'buyer');
    const laptop = await loggedIn(t, buyer, 'buyer');
    const res = await here.get('/api/v1/auth/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as SessionList;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'browser',
      'createdAt',
      'current',
      'id',
      'lastSeenAt',
      'os',
    ]);
    const token = decodeURIComponent([...here.cookies.values()][0]!).split('.')[0]!;
    expect(res.body).not.toContain(token);

    // The phone's session, seen from the phone, ended from here.
    const phoneId = (await list(phone)).sessions.find((s) => s.current)!.id;
    expect((await here.delete(`/api/v1/auth/sessions/${phoneId}`)).statusCode).toBe(200);
    expect((await phone.get('/api/v1/auth/sessions')).statusCode).toBe(401);
    expect((await list(here)).sessions).toHaveLength(2);

    // The own session is ended with 'Abmelden', not here.
    const ownId = (await list(here)).sessions.find((s) => s.current)!.id;
    const own = await here.delete(`/api/v1/auth/sessions/${ownId}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Diese Sitzung beenden Sie mit „Abmelden“');

    const others = await here.post('/api/v1/auth/sessions/end-others', {});
    expect(others.statusCode).toBe(200);
    expect(others.json()).toEqual({ ended: 1 });
    expect((await laptop.get('/api/v1/auth/sessions')).statusCode).toBe(401);
    expect((await list(here)).sessions.map((s) => s.current)).toEqual([true]);
  });

  it("refuses a visitor, another user's session id, a bad id and a body with fields, in German", async () => {
    const buyer = await verifiedBuyer(t);
    const other = await seller(t);
    const mine = await loggedIn(t, buyer, 'buyer');
    const theirs = await loggedIn(t, other, 'seller');
    const theirId = (await list(theirs)).sessions[0]!.id;

    const visitor = new Client(t.app);
    expect((await visitor.get('/api/v1/auth/sessions')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/auth/sessions/end-others', {})).statusCode).toBe(401);
    expect((await visitor.delete(`/api/v1/auth/sessions/${theirId}`)).statusCode).toBe(401);

    const foreign = await mine.delete(`/api/v1/auth/sessions/${theirId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Sitzung nicht gefunden');
    expect((await theirs.get('/api/v1/auth/sessions')).statusCode).toBe(200);

    const bad = await mine.delete('/api/v1/auth/sessions/keine-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Sitzung nicht gefunden');
    const body = await mine.post('/api/v1/auth/sessions/end-others', { userId: other.id });
    expect(body.statusCode).toBe(400);
    expect((await theirs.get('/api/v1/auth/sessions')).statusCode).toBe(200);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      'Edge',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });
});
