import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, verifiedBuyer } from '#server/test/given.ts';

/**
 * Decision 021: the session is read by our own prepared statement after checking the cookie's
 * signature as better-auth does; better-auth still refreshes and deletes sessions.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const COOKIE = 'hydroparts.session_token';

async function signedIn() {
  const b = await verifiedBuyer(t);
  const client = await loggedIn(t, b, 'buyer');
  const signed = decodeURIComponent(client.cookies.get(COOKIE)!);
  const token = signed.slice(0, signed.lastIndexOf('.'));
  return { b, client, signed, token };
}
const whoAmI = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json() as {
    user: { id: string } | null;
  };

describe('session lookup', () => {
  it('knows the signed-in user, by the first cookie of the name', async () => {
    const { b, signed } = await signedIn();
    expect((await whoAmI(`${COOKIE}=${encodeURIComponent(signed)}`)).user?.id).toBe(b.id);
    expect((await whoAmI(`other=1; ${COOKIE}="${signed}"; ${COOKIE}=x.y`)).user?.id).toBe(b.id);
  });

  it('refuses a token without a valid signature, and a cookie of another name', async () => {
    const { signed, token } = await signedIn();
    const other = (await signedIn()).signed;
    const otherSignature = other.slice(other.lastIndexOf('.') + 1);
    for (const cookie of [
      `${COOKIE}=${token}`,
      `${COOKIE}=${token}.${otherSignature}`,
      `${COOKIE}=${token}.${'A'.repeat(43)}=`,
      `x${COOKIE}=${encodeURIComponent(signed)}`,
    ])
      expect((await whoAmI(cookie)).user, cookie).toBeNull();
  });

  it('ends at once when the session row is gone (logout, blocking)', async () => {
    const { client, token } = await signedIn();
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect((await client.get('/api/v1/auth/session')).json().user).toBeNull();
    expect((await client.get('/api/v1/buyer/requests')).statusCode).toBe(401);
  });

  it('lets better-auth refresh a session that is due, and refuse and delete an expired one', async () => {
    const { b, client, token } = await signedIn();
    const day = 86_400_000;
    // Two days into a seven-day session: past updateAge (one day), so better-auth extends it.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * day) })
      .where(eq(sessions.token, token));
    expect((await client.get('/api/v1/auth/session')).json().user.id).toBe(b.id);
    const [refreshed] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect((await client.get('/api/v1/auth/session')).json().user).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });
});
