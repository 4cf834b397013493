import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/messaging.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { startReceiver } from '#server/test/webhook-receiver.ts';

/*
 * Issue 33: the metrics an operator watches besides requests and jobs — webhook deliveries by
 * outcome, open live streams and rendered order documents. Each is
 * read from /metrics after the thing it counts happened here.
 */

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function metrics(): Promise<string> {
  const res = await new Client(t.app).get('/metrics');
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics of issue 33', () => {
  it('counts webhook deliveries by outcome: a 500 is a retry, the next 2xx delivered', async () => {
    const before = await metrics();
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const hook = await asSeller.post('/api/v1/webhooks', { url: receiver.url, events: ['request.created'] });
    expect(hook.statusCode, hook.body).toBe(201);
    receiver.answer(500);
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const { body, headers } = given.multipart({
      partNumber: 'MET-4711',
      manufacturer: 'Bosch Rexroth',
      quantity: '1',
    });
    expect((await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers)).statusCode).toBe(201);
    await t.app.deps.jobs.drain();
    const afterRetry = await metrics();
    const series = (o: string) => `hydroparts_webhook_deliveries_total{outcome="${o}"}`;
    expect(value(afterRetry, series('retry')) - value(before, series('retry'))).toBe(1);
    expect(value(afterRetry, series('delivered'))).toBe(value(before, series('delivered')));

    // Time passes: the retry is due, the receiver answers 200.
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
    await t.app.deps.jobs.drain();
    const afterDelivery = await metrics();
    expect(value(afterDelivery, series('delivered')) - value(before, series('delivered'))).toBe(1);
    expect(afterDelivery).toContain(`${series('failed')} `);
    expect(afterDelivery).toContain(`${series('skipped')} `);
  });

  it('shows the live streams open on this instance', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    const cookie = [...asBuyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${base}/api/v1/live/events`, { headers: { cookie }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(value(await metrics(), 'hydroparts_live_connections')).toBe(1);
    abort.abort();
    await res.body?.cancel().catch(() => undefined);
    let open = 1;
    for (let i = 0; i < 50 && open > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      open = value(await metrics(), 'hydroparts_live_connections');
    }
    expect(open).toBe(0);
  });

  it('counts order documents rendered, by engine, with their duration', async () => {
    const before = await metrics();
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t);
    const { order } = await givenOrder(t, buyer.id, seller.id);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const res = await asBuyer.get(`/api/v1/orders/${order.id}/document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const after = await metrics();
    const engine = t.app.deps.pdf.available ? 'chromium' : 'fallback';
    const ok = `hydroparts_pdf_renders_total{engine="${engine}",outcome="ok"}`;
    expect(value(after, ok) - value(before, ok)).toBe(1);
    const count = `hydroparts_pdf_render_duration_seconds_count{engine="${engine}"}`;
    expect(value(after, count) - value(before, count)).toBe(1);
    expect(after).toContain('hydroparts_pdf_renders_total{engine="chromium",outcome="failed"} 0');
  });
});
