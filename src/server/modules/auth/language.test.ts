import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, verifiedBuyer } from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function languageOf(id: string) {
  const [row] = await t.database.db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.language;
}

describe('PUT /api/v1/auth/language', () => {
  it('keeps the chosen language with the signed-in account, and only with that one', async () => {
    const buyer = await verifiedBuyer(t);
    const other = await verifiedBuyer(t);
    const client = await loggedIn(t, buyer, 'buyer');
    const res = await client.put('/api/v1/auth/language', { language: 'it' });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(buyer.id)).toBe('it');
    expect(await languageOf(other.id)).toBe('de');
  });

  it('refuses anybody not signed in', async () => {
    const res = await new Client(t.app).put('/api/v1/auth/language', { language: 'fr' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a language the switcher does not offer', async () => {
    const buyer = await verifiedBuyer(t);
    const client = await loggedIn(t, buyer, 'buyer');
    const res = await client.put('/api/v1/auth/language', { language: 'pl' });
    expect(res.statusCode).toBe(400);
    expect(await languageOf(buyer.id)).toBe('de');
  });
});

describe('the session carries the account language (issue 17)', () => {
  it('a sign-in on a new browser answers with the stored language, in the login and the session', async () => {
    const buyer = await verifiedBuyer(t);
    await (await loggedIn(t, buyer, 'buyer')).put('/api/v1/auth/language', { language: 'fr' });
    const fresh = new Client(t.app);
    const login = await fresh.post('/api/v1/auth/login', {
      email: buyer.email,
      password: buyer.password,
      role: 'buyer',
    });
    expect(login.json().user.language).toBe('fr');
    expect((await fresh.get('/api/v1/auth/session')).json().user.language).toBe('fr');
  });
});
