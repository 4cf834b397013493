import http from 'node:http';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, resolveReceiver } from './outbound.ts';
import { canonicalAddress, isRefusedAddress } from './address-policy.ts';

const STRICT = { allowPrivate: false, timeoutMs: 2000 };

describe('one address policy for outbound connections (issue 38)', () => {
  it('reads IPv4 embedded in IPv6 as what it is', () => {
    expect(canonicalAddress('::ffff:127.0.0.1')).toEqual({ family: 4, value: 0x7f000001n });
    expect(canonicalAddress('[::ffff:7f00:1]')).toEqual({ family: 4, value: 0x7f000001n });
    expect(canonicalAddress('::127.0.0.1')).toEqual({ family: 6, value: 0x7f000001n });
    expect(canonicalAddress('fe80::1%eth0')).toMatchObject({ family: 6 });
    expect(canonicalAddress('localhost')).toBeUndefined();
  });

  it('refuses every special-purpose, embedded and multicast form', () => {
    for (const a of [
      // loopback, private, link-local in IPv4 and every IPv6 spelling that embeds them
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '10.1.2.3',
      '::ffff:10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fec0::1',
      // documentation, benchmarking, reserved, CGNAT, multicast, "this network", broadcast
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.9',
      '2001:db8::1',
      '3fff::1',
      '198.18.0.1',
      '198.19.255.254',
      '240.0.0.1',
      '255.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '239.255.255.250',
      'ff02::1',
      '0.0.0.0',
      '0.1.2.3',
      '192.0.0.170',
      '192.88.99.1',
      '100::1',
      '2001:2::1',
      'not-an-address',
    ])
      expect(isRefusedAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '100.128.0.1', '198.20.0.1'])
      expect(isRefusedAddress(a), a).toBe(false);
  });

  it("refuses every address of this host's own interfaces", () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
    expect(own.length).toBeGreaterThan(0);
    for (const i of own) expect(isRefusedAddress(i.address), i.address).toBe(true);
  });

  it('refuses the bracketed IPv6 forms of a receiver URL before connecting', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[64:ff9b:1::7f00:1]',
      '[::ffff:127.0.0.1]',
      '[2002:7f00:1::1]',
      '192.0.2.1',
      '203.0.113.5',
    ]) {
      const res = await resolveReceiver(`https://${host}/hook`, STRICT);
      expect(res, host).toEqual({ ok: false, error: expect.stringContaining('verweigert') });
    }
  });
});

describe('a receiver on this host', () => {
  const hits: string[] = [];
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    // The host's own non-loopback address when it has one (the case), else loopback.
    const own =
      Object.values(networkInterfaces())
        .flatMap((list) => list ?? [])
        .find((i) => !i.internal && i.family === 'IPv4')?.address ?? '127.0.0.1';
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, own, resolve));
    url = `http://${own}:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is never reached, and WEBHOOK_ALLOW_PRIVATE still reaches it for tests', async () => {
    const refused = await postJson(url.replace('http:', 'https:'), '{}', {}, STRICT);
    expect(refused).toEqual({ statusCode: null, error: expect.stringContaining('verweigert') });
    expect(hits).toEqual([]);
    const allowed = await postJson(url, '{}', {}, { allowPrivate: true, timeoutMs: 2000 });
    expect(allowed).toEqual({ statusCode: 200, error: null });
    expect(hits).toEqual(['/hook']);
  });
});
