import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { uniqueEmail } from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: true });
});
afterAll(async () => {
  await t.close();
});

describe('contact form rate limit (DESIGN.md §5)', () => {
  it('answers the 6th message from one address within a minute with 429', async () => {
    const ip = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await new Client(t.app).post(
        '/api/v1/contact',
        { name: 'Max', email: uniqueEmail('flut'), subject: 'Test', message: `Nachricht ${i}` },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
