import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Web Push service on 127.0.0.1 for tests (issue 31): it takes the server's POSTs like a real
 * one (RFC 8030), checks the VAPID JWT against the key in the Authorization header (RFC 8292) and
 * DECRYPTS the aes128gcm body with the subscription's private key (RFC 8291), so tests read the
 * plaintext a phone would show. `browserSubscription` makes the keys a browser makes.
 */

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's own secrets: only it (and this test service) can decrypt. */
  privateKey: Buffer;
  authSecret: Buffer;
}

export interface PushHit {
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, or why it could not be read. */
  plaintext: string | null;
  problem: string | null;
  vapid: { aud: string; sub: string; exp: number; publicKey: string } | null;
}

/** RFC 8291 §3.4/§4: the one-record aes128gcm body, decrypted with the browser's keys. */
export function decryptAes128gcm(
  body: Buffer,
  sub: Pick<BrowserSubscription, 'privateKey' | 'authSecret'>,
): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('kein Padding-Trenner 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, ES256 over the header and claims. */
export function checkVapid(authorization: string | undefined, origin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`kein VAPID-Header: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID-Signatur ungültig');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (c.aud !== origin) throw new Error(`aud ${c.aud} ≠ ${origin}`);
  const now = Date.now() / 1000;
  if (!(c.exp > now && c.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${c.exp}`);
  if (!/^(mailto:|https:)/.test(c.sub)) throw new Error(`sub ${c.sub}`);
  return { ...c, publicKey: k };
}

export async function startPushService() {
  const hits: PushHit[] = [];
  const subscriptions = new Map<string, BrowserSubscription>();
  /** Per path: the statuses to answer next (then 201). */
  const answers = new Map<string, number[]>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = answers.get(path)?.shift() ?? 201;
      const hit: PushHit = {
        path,
        status,
        headers: req.headers,
        plaintext: null,
        problem: null,
        vapid: null,
      };
      try {
        hit.vapid = checkVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('nicht aes128gcm');
        if (!req.headers.ttl) throw new Error('TTL fehlt');
        const sub = subscriptions.get(path);
        if (!sub) throw new Error(`unbekanntes Abonnement ${path}`);
        hit.plaintext = decryptAes128gcm(Buffer.concat(chunks), sub);
      } catch (err) {
        hit.problem = (err as Error).message;
      }
      hits.push(hit);
      res.writeHead(hit.problem ? 400 : status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    hits,
    /** A new subscription as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
    browserSubscription(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const sub = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
        authSecret,
      };
      subscriptions.set(path, sub);
      return sub;
    },
    /** The hits of this subscription (decrypted). */
    hitsOf: (sub: { endpoint: string }) => hits.filter((h) => `${origin}${h.path}` === sub.endpoint),
    /** Answers this subscription's next pushes with these statuses. */
    answer: (sub: { endpoint: string }, ...statuses: number[]) => {
      const path = new URL(sub.endpoint).pathname;
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
