import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: true });
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
});

describe('rate limits count per route', () => {
  it('a client that used up its login attempts can still send the contact form', async () => {
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i += 1) {
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
        message: 'Wie lange dauert die Prüfung?',
      },
      { 'x-forwarded-for': ip },
    );
    expect(contact.statusCode).toBe(201);
  });
});
