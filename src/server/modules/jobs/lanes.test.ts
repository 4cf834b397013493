import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, jobs } from '#server/db/schema/messaging.ts';
import { webhookDeliveries } from '#server/db/schema/webhooks.ts';
import * as given from '#server/test/given.ts';
import { startTestApp, type TestApp, type Client } from '#server/test/harness.ts';

/**
 * Issues 28 and 38: one webhook receiver that hangs delays no mail. The real app, its real
 * runner (started as in production) and the production webhook timeout of 10 s.
 */
let t: TestApp;
beforeAll(async () => {
  // Its own instance name: a runner that starts releases what its name still holds.
  t = await startTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', INSTANCE_ID: `lanes-test-${randomUUID()}` },
  });
  t.app.deps.jobs.start(500);
});
afterAll(async () => {
  await t.app.deps.jobs.stop();
  await t.close();
});

/** A receiver that takes each POST and never answers (until closed: then it cuts them off). */
async function startHangingReceiver() {
  let received = 0;
  let open = 0;
  let mostAtOnce = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((req) => {
    received += 1;
    open += 1;
    mostAtOnce = Math.max(mostAtOnce, open);
    // The sender gives up after its timeout and closes the connection.
    req.socket.on('close', () => (open -= 1));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received: () => received,
    /** The most deliveries this receiver held at one time. */
    mostAtOnce: () => mostAtOnce,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A healthy receiver: answers 204 at once and notes when each request's delivery arrived. */
async function startHealthyReceiver(marker: RegExp) {
  const arrived = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const part = marker.exec(body)?.[0];
      if (part && !arrived.has(part)) arrived.set(part, Date.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Posts `n` requests one after another; returns when each was answered, by part number. */
async function postRequests(asBuyer: Client, marker: string, n: number): Promise<Map<string, number>> {
  const postedAt = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const partNumber = `${marker}-${i}`;
    const { body, headers } = given.multipart({ partNumber, manufacturer: 'Bosch Rexroth', quantity: '1' });
    const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    postedAt.set(partNumber, Date.now());
  }
  return postedAt;
}

/** The seller's new-request mails of these requests that are sent (kept: no SMTP here), by part number. */
async function sentMails(email: string, parts: string[]) {
  const rows = await t.database.db
    .select({ part: sql<string>`${emailLogs.variablesUsed}->>'part_number'`, sentAt: emailLogs.sentAt })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.recipientEmail, email),
        eq(emailLogs.templateType, 'new_request_notification'),
        inArray(sql<string>`${emailLogs.variablesUsed}->>'part_number'`, parts),
      ),
    );
  return rows.filter((r) => r.sentAt !== null);
}

async function mailLatencies(email: string, postedAt: Map<string, number>) {
  const parts = [...postedAt.keys()];
  await expect
    .poll(async () => (await sentMails(email, parts)).length, { timeout: 120_000, interval: 100 })
    .toBe(parts.length);
  const mails = await sentMails(email, parts);
  return mails.map((m) => m.sentAt!.getTime() - postedAt.get(m.part)!).sort((a, b) => a - b);
}

function report(label: string, ms: number[], what = 'new-request mails') {
  console.log(
    `${label}: latency of ${ms.length} ${what} p50 ${quantile(ms, 0.5)} ms, p95 ${quantile(ms, 0.95)} ms, max ${ms.at(-1)} ms`,
  );
}

describe('a receiver that hangs 10 s per delivery delays no mail (issues 28, 38)', () => {
  it('mails for 50 new requests are all sent while the 50 deliveries still wait', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');

    // The baseline: the same 50 requests' mails with no webhook at all.
    report('baseline', await mailLatencies(seller.email, await postRequests(asBuyer, 'LANE-BASE', 50)));
    // The baseline's webhooks consumer jobs share the default lane with live, push and stock: let
    // them finish first, or the hook registered below would also get the baseline's requests.
    const webhookConsumersWaiting = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          // Decision 068: the audience job queues the webhooks consumer's jobs when it is done.
          .where(
            and(
              inArray(jobs.type, ['event.audience', 'event.webhooks']),
              inArray(jobs.status, ['pending', 'running']),
            ),
          )
      )[0]!.n;
    await expect.poll(webhookConsumersWaiting, { timeout: 60_000, interval: 100 }).toBe(0);

    const receiver = await startHangingReceiver();
    try {
      const hook = await asSeller.post('/api/v1/webhooks', {
        url: receiver.url,
        events: ['request.created'],
      });
      expect(hook.statusCode, hook.body).toBe(201);
      const endpointId = (hook.json() as { id: string }).id;

      const latencies = await mailLatencies(seller.email, await postRequests(asBuyer, 'LANE-HANG', 50));
      // The moment the last mail is sent: the webhook lane is busy with the receiver that hangs,
      // no delivery got through, and most have no attempt finished — they wait in their own lane.
      const received = receiver.received();
      const queued = () =>
        t.database.db
          .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpointId));
      // The webhooks consumer queues the deliveries in the default lane at its own pace (on
      // PostgreSQL a few were still being queued as the last mail went out): wait for all 50.
      await expect.poll(async () => (await queued()).length, { timeout: 30_000, interval: 100 }).toBe(50);
      const deliveries = await queued();
      report('receiver hanging 10 s', latencies);
      console.log(
        `when the last mail was sent: ${received} deliveries had reached the receiver, ${deliveries.filter((d) => d.attempts === 0).length} of ${deliveries.length} with no attempt finished`,
      );
      expect(deliveries).toHaveLength(50);
      expect(deliveries.every((d) => d.status === 'pending')).toBe(true);
      expect(received).toBeGreaterThan(0);
      // One job at a time (before decision 037) tried ~49 deliveries, 10 s each, before the 50th mail.
      expect(deliveries.filter((d) => d.attempts === 0).length).toBeGreaterThanOrEqual(25);
    } finally {
      // Cut the hanging deliveries off: they fail now and are retried later, as in production.
      await receiver.close();
    }
  }, 240_000);
});

