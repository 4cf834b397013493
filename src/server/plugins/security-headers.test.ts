import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { securityHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What helmet itself sets on a real Node response with the same options. */
async function helmetOnARealResponse(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    helmet(options)(req, res, () => res.end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    for (const [k, v] of res.headers) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k))
        out[k] = v;
    }
    return out;
  } finally {
    server.close();
  }
}

describe('security headers (helmet, computed once)', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
  };

  it('are exactly what helmet sets on a real response', async () => {
    expect(securityHeaders(options)).toEqual(await helmetOnARealResponse(options));
  });

  it('reach every answer of the app, API and errors alike', async () => {
    for (const url of ['/api/v1/site-info', '/api/v1/does-not-exist']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-src 'self' blob:");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
  });
});
