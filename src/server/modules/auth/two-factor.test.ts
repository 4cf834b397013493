import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { nextTotpCode, totpCode } from '#server/test/totp.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { profiles } from '#server/db/schema/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { id: string; email: string; password: string };

/** Sets up TOTP through the API as the user would in their security settings. */
async function withTotp(who: Who, role: 'buyer' | 'seller' | 'admin') {
  const client = await loggedIn(t, who, role);
  const setup = await client.post('/api/v1/auth/two-factor/setup', { password: who.password });
  expect(setup.statusCode).toBe(200);
  const { secret, backupCodes, totpURI } = setup.json() as {
    secret: string;
    backupCodes: string[];
    totpURI: string;
  };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/HydroParts/);
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  expect((await client.post('/api/v1/auth/two-factor/confirm', { code: '000000' })).statusCode).toBe(401);
  expect((await client.post('/api/v1/auth/two-factor/confirm', { code: totpCode(secret) })).statusCode).toBe(
    200,
  );
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, who.id));
  expect(row!.twoFactorEnabled).toBe(true);
  return { secret, backupCodes };
}

const login = (c: Client, who: Who, role: string) =>
  c.post('/api/v1/auth/login', { email: who.email, password: who.password, role });

describe('second factor (issue 18)', () => {
  it('an admin with TOTP gets no session from the password alone, and one with the code', async () => {
    const boss = await admin(t);
    const { secret } = await withTotp(boss, 'admin');

    const browser = new Client(t.app);
    const first = await login(browser, boss, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/v1/auth/session')).json().user).toBeNull();
    expect((await browser.get('/api/v1/admin/stats')).statusCode).toBe(401);

    const wrong = await browser.post('/api/v1/auth/two-factor/verify', { code: '123456', role: 'admin' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Der Code ist ungültig oder abgelaufen');

    const ok = await browser.post('/api/v1/auth/two-factor/verify', {
      code: nextTotpCode(secret),
      role: 'admin',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: boss.email, role: 'admin' });
    expect((await browser.get('/api/v1/admin/stats')).statusCode).toBe(200);
  });

  it('a code without the password step gets nobody in', async () => {
    const boss = await admin(t);
    const { secret } = await withTotp(boss, 'admin');
    const res = await new Client(t.app).post('/api/v1/auth/two-factor/verify', {
      code: nextTotpCode(secret),
      role: 'admin',
    });
    expect(res.statusCode).toBe(401);
  });

  it('a backup code works once', async () => {
    const buyer = await verifiedBuyer(t);
    const { backupCodes } = await withTotp(buyer, 'buyer');
    const a = new Client(t.app);
    await login(a, buyer, 'buyer');
    expect(
      (await a.post('/api/v1/auth/two-factor/verify', { code: backupCodes[0], role: 'buyer' })).statusCode,
    ).toBe(200);
    const b = new Client(t.app);
    await login(b, buyer, 'buyer');
    expect(
      (await b.post('/api/v1/auth/two-factor/verify', { code: backupCodes[0], role: 'buyer' })).statusCode,
    ).toBe(401);
  });

  it('a trusted device skips the code for the next login', async () => {
    const s = await seller(t);
    const { secret } = await withTotp(s, 'seller');
    const browser = new Client(t.app);
    await login(browser, s, 'seller');
    const verified = await browser.post('/api/v1/auth/two-factor/verify', {
      code: nextTotpCode(secret),
      role: 'seller',
      trustDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers['set-cookie'])).toMatch(/trust_device=.*Max-Age=2592000/i);
    await browser.post('/api/v1/auth/logout');
    const again = await login(browser, s, 'seller');
    expect(again.json().user).toMatchObject({ email: s.email });
  });

  it('keeps the login page gates: a buyer with TOTP is refused at the admin login before any code', async () => {
    const buyer = await verifiedBuyer(t);
    await withTotp(buyer, 'buyer');
    const res = await login(new Client(t.app), buyer, 'admin');
    expect(res.statusCode).toBe(403);
  });

  it('setup and disable need the signed-in user and the password', async () => {
    expect(
      (await new Client(t.app).post('/api/v1/auth/two-factor/setup', { password: 'x' })).statusCode,
    ).toBe(401);
    const buyer = await verifiedBuyer(t);
    const client = await loggedIn(t, buyer, 'buyer');
    expect((await client.post('/api/v1/auth/two-factor/setup', { password: 'falsch123' })).statusCode).toBe(
      401,
    );
    expect((await client.post('/api/v1/auth/two-factor/setup', {})).statusCode).toBe(400);
    // Set up in this browser (enabling it ends the account's other sessions).
    const { secret } = (
      await client.post('/api/v1/auth/two-factor/setup', { password: buyer.password })
    ).json() as {
      secret: string;
    };
    expect(
      (await client.post('/api/v1/auth/two-factor/confirm', { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await client.post('/api/v1/auth/two-factor/disable', { password: 'falsch123' })).statusCode).toBe(
      401,
    );
    expect(
      (await client.post('/api/v1/auth/two-factor/disable', { password: buyer.password })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id));
    expect(row!.twoFactorEnabled).toBe(false);
    expect((await login(new Client(t.app), buyer, 'buyer')).json().user).toMatchObject({
      email: buyer.email,
    });
  });
});

describe('a code works once, and enabling the factor ends other sessions (issue 38)', () => {
  it('refuses a TOTP code a second time within its window, on a second login', async () => {
    const buyer = await verifiedBuyer(t);
    const { secret } = await withTotp(buyer, 'buyer');
    const code = nextTotpCode(secret);
    const first = new Client(t.app);
    await login(first, buyer, 'buyer');
    expect((await first.post('/api/v1/auth/two-factor/verify', { code, role: 'buyer' })).statusCode).toBe(
      200,
    );

    const replay = new Client(t.app);
    await login(replay, buyer, 'buyer');
    const again = await replay.post('/api/v1/auth/two-factor/verify', { code, role: 'buyer' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Der Code ist ungültig oder abgelaufen');
    expect((await replay.get('/api/v1/auth/session')).json().user).toBeNull();
    // The code that confirmed the setup is used as well.
    const confirmCode = new Client(t.app);
    await login(confirmCode, buyer, 'buyer');
    expect(
      (await confirmCode.post('/api/v1/auth/two-factor/verify', { code: totpCode(secret), role: 'buyer' }))
        .statusCode,
    ).toBe(401);
    // The first login's session is untouched.
    expect((await first.get('/api/v1/auth/session')).json().user).toMatchObject({ email: buyer.email });
  });

  it("ends the account's other sessions when the second factor is enabled, and keeps the enabling one", async () => {
    const s = await seller(t);
    const elsewhere = await loggedIn(t, s, 'seller');
    const other = await loggedIn(t, await seller(t), 'seller');
    expect((await elsewhere.get('/api/v1/auth/session')).json().user).toMatchObject({ email: s.email });
    await withTotp(s, 'seller');
    expect((await elsewhere.get('/api/v1/auth/session')).json().user).toBeNull();
    expect((await elsewhere.get('/api/v1/seller/profile')).statusCode).toBe(401);
    // Another account's session is not touched.
    expect((await other.get('/api/v1/seller/profile')).statusCode).toBe(200);
  });

  it('the enabling browser stays signed in', async () => {
    const buyer = await verifiedBuyer(t);
    const client = await loggedIn(t, buyer, 'buyer');
    const { secret } = (
      await client.post('/api/v1/auth/two-factor/setup', { password: buyer.password })
    ).json() as {
      secret: string;
    };
    expect(
      (await client.post('/api/v1/auth/two-factor/confirm', { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/v1/buyer/profile')).statusCode).toBe(200);
  });
});

describe('admins in production (issue 18)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({
      env: {
        NODE_ENV: 'production',
        MAIL_KEEP: 'true',
        COMPANY_NAME: 'Muster GmbH',
        COMPANY_ADDRESS: 'Straße 1, 70173 Stuttgart',
        COMPANY_MANAGING_DIRECTOR: 'Erika Muster',
        COMPANY_EMAIL: 'kontakt@muster.example',
      },
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('must set up TOTP before administering; afterwards administration works', async () => {
    const boss = await admin(prod);
    const client = await loggedIn(prod, boss, 'admin');
    const blocked = await client.get('/api/v1/admin/stats');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'TWO_FACTOR_SETUP_REQUIRED' });
    expect((await client.get('/api/v1/auth/two-factor')).json()).toEqual({ enabled: false, required: true });

    const { secret } = (
      await client.post('/api/v1/auth/two-factor/setup', { password: boss.password })
    ).json() as {
      secret: string;
    };
    expect(
      (await client.post('/api/v1/auth/two-factor/confirm', { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/v1/admin/stats')).statusCode).toBe(200);
    expect((await client.get('/api/v1/auth/two-factor')).json()).toEqual({ enabled: true, required: false });
  });

  it('an admin session with only the password gets no order document either (issue 38)', async () => {
    const client = await loggedIn(prod, await admin(prod), 'admin');
    const b = await verifiedBuyer(prod);
    const { order } = await givenOrder(prod, b.id, (await seller(prod)).id);
    const res = await client.get(`/api/v1/orders/${order.id}/document`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'TWO_FACTOR_SETUP_REQUIRED' });
  });

  it('buyers and sellers may leave it off', async () => {
    const client = await loggedIn(prod, await verifiedBuyer(prod), 'buyer');
    expect((await client.get('/api/v1/auth/two-factor')).json()).toEqual({ enabled: false, required: false });
    expect((await client.get('/api/v1/buyer/profile')).statusCode).toBe(200);
  });
});
