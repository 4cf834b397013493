import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase, pgServerUrl } from '#server/test/harness.ts';
import { buyerSignupBody, sellerSignupBody, PASSWORD } from '#server/test/given.ts';
import { Session } from '../../../scripts/docker/journey.ts';

/*
 * Issue 33: one order followed in a local OTLP collector — the server started as `npm start`
 * starts it, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver in this test (OTLP/HTTP,
 * JSON). The order's trace holds the HTTP span, Fastify's route span and the SQL spans; the
 * order's mail job runs in a trace of its own, linked to it. PostgreSQL only (test:pg): the SQL
 * spans are node-postgres'.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  links?: { traceId: string; spanId: string }[];
}

const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue !== undefined ? String(v.intValue) : undefined);
};

const dbSystem = (s: OtlpSpan) => attr(s, 'db.system.name') ?? attr(s, 'db.system');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.skipIf(!pgServerUrl())('tracing: an order in a local OTLP collector', () => {
  const spans: OtlpSpan[] = [];
  let collector: http.Server;
  let server: ChildProcess;
  let database: Database;
  let base: string;
  const output: string[] = [];

  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/v1/traces' && String(req.headers['content-type']).includes('json')) {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
          };
          for (const r of body.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const collectorPort = (collector.address() as AddressInfo).port;

    const opened = await openTestDatabase();
    database = opened.database;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: opened.url,
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'false',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: path.join(os.tmpdir(), `hydroparts-tracing-${process.pid}`),
        JOBS_ENABLED: 'true',
        LOG_LEVEL: 'warn',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        OTEL_SERVICE_NAME: 'hydroparts-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    server.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    const until = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) break;
      if (Date.now() > until || server.exitCode !== null)
        throw new Error(`server did not start: ${output.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    await new Promise<void>((resolve) => collector?.close(() => resolve()));
  });

  it('shows the HTTP span, the SQL spans and the job span linked to the order', async () => {
    const buyerBody = buyerSignupBody();
    const sellerBody = sellerSignupBody();
    const buyer = new Session(base);
    const seller = new Session(base);
    await buyer.json('POST', '/api/v1/auth/signup/buyer', buyerBody, 201);
    await seller.json('POST', '/api/v1/auth/signup/seller', sellerBody, 201);
    const ids = await database.db
      .update(profiles)
      .set({ emailVerified: true })
      .where(inArray(profiles.email, [buyerBody.email, sellerBody.email]))
      .returning({ id: profiles.id, email: profiles.email });
    const sellerId = ids.find((r) => r.email === sellerBody.email)!.id;
    await database.db
      .update(sellerProfiles)
      .set({ approvalStatus: 'approved', activeStatus: 'active' })
      .where(eq(sellerProfiles.id, sellerId));
    await buyer.json(
      'POST',
      '/api/v1/auth/login',
      { email: buyerBody.email, password: PASSWORD, role: 'buyer' },
      200,
    );
    await seller.json(
      'POST',
      '/api/v1/auth/login',
      { email: sellerBody.email, password: PASSWORD, role: 'seller' },
      200,
    );
    const form = new FormData();
    form.set('manufacturer', 'Bosch Rexroth');
    form.set('partNumber', `TRACE-${Date.now()}`);
    form.set('quantity', '1');
    const request = await buyer.json<{ id: string }>('POST', '/api/v1/buyer/requests', form, 201);
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const offer = await seller.json<{ id: string }>(
      'POST',
      '/api/v1/seller/offers',
      {
        requestId: request.id,
        price: '1.234,50',
        shippingCost: '19,90',
        deliveryWeeks: '2',
        validUntil,
        warranty: '12 Monate',
        condition: 'Neu',
        notes: 'Ab Lager',
        confirmed: true,
      },
      201,
    );
    const terms = await buyer.json<{ items: { id: string; days: number }[] }>(
      'GET',
      '/api/v1/payment-terms',
      undefined,
      200,
    );
    const order = await buyer.json<{ id: string }>(
      'POST',
      '/api/v1/buyer/orders',
      {
        offerId: offer.id,
        paymentTermsId: terms.items[0]!.id,
        billingAddress: buyerBody.billingAddress,
        acceptLegal: true,
      },
      201,
    );
    expect(order.id).toBeTruthy();

    // The order's HTTP server span (instrumentation-http names the route Fastify matched).
    const orderSpan = () =>
      spans.find(
        (s) =>
          s.kind === 2 &&
          (attr(s, 'http.request.method') ?? attr(s, 'http.method')) === 'POST' &&
          (attr(s, 'url.path') ?? attr(s, 'http.target')) === '/api/v1/buyer/orders',
      );
    const linkedJobs = (traceId: string) =>
      spans.filter((s) => s.name.startsWith('job ') && s.links?.some((l) => l.traceId === traceId));
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const root = orderSpan();
      const notified = root && linkedJobs(root.traceId).find((s) => s.name === 'job event.notifications');
      if (notified && linkedJobs(notified.traceId).some((s) => s.name === 'job mail.send')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const root = orderSpan();
    expect(
      root,
      `no span of POST /api/v1/buyer/orders among ${spans.length}: ${output.join('')}`,
    ).toBeDefined();
    const trace = spans.filter((s) => s.traceId === root!.traceId);
    // Fastify's own span of the route handler is in the same trace, below the HTTP span.
    expect(
      trace.some(
        (s) =>
          attr(s, 'fastify.type') === 'request-handler' && attr(s, 'http.route') === '/api/v1/buyer/orders',
      ),
    ).toBe(true);
    // The SQL of the order: node-postgres spans in the request's trace, the order's insert among them.
    const sql = trace.filter((s) => dbSystem(s) === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    expect(
      sql.some((s) => /insert into "orders"/.test(attr(s, 'db.query.text') ?? attr(s, 'db.statement') ?? '')),
    ).toBe(true);
    // The job runner's polling, which the order's write woke, is no part of the request's trace.
    expect(sql.some((s) => /update "jobs" set "status"/.test(attr(s, 'db.query.text') ?? ''))).toBe(false);
    // The order's jobs (its event's consumers, decision 038): spans of their own — a new trace
    // each, as a job runs later and maybe elsewhere — linked to the request's trace.
    const jobs = linkedJobs(root!.traceId);
    expect(jobs.map((s) => s.name).sort()).toEqual(
      expect.arrayContaining(['job event.live', 'job event.notifications', 'job event.webhooks']),
    );
    for (const job of jobs) expect(job.traceId).not.toBe(root!.traceId);
    // The notifications job's own SQL is its child; the mails it queued link to it in turn.
    const notified = jobs.find((s) => s.name === 'job event.notifications')!;
    expect(spans.some((s) => s.parentSpanId === notified.spanId && dbSystem(s) === 'postgresql')).toBe(true);
    expect(linkedJobs(notified.traceId).map((s) => s.name)).toContain('job mail.send');
  }, 120_000);
});
