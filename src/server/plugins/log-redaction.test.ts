import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { buyerSignupBody, loggedIn, verifiedBuyer } from '#server/test/given.ts';
import { queuedMails } from '#server/test/outbox.ts';
import { MASK } from '#server/modules/mail/mask.ts';
import { logSerializers, redactText, redactUrl } from './log-redaction.ts';

describe('what a logged URL may show (issue 38)', () => {
  it('masks token-like query values, path tokens and API keys, and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc.DEF-1')).toBe(`/reset-password?token=${MASK}`);
    expect(redactUrl('/api/auth/verify-email?token=eyJ.a.b&callbackURL=%2Fbuyer-login')).toBe(
      `/api/auth/verify-email?token=${MASK}&callbackURL=%2Fbuyer-login`,
    );
    expect(redactUrl('/api/auth/reset-password/s3cr3t?callbackURL=/x')).toBe(
      `/api/auth/reset-password/${MASK}?callbackURL=/x`,
    );
    expect(redactUrl('/x?api_key=hp_abc&access%5Ftoken=1&sig=2&code=123456&page=2')).toBe(
      `/x?api_key=${MASK}&access%5Ftoken=${MASK}&sig=${MASK}&code=${MASK}&page=2`,
    );
    expect(redactUrl('/api/v1/keys/hp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(
      `/api/v1/keys/hp_${MASK}`,
    );
    expect(redactUrl('/api/v1/buyer/requests?page=2&status=offen')).toBe(
      '/api/v1/buyer/requests?page=2&status=offen',
    );
  });

  it('masks the same in error messages and stacks, including their causes', () => {
    const err = new Error('fetch https://x.test/reset-password?token=abc failed', {
      cause: new Error('GET /api/auth/verify-email?token=eyJ.b.c&callbackURL=/x'),
    });
    const out = logSerializers.err(err) as unknown as {
      message: string;
      stack: string;
      cause: { message: string };
    };
    expect(out.message).toBe(`fetch https://x.test/reset-password?token=${MASK} failed`);
    expect(out.stack).not.toContain('token=abc');
    expect(out.cause.message).toBe(`GET /api/auth/verify-email?token=${MASK}&callbackURL=/x`);
    expect(redactText('Bearer hp_BBBBBBBBBBBBBBBBBBBBBBBB rejected')).toBe(`Bearer hp_${MASK} rejected`);
  });
});

describe('a full password reset and e-mail verification in production leave no token in the log', () => {
  let prod: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    prod = await startTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        MAIL_KEEP: 'true',
        COMPANY_NAME: 'Muster GmbH',
        COMPANY_ADDRESS: 'Straße 1, 70173 Stuttgart',
        COMPANY_MANAGING_DIRECTOR: 'Erika Muster',
        COMPANY_EMAIL: 'kontakt@muster.example',
      },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('verifies an address and resets a password through the links, and the log holds neither token', async () => {
    const body = buyerSignupBody();
    expect((await new Client(prod.app).post('/api/v1/auth/signup/buyer', body)).statusCode).toBe(201);
    const [verification] = await queuedMails(prod.database.db, body.email, 'email_verification');
    const verifyUrl = new URL(String(verification!.variables.verification_url));
    const verifyToken = verifyUrl.searchParams.get('token')!;
    const verified = await new Client(prod.app).get(verifyUrl.pathname + verifyUrl.search);
    expect(verified.statusCode).toBe(302);
    // A second visit of the used link fails: an error path is logged too.
    await new Client(prod.app).get(verifyUrl.pathname + verifyUrl.search);

    const buyer = await verifiedBuyer(prod);
    await new Client(prod.app).post('/api/v1/auth/forgot-password', { email: buyer.email });
    const [reset] = await queuedMails(prod.database.db, buyer.email, 'password_reset');
    const resetUrl = new URL(String(reset!.variables.reset_url));
    const resetToken = resetUrl.searchParams.get('token')!;
    // The mail's link opens the web page with the token in its query, then the form posts it.
    await new Client(prod.app).get(resetUrl.pathname + resetUrl.search);
    await new Client(prod.app).get(`/api/auth/reset-password/${resetToken}?callbackURL=/x`);
    const done = await new Client(prod.app).post('/api/v1/auth/reset-password', {
      token: resetToken,
      password: 'neuesPasswort1',
      passwordConfirm: 'neuesPasswort1',
    });
    expect(done.statusCode).toBe(200);
    await loggedIn(prod, { email: buyer.email, password: 'neuesPasswort1' }, 'buyer');
    await prod.app.deps.jobs.drain();

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=');
    expect(log).toContain('/api/auth/verify-email?token=');
    // Issue 34: the logged link is the one a browser opens ('&', not the HTML's '&amp;').
    expect(log).toContain('&callbackURL=%2Fbuyer-login');
    expect(log).not.toContain('&amp;callbackURL');
    expect(verifyToken.length).toBeGreaterThan(10);
    expect(resetToken.length).toBeGreaterThan(10);
    expect(log).not.toContain(verifyToken);
    expect(log).not.toContain(encodeURIComponent(verifyToken));
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(encodeURIComponent(resetToken));
    expect(log).not.toContain('neuesPasswort1');
  });
});
