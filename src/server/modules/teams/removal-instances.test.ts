import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { openInstanceDatabase } from '#server/test/pg-template.ts';
import { loggedIn, seller } from '#server/test/given.ts';
import { member } from '#server/test/given-team.ts';
import { pgServerUrl, startTestApp, type Client, type TestApp } from '#server/test/harness.ts';

/*
 * Issue 37: removing a member ends the member's sessions and API keys at once on every instance,
 * not only on the one the owner used. Instance B keeps found sessions (decision 026) and hears of
 * the removal through PostgreSQL's NOTIFY, so this runs on PostgreSQL only (test:pg): PGlite is
 * one process and cannot be shared by a second instance. The test prints how long B took; the
 * bound it asserts is generous on purpose (a figure belongs in a benchmark, not in a timed test).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Polls `probe` until it answers 401; the milliseconds that took, or undefined after `bound`. */
async function until401(probe: () => Promise<number>, bound: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < bound) {
    if ((await probe()) === 401) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
  return undefined;
}

describe('removing a member on two instances', () => {
  it.runIf(!!pgServerUrl())("ends the member's session and key on the other instance too", async () => {
    const url = t.app.deps.config.databaseUrl!;
    let second: FastifyInstance | undefined;
    let database: Database | undefined;
    try {
      database = await openInstanceDatabase(url);
      second = await buildApp({ config: t.app.deps.config, database, rateLimit: false });
      await second.ready();
      const baseB = await listening(second);

      const account = await seller(t);
      const owner = await loggedIn(t, account, 'seller');
      const colleague = await member(t, owner, 'seller', 'owner');
      const created = await colleague.client.post('/api/v1/api-keys', {
        name: 'ERP',
        scopes: ['requests:read'],
      });
      expect(created.statusCode).toBe(201);
      const key = (created.json() as { key: string }).key;

      const bySession = async () =>
        (await fetch(`${baseB}/api/v1/seller/requests`, { headers: { cookie: cookieOf(colleague.client) } }))
          .status;
      const byKey = async () =>
        (await fetch(`${baseB}/api/v1/seller/requests`, { headers: { authorization: `Bearer ${key}` } }))
          .status;
      // Both are known to B, and B keeps the found session before the removal.
      for (let i = 0; i < 3; i++) {
        expect(await bySession()).toBe(200);
        expect(await byKey()).toBe(200);
      }

      const removed = await owner.delete(`/api/v1/team/members/${colleague.id}`);
      expect(removed.statusCode).toBe(200);
      const [sessionGone, keyGone] = await Promise.all([
        until401(bySession, 15_000),
        until401(byKey, 15_000),
      ]);
      console.info(
        `removal seen by the second instance: session after ${sessionGone?.toFixed(1)} ms, key after ${keyGone?.toFixed(1)} ms`,
      );
      expect(sessionGone).toBeDefined();
      expect(keyGone).toBeDefined();
      // The owner's own session on B is untouched.
      expect(
        (await fetch(`${baseB}/api/v1/seller/requests`, { headers: { cookie: cookieOf(owner) } })).status,
      ).toBe(200);
    } finally {
      await second?.close();
      await database?.close();
    }
  });
});
