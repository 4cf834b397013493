import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from '../../../examples/webhook-signature.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';

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

/**
 * Issue 15: the signature format agreed with the webhook sender —
 * `HydroParts-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over "${t}.${body}">`.
 */
describe('webhook signature of examples/webhook-signature.ts', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"request.created"}';
  const t = 1_790_000_000;

  it('is HMAC-SHA256 over "t.body" in the agreed header format', () => {
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${hex}`);
  });

  it('verifies a genuine delivery and refuses a changed body, another secret or an old timestamp', () => {
    const header = signWebhook(secret, body, t);
    const now = t * 1000 + 10_000;
    expect(verifyWebhookSignature({ header, body, secret, now })).toBe(true);
    expect(verifyWebhookSignature({ header, body: `${body} `, secret, now })).toBe(false);
    expect(verifyWebhookSignature({ header, body, secret: 'other', now })).toBe(false);
    expect(verifyWebhookSignature({ header, body, secret, now: now + 600_000 })).toBe(false);
    expect(verifyWebhookSignature({ header: 't=1,v1=zz', body, secret, now })).toBe(false);
    expect(verifyWebhookSignature({ header: undefined, body, secret, now })).toBe(false);
  });
});
