import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as given from '#server/test/given.ts';
import { Client, pgServerUrl, startTestApp } from '#server/test/harness.ts';
import { takeDatabaseAway, terminateBackends } from '#server/test/pg-outage.ts';

/**
 * Issue 38: a database restart must not end the process. On PostgreSQL every kind of connection
 * is cut: pooled ones idle and in a transaction, and the live screens' LISTEN connection; an
 * 'error' event nobody handles would fail this run.
 */
/** A request written through the API: its 201 is an acknowledged write. */
async function postRequest(buyer: Client, partNumber: string): Promise<string> {
  const { body, headers } = given.multipart({ partNumber, manufacturer: 'HYDAC' });
  const res = await buyer.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

describe.runIf(!!pgServerUrl())('a PostgreSQL restart under a running app (issue 38)', () => {
  it('answers 503 while the database is away and 200 when it is back, losing nothing it acknowledged', async () => {
    const t = await startTestApp();
    const url = t.app.deps.config.databaseUrl!;
    try {
      const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
      const before = await postRequest(buyer, 'RESTART-1');
      expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200);
      // Every kind of connection is open: idle pooled ones, one in a transaction, the LISTEN.
      const inFlight = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(5)`);
      });
      const outcome = inFlight.then(
        () => 'committed',
        () => 'failed',
      );
      await new Promise((r) => setTimeout(r, 200));

      const away = await takeDatabaseAway(url);
      try {
        expect(await outcome).toBe('failed');
        const ready = await new Client(t.app).get('/api/ready');
        expect(ready.statusCode).toBe(503);
        expect(ready.json().checks.database).toBe('failed');
        const list = await buyer.get('/api/v1/buyer/requests');
        expect(list.statusCode).toBe(503);
        expect(list.json()).toMatchObject({
          code: 'UNAVAILABLE',
          message:
            'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
        });
        expect(list.headers['retry-after']).toBe('5');
        expect((await new Client(t.app).get('/api/health')).statusCode).toBe(200);
      } finally {
        await away.back();
      }

      await vi.waitFor(async () => expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200), {
        timeout: 15_000,
        interval: 200,
      });
      const after = await postRequest(buyer, 'RESTART-2');
      const ids = (await buyer.get('/api/v1/buyer/requests')).json().items.map((r: { id: string }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([before, after]));
    } finally {
      await t.close();
    }
  }, 60_000);

  it('survives its connections being ended twice in a row', async () => {
    const t = await startTestApp();
    const url = t.app.deps.config.databaseUrl!;
    try {
      for (let round = 0; round < 2; round += 1) {
        expect(await terminateBackends(url)).toBeGreaterThan(0);
        await vi.waitFor(
          async () => expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200),
          { timeout: 15_000, interval: 100 },
        );
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

/** PGlite cannot restart; a closed one (its process gone) answers 503 too, never a 500. */
describe.runIf(!pgServerUrl())('the embedded database gone under a running app (issue 38)', () => {
  it('answers 503 with the German message, and /api/ready names the database', async () => {
    const t = await startTestApp();
    try {
      const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
      await t.database.close();
      const res = await buyer.get('/api/v1/countries');
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('UNAVAILABLE');
      expect((await new Client(t.app).get('/api/ready')).json().checks.database).toBe('failed');
    } finally {
      await t.app.close();
    }
  });
});
