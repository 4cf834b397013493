import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from '../../../examples/webhook-signature.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { WEBHOOK_EVENTS } from '#shared/webhooks/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { required?: string[] }; example?: unknown }> }
  >;
}

describe('the OpenAPI document (issue 15)', () => {
  it('names, describes and secures every operation and documents its error answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'sessionCookie']);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    for (const { name, op } of ops) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(op.description, name).toContain('**Zugriff:**');
      expect(op.security, name).toBeDefined();
      // 503 of /api/ready is the readiness report, not an error body.
      const errors = Object.entries(op.responses).filter(
        ([status]) => Number(status) >= 400 && status !== '503',
      );
      expect(errors.length, name).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const media = response.content?.['application/json'];
        expect(media?.schema?.required, `${name} ${status}`).toEqual(['code', 'message']);
        expect(media?.example, `${name} ${status}`).toBeDefined();
      }
    }
    const createRequest = doc.paths['/api/v1/buyer/requests']!.post as Operation & {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(createRequest.requestBody.content)).toEqual(['multipart/form-data']);
    const offers = doc.paths['/api/v1/seller/offers']!.post!;
    expect(offers.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/api-keys']!.get!.security).toEqual([{ sessionCookie: [] }]);
  });
});

describe('webhooks in the OpenAPI document (decision 042)', () => {
  it('lists every event with its body and the Standard Webhooks headers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      openapi: string;
      webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: unknown } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, 'ping'].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      expect(
        post.parameters.map((p) => p.name),
        type,
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(JSON.stringify(post.requestBody), type).toContain(`"const":"${type}"`);
    }
  });
});

/** Decision 042: examples/webhook-signature.ts (no library) agrees with the standard's own library. */
describe('webhook signature of examples/webhook-signature.ts', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"id":"evt_1","type":"request.created"}';
  const at = 1_790_000_000;
  const headersOf = (signature: string, id = 'evt_1', timestamp = at) =>
    new Headers({ 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });

  it('signs as the standardwebhooks library does', () => {
    expect(signWebhook(secret, 'evt_1', at, body)).toBe(
      new Webhook(secret).sign('evt_1', new Date(at * 1000), body),
    );
  });

  it('verifies a genuine delivery, either of two signatures, and refuses a changed body, another secret or an old timestamp', () => {
    const signature = signWebhook(secret, 'evt_1', at, body);
    const now = at * 1000 + 10_000;
    const verify = (headers: Headers, b = body, s = secret, n = now) =>
      verifyWebhookSignature({ headers, body: b, secret: s, now: n });
    expect(verify(headersOf(signature))).toBe(true);
    expect(verify(headersOf(`v1,b3RoZXI= ${signature}`))).toBe(true);
    expect(verify(headersOf(signature), `${body} `)).toBe(false);
    expect(verify(headersOf(signature), body, 'whsec_b3RoZXItc2VjcmV0')).toBe(false);
    expect(verify(headersOf(signature, 'evt_2'))).toBe(false);
    expect(verify(headersOf(signature), body, secret, now + 600_000)).toBe(false);
    expect(verify(new Headers())).toBe(false);
  });
});