describe('a receiver that hangs 10 s per delivery holds one webhook slot, not all (issue 38)', () => {
  it("another endpoint's webhooks and the mails keep their delay (p95 within 10 s and half the baseline's)", async () => {
    const hanging = await given.seller(t);
    const asHanging = await given.loggedIn(t, hanging, 'seller');
    const healthy = await given.seller(t);
    const asHealthy = await given.loggedIn(t, healthy, 'seller');
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const good = await startHealthyReceiver(/LANE-FAIR-(?:BASE|HANG)-\d+/);
    const bad = await startHangingReceiver();
    try {
      const hook = await asHealthy.post('/api/v1/webhooks', { url: good.url, events: ['request.created'] });
      expect(hook.statusCode, hook.body).toBe(201);

      /** Each request's delivery to the healthy receiver: ms from its 201, sorted. */
      const webhookLatencies = async (postedAt: Map<string, number>) => {
        await expect
          .poll(() => [...postedAt.keys()].filter((p) => good.arrived.has(p)).length, {
            timeout: 180_000,
            interval: 100,
          })
          .toBe(postedAt.size);
        return [...postedAt].map(([p, at]) => good.arrived.get(p)! - at).sort((a, b) => a - b);
      };

      const basePosted = await postRequests(asBuyer, 'LANE-FAIR-BASE', 30);
      const baseHooks = await webhookLatencies(basePosted);
      const baseMails = await mailLatencies(healthy.email, basePosted);
      report('baseline', baseHooks, 'request.created webhooks to a healthy endpoint');
      report('baseline', baseMails);

      const slow = await asHanging.post('/api/v1/webhooks', { url: bad.url, events: ['request.created'] });
      expect(slow.statusCode, slow.body).toBe(201);
      const hangPosted = await postRequests(asBuyer, 'LANE-FAIR-HANG', 30);
      const hangHooks = await webhookLatencies(hangPosted);
      const hangMails = await mailLatencies(healthy.email, hangPosted);
      report('receiver hanging 10 s', hangHooks, 'request.created webhooks to a healthy endpoint');
      report('receiver hanging 10 s', hangMails);
      console.log(`the hanging receiver held at most ${bad.mostAtOnce()} deliveries at once`);

      // All four slots on the hanging receiver (before) made the 30th healthy delivery wait ~70 s
      // more. The bound scales with the baseline: on a machine busy with other work the same 30
      // requests took 18 s at p95 without the hanging receiver and 35 s with it (CI, 27.11.2026).
      const bound = (baseline: number[]) => quantile(baseline, 0.95) * 1.5 + 10_000;
      expect(quantile(hangHooks, 0.95)).toBeLessThanOrEqual(bound(baseHooks));
      expect(quantile(hangMails, 0.95)).toBeLessThanOrEqual(bound(baseMails));
      expect(bad.received()).toBeGreaterThan(0);
      expect(bad.mostAtOnce()).toBe(1);
    } finally {
      await bad.close();
      await good.close();
    }
  }, 300_000);
});
