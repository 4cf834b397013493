import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { PUBLIC_SECRETS, SECRET_FILE } from '#server/config-secret.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { buyerSignupBody, loggedIn, verifiedBuyer } from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Secrets an attacker may know: the one once committed to the repository, and any guess. */
const KNOWN_SECRETS = [...PUBLIC_SECRETS, 'x'.repeat(32), 'better-auth-secret-12345678901234567890'];

async function unverifiedBuyer() {
  const body = buyerSignupBody();
  expect((await new Client(t.app).post('/api/v1/auth/signup/buyer', body)).statusCode).toBe(201);
  return body.email;
}

async function profileOf(email: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
  return row;
}

describe('no way in with a known secret (issue 18)', () => {
  it.each(KNOWN_SECRETS)('a verification token signed with %s verifies nothing', async (secret) => {
    const email = await unverifiedBuyer();
    const token = await createEmailVerificationToken(secret, email, undefined, 3600);
    const res = await new Client(t.app).get(`/api/auth/verify-email?token=${token}`);
    // Issue 34: a person opened it: the login page says the link is invalid (decision 078).
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/buyer-login?verification=invalid');
    expect((await profileOf(email))!.emailVerified).toBe(false);
  });

  it.each([...KNOWN_SECRETS, 'the-app-secret'])(
    'a change-e-mail token signed with %s moves no account, signed in or not',
    async (label) => {
      const secret = label === 'the-app-secret' ? t.app.deps.config.authSecret : label;
      const victim = await verifiedBuyer(t);
      const attacker = `angreifer-${Date.now()}@example.test`;
      for (const requestType of ['change-email-verification', 'change-email-confirmation', undefined]) {
        const token = await createEmailVerificationToken(secret, victim.email, attacker, 3600, {
          userId: victim.id,
          ...(requestType ? { requestType } : {}),
        });
        const anonymous = await new Client(t.app).get(`/api/auth/verify-email?token=${token}`);
        expect(anonymous.statusCode).toBe(302);
        expect(anonymous.headers.location).toBe('/buyer-login?verification=invalid');
        const owner = await loggedIn(t, victim, 'buyer');
        expect((await owner.get(`/api/auth/verify-email?token=${token}`)).headers.location).toBe(
          '/buyer-login?verification=invalid',
        );
      }
      expect((await profileOf(victim.email))?.id).toBe(victim.id);
      expect(await profileOf(attacker)).toBeUndefined();
    },
  );

  it('keeps better-auth endpoints the product does not use closed', async () => {
    const client = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    for (const p of [
      'change-email',
      'delete-user',
      'list-sessions',
      'two-factor/enable',
      'send-verification-email',
    ]) {
      expect((await client.get(`/api/auth/${p}`)).statusCode).toBe(404);
      expect((await client.post(`/api/auth/${p}`, {})).statusCode).toBe(404);
    }
  });
});

describe('where the secret comes from (issue 18)', () => {
  const base = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };

  it('embedded: makes a random secret on first start, keeps it in DATA_DIR with mode 0600, reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hp18-secret-'));
    const first = loadConfig({ ...base, DATA_DIR: dir });
    const file = path.join(dir, SECRET_FILE);
    expect(first.authSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(PUBLIC_SECRETS).not.toContain(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(loadConfig({ ...base, DATA_DIR: dir }).authSecret).toBe(first.authSecret);
    const other = loadConfig({ ...base, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hp18-secret-')) });
    expect(other.authSecret).not.toBe(first.authSecret);
  });

  it('with DATABASE_URL, AUTH_SECRET is required (every instance must share it)', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/hp' })).toThrow(
      /AUTH_SECRET: mit DATABASE_URL erforderlich/,
    );
    const secret = 'a'.repeat(40);
    expect(
      loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/hp', AUTH_SECRET: secret }).authSecret,
    ).toBe(secret);
  });

  it('refuses the formerly public development secret even when set explicitly', () => {
    expect(() => loadConfig({ ...base, DATA_DIR: os.tmpdir(), AUTH_SECRET: PUBLIC_SECRETS[0] })).toThrow(
      /öffentlich bekannt/,
    );
  });
});
