import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { MAIL_JOB } from '#server/modules/mail/outbox.ts';
import { insertJob } from '#server/modules/jobs/repository.ts';

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
    logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness (load balancers)', () => {
  it('answers /api/health and /health with 200 and JSON, without a session', async () => {
    for (const url of ['/api/health', '/health']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok' });
    }
  });

  it('reports ready when database, migrations and storage work', async () => {
    for (const url of ['/api/ready', '/ready']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      });
    }
  });

  it('answers unknown API paths with a JSON 404, never with the SPA page', async () => {
    for (const url of ['/api/does-not-exist', '/api', '/api/v1/nope?x=1', '/metrics/extra']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Nicht gefunden' });
    }
  });
});

describe('request ids', () => {
  it('keeps a valid incoming X-Request-Id: response header, error body and every log line', async () => {
    const id = `lb-${randomUUID()}`;
    const res = await new Client(t.app).request('GET', '/api/v1/buyer/profile', undefined, {
      'x-request-id': id,
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sie müssen angemeldet sein',
      requestId: id,
    });
    const lines = logLines.filter((l) => l.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // No line of this request lacks the id: the only lines naming its URL carry it.
    const aboutUrl = logLines.filter((l) => JSON.stringify(l).includes('/api/v1/buyer/profile'));
    expect(aboutUrl.every((l) => l.reqId === id)).toBe(true);
  });

  it('replaces an unusable id (too long, odd characters) with a fresh UUID', async () => {
    for (const bad of ['x'.repeat(129), 'a b', 'evil\u00e4"}']) {
      const res = await new Client(t.app).request('GET', '/api/health', undefined, { 'x-request-id': bad });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('generates an id when none is sent, and each request gets its own', async () => {
    const a = await new Client(t.app).get('/api/v1/nothing-here');
    const b = await new Client(t.app).get('/api/v1/nothing-here');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json().requestId).toBe(a.headers['x-request-id']);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('GET /metrics (Prometheus)', () => {
  it('exposes request durations by route pattern, jobs, mails, database and event-loop lag', async () => {
    const orderId = randomUUID();
    await new Client(t.app).get(`/api/v1/buyer/orders/${orderId}`);
    await new Client(t.app).get('/api/health');
    await insertJob(t.database.db, {
      type: MAIL_JOB,
      payload: { to: 'ops@example.test' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    const contact = await new Client(t.app).post('/api/v1/contact', {
      name: 'Olga Operator',
      email: 'olga@example.test',
      subject: 'Test',
      message: 'Bitte um Rückruf wegen einer Pumpe.',
    });
    expect(contact.statusCode).toBe(201);
    await t.app.deps.jobs.drain();

    const res = await new Client(t.app).get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /hydroparts_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/buyer\/orders\/:id",status_code="401"\} 1/,
    );
    expect(text).toMatch(
      /hydroparts_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status_code="200"\}/,
    );
    expect(text).not.toContain(orderId);
    expect(text).toMatch(/hydroparts_jobs\{type="mail.send",status="pending"\} [1-9]/);
    expect(text).toMatch(/hydroparts_mails_total\{status="kept"\} [1-9]/);
    // Decision 037: the lanes — queued (the mail due in an hour), done by this instance, and the
    // oldest waiting job's age for every lane, 0 where none waits.
    expect(text).toMatch(/hydroparts_job_lane_jobs\{lane="mail",status="pending"\} [1-9]/);
    expect(text).toContain('hydroparts_job_lane_jobs{lane="webhook",status="running"} 0');
    expect(text).toMatch(/hydroparts_jobs_finished_total\{lane="mail",outcome="done"\} [1-9]/);
    expect(text).toMatch(/hydroparts_job_duration_seconds_count\{lane="mail"\} [1-9]/);
    expect(text).toContain('hydroparts_job_lane_oldest_waiting_seconds{lane="document"} 0');
    expect(text).toContain('hydroparts_mails_total{status="failed"}');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain(`hydroparts_db_info{driver="${t.database.driver}"} 1`);
    if (t.database.driver === 'pg')
      expect(text).toMatch(/hydroparts_db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('hydroparts_db_pool_connections');
  });

  it('is not public in production: 404 without METRICS_TOKEN, the token required with it (issue 38)', async () => {
    const production = {
      NODE_ENV: 'production',
      MAIL_KEEP: 'true',
      COMPANY_NAME: 'Muster GmbH',
      COMPANY_ADDRESS: 'Straße 1, 70173 Stuttgart',
      COMPANY_MANAGING_DIRECTOR: 'Erika Muster',
      COMPANY_EMAIL: 'kontakt@muster.example',
    };
    const open = await startTestApp({ env: production });
    try {
      const res = await new Client(open.app).get('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('hydroparts_');
    } finally {
      await open.close();
    }
    const token = 'metrics-token-0123456789';
    const guarded = await startTestApp({ env: { ...production, METRICS_TOKEN: token } });
    try {
      expect((await new Client(guarded.app).get('/metrics')).statusCode).toBe(401);
      const right = await new Client(guarded.app).request('GET', '/metrics', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await startTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const none = await new Client(guarded.app).get('/metrics');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const wrong = await new Client(guarded.app).request('GET', '/metrics', undefined, {
        authorization: 'Bearer metrics-token-9876543210',
      });
      expect(wrong.statusCode).toBe(401);
      const right = await new Client(guarded.app).request('GET', '/metrics', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('hydroparts_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
