import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import * as given from '#server/test/given.ts';
import type { Client } from '#server/test/harness.ts';
import { openTestDatabase, type TestApp } from '#server/test/harness.ts';
import { loadConfig } from '#server/config.ts';
import { FAULT_MSG } from './fault-errors.ts';

/**
 * Issue 38: stalled uploads are cut off. The limits are scaled down here (idle 500 ms, total
 * 6 s instead of 60 s and 15 min, decision 040); the real server is on a port, as a phone sees it.
 */
const LIMITS = { idleMs: 500, totalMs: 6000 };

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  const { database, url } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/hydroparts-test-data',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app: FastifyInstance = await buildApp({ config, database, rateLimit: false, bodyTimeouts: LIMITS });
  t = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const buyer: Client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
  cookie = [...buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends the head and then the body in the given pieces, each after its pause; resolves with
 * everything the server answered once it closed the connection (or after `within` ms).
 */
function send(head: string, pieces: { after: number; data: Buffer }[], within = 10_000) {
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      // A whole answer: the connection then ends at once, or is kept for the next request.
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length)) {
        setTimeout(() => finish(false), 1500).unref();
      }
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    setTimeout(() => finish(false), within).unref();
    socket.write(head);
    void (async () => {
      for (const p of pieces) {
        await new Promise((r) => setTimeout(r, p.after));
        if (done || socket.destroyed) return;
        socket.write(p.data);
      }
    })();
  });
}

function multipartHead(body: Buffer, headers: Record<string, string>): string {
  return [
    'POST /api/v1/buyer/requests HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${cookie}`,
    `Content-Type: ${headers['content-type']}`,
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
}

const bodyOf = (text: string) =>
  JSON.parse(Buffer.from(text.slice(text.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8')) as unknown;

/** A photo that does not compress away: a few hundred KB of noise, like a camera's detail. */
async function noisyPhoto(): Promise<Buffer> {
  const size = 256;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

describe('request bodies that stall or crawl (issue 38)', () => {
  it('cuts off an upload that sends nothing for longer than the limit, with a German 408', async () => {
    const { body, headers } = given.multipart({ partNumber: 'STAU-1' }, [
      { fileName: 'foto.png', contentType: 'image/png', data: await noisyPhoto() },
    ]);
    // A third of the body, then silence.
    const res = await send(multipartHead(body, headers), [
      { after: 0, data: body.subarray(0, body.length / 3) },
    ]);
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(res.text.toLowerCase()).toContain('connection: close');
    expect(bodyOf(res.text)).toMatchObject({ code: 'REQUEST_TIMEOUT', message: FAULT_MSG.bodyStalled });
  });

  it('cuts off a JSON body that stalls, too', async () => {
    const json = Buffer.from(
      JSON.stringify({ name: 'Erika', email: 'e@example.com', subject: 'x', message: 'y' }),
    );
    const head = [
      'POST /api/v1/contact HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${json.length}`,
      '',
      '',
    ].join('\r\n');
    const res = await send(head, [{ after: 0, data: json.subarray(0, 10) }]);
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(res.text)).toMatchObject({ code: 'REQUEST_TIMEOUT', message: FAULT_MSG.bodyStalled });
  });

  it('cuts off an upload that keeps trickling past the total limit', async () => {
    const { body, headers } = given.multipart({ partNumber: 'STAU-2' }, [
      { fileName: 'foto.png', contentType: 'image/png', data: await noisyPhoto() },
    ]);
    // 100 bytes every 200 ms: never idle, but the photo would need minutes.
    const pieces = Array.from({ length: 60 }, (_, i) => ({
      after: 200,
      data: body.subarray(i * 100, i * 100 + 100),
    }));
    const res = await send(multipartHead(body, headers), pieces, 15_000);
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(res.text)).toMatchObject({ code: 'REQUEST_TIMEOUT', message: FAULT_MSG.bodyTooSlow });
  }, 20_000);

  it('takes a slow but steady upload of a photo within the limits', async () => {
    const { body, headers } = given.multipart({ partNumber: 'LANGSAM-1', manufacturer: 'HYDAC' }, [
      { fileName: 'foto.png', contentType: 'image/png', data: await noisyPhoto() },
    ]);
    // Pieces with pauses of a fifth of the idle limit, about three idle limits in all.
    const chunk = Math.ceil(body.length / 16);
    const pieces = Array.from({ length: 16 }, (_, i) => ({
      after: 100,
      data: body.subarray(i * chunk, (i + 1) * chunk),
    }));
    const res = await send(multipartHead(body, headers), pieces, 15_000);
    expect(res.text).toMatch(/^HTTP\/1\.1 201 /);
    expect(res.ms).toBeGreaterThan(LIMITS.idleMs);
  }, 20_000);
});
