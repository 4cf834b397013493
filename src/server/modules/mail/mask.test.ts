import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, buyerSignupBody, loggedIn, verifiedBuyer } from '#server/test/given.ts';
import { listEmailLogsFor } from './repository.ts';
import { MASK, maskSecrets } from './mask.ts';

/** A token as better-auth writes it: long, URL-safe. */
const TOKEN_IN_LINK = /token=(?!%E2%80%A2|•)[A-Za-z0-9._-]{10,}/;

async function signupAndForgot(t: TestApp) {
  const body = buyerSignupBody();
  await new Client(t.app).post('/api/v1/auth/signup/buyer', body);
  const buyer = await verifiedBuyer(t);
  await new Client(t.app).post('/api/v1/auth/forgot-password', { email: buyer.email });
  await t.app.deps.jobs.drain();
  return [body.email, buyer.email];
}

describe('live links stay out of view (issue 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('masks the token of every kind of link', () => {
    expect(maskSecrets('https://x.test/reset-password?token=abc.DEF_123-x')).toBe(
      `https://x.test/reset-password?token=${MASK}`,
    );
    expect(maskSecrets('<a href="/api/auth/verify-email?token=eyJ.a.b&amp;callbackURL=%2Fx">')).toBe(
      `<a href="/api/auth/verify-email?token=${MASK}&amp;callbackURL=%2Fx">`,
    );
  });

  it('admins reading e-mail logs see verification and reset links with the token masked', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    for (const email of await signupAndForgot(t)) {
      const list = await client.get(`/api/v1/admin/email-logs?search=${encodeURIComponent(email)}`);
      const items = list.json().items as { id: string; templateType: string }[];
      const mail = items.find(
        (i) => i.templateType === 'email_verification' || i.templateType === 'password_reset',
      );
      expect(mail, email).toBeDefined();
      const detail = await client.get(`/api/v1/admin/email-logs/${mail!.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.body).toContain(`token=${MASK}`);
      expect(detail.body).not.toMatch(TOKEN_IN_LINK);
    }
  });
});

describe('in production the logs never hold the token (issue 18)', () => {
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

  it('stores verification and reset mails with the token masked', async () => {
    for (const email of await signupAndForgot(prod)) {
      const logs = await listEmailLogsFor(prod.database.db, email);
      expect(logs.length).toBeGreaterThan(0);
      for (const log of logs) {
        expect(log.content + JSON.stringify(log.variablesUsed)).not.toMatch(TOKEN_IN_LINK);
        expect(log.content).toContain(`token=${MASK}`);
      }
    }
  });
});
