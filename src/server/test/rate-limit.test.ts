import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The test client stands behind a proxy at 127.0.0.1 that names each simulated address.
  t = await startTestApp({ rateLimit: true, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits (DESIGN.md §5)', () => {
  it('answers the 11th login attempt within a minute with 429 and a German message', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await new Client(t.app).post(
        '/api/v1/auth/login',
        { email: 'niemand@example.test', password: 'falsch123', role: 'buyer' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.');
  });

  it('counts each route on its own: used-up logins do not block the contact form', async () => {
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 11; i += 1) {
      await new Client(t.app).post(
        '/api/v1/auth/login',
        { email: 'niemand@example.test', password: 'falsch123', role: 'buyer' },
        { 'x-forwarded-for': ip },
      );
    }
    const contact = await new Client(t.app).post(
      '/api/v1/contact',
      {
        name: 'Erika Muster',
        email: 'erika@example.test',
        subject: 'Frage',
        message: 'Wie funktioniert die Testphase?',
      },
      { 'x-forwarded-for': ip },
    );
    expect(contact.statusCode).toBe(201);
  });
});

describe('TRUST_PROXY decides the counted address (issue 18)', () => {
  const attempt = (app: TestApp['app'], i: number, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'niemand@example.test', password: 'falsch123', role: 'buyer' },
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('off by default: a new X-Forwarded-For per attempt does not escape the limit', async () => {
    const plain = await startTestApp({ rateLimit: true });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await attempt(plain.app, i)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await plain.close();
    }
  });

  it('a client that is not one of the listed proxies cannot name its address either', async () => {
    const behindProxy = await startTestApp({ rateLimit: true, env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await attempt(behindProxy.app, i, '203.0.113.7')).statusCode);
      expect(statuses.at(-1)).toBe(429);
      // Through the listed proxy, each forwarded address has its own count.
      expect((await attempt(behindProxy.app, 77, '10.1.2.3')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it.each(['zwei', '1.2.3.4/x', 'localhost'])('refuses TRUST_PROXY=%s in one sentence', async (value) => {
    await expect(startTestApp({ env: { TRUST_PROXY: value } })).rejects.toThrow(/TRUST_PROXY: eine Anzahl/);
  });
});
